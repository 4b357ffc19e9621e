/**
 * The `test` of the HTTP and load specs: each Playwright project of theirs names its server
 * (`use: {server}` in playwright.config.ts), and `http` sends raw requests to it.
 */
import {test as base, expect} from '@playwright/test';
import {request, statusLine, type Answer, type RequestOptions} from './http-client';
import {originOf, type ServerName} from './servers';

export interface ServerUnderTest {
  /** node or nginx: where the two answer differently, a test says so. */
  server: ServerName;
}

export interface HttpClient {
  origin: string;
  request(target: string, options?: RequestOptions): Promise<Answer>;
  statusLine(rawRequest: string): Promise<string>;
}

export const test = base.extend<ServerUnderTest & {http: HttpClient}>({
  server: ['node', {option: true}],
  http: async ({server}, use) => {
    const origin = originOf(server);
    await use({
      origin,
      request: (target, options) => request(origin, target, options),
      statusLine: (rawRequest) => statusLine(origin, rawRequest),
    });
  },
});

export {expect};
