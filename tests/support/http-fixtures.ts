/**
 * The `test` of the HTTP and load specs: each Playwright project of theirs names its server
 * (`use: {server}` in playwright.config.ts), and `http` sends raw requests to it.
 */
import {test as base, expect} from '@playwright/test';
import {type Answer, type RawHead, type RequestOptions, rawHead, request} from './http-client';
import {originOf, type ServerName} from './servers';

export interface ServerUnderTest {
  /** node or nginx: where the two answer differently, a test says so. */
  server: ServerName;
}

export interface HttpClient {
  origin: string;
  request(target: string, options?: RequestOptions): Promise<Answer>;
  rawHead(rawRequest: string): Promise<RawHead | undefined>;
}

export const test = base.extend<ServerUnderTest & {http: HttpClient}>({
  server: ['node', {option: true}],
  http: async ({server}, use) => {
    const origin = originOf(server);
    await use({
      origin,
      request: (target, options) => request(origin, target, options),
      rawHead: (rawRequest) => rawHead(origin, rawRequest),
    });
  },
});

export {expect};
