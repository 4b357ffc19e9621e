/**
 * The files for search engines and assistants (issue 29) as each server sends them: robots.txt,
 * each locale's llms.txt (text/plain) and the pages as Markdown (text/markdown), both at the
 * address of a page built at `x/index.html` (`/fr/faq.md`) and of a folder (`/fr/index.html.md`):
 * 200 with the file of the build, in UTF-8, revalidated like every file whose name does not change,
 * with the security headers every response carries, gzipped for a client that accepts it (but
 * Markdown on Cloudflare Pages: tests/support/platform-differences.ts); HEAD alike. They are files: the page beside each keeps its own answer.
 */
import {readFileSync} from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import {securityHeadersOfBuild} from '../../server/hosting-policy';
import {buildDir} from '../support/build-dir';
import {test, expect} from '../support/http-fixtures';
import {platformDifferences} from '../support/platform-differences';

const TEXT = 'text/plain; charset=utf-8';
const MARKDOWN = 'text/markdown; charset=utf-8';

const FILES: [string, string][] = [
  ['/robots.txt', TEXT],
  ['/llms.txt', TEXT],
  ['/fr/llms.txt', TEXT],
  ['/zh-Hans/llms.txt', TEXT],
  ['/fr/faq.md', MARKDOWN],
  ['/fr/index.html.md', MARKDOWN],
  ['/fr/mac/maintenance/chatgpt/index.html.md', MARKDOWN],
  ['/fr/blog/release4_0.md', MARKDOWN],
  ['/ja/ios/documents/new-document.md', MARKDOWN],
];

test('robots.txt, llms.txt and the Markdown pages answer 200 with their file, type and headers', async ({http}) => {
  const security = securityHeadersOfBuild(buildDir);
  for (const [target, contentType] of FILES) {
    const answer = await http.request(target);
    expect(answer.status, target).toBe(200);
    expect(answer.headers['content-type'], target).toBe(contentType);
    expect(answer.headers['cache-control'], target).toBe('no-cache');
    for (const [name, value] of Object.entries(security))
      expect(answer.headers[name.toLowerCase()], `${target}: ${name}`).toBe(value);
    expect(answer.body.equals(readFileSync(path.join(buildDir, target))), target).toBe(true);
    const head = await http.request(target, {method: 'HEAD'});
    expect([head.status, head.headers['content-type'], head.body.length], `HEAD ${target}`).toEqual([
      200,
      contentType,
      0,
    ]);
  }
  // The page beside a Markdown file is still the page.
  const page = await http.request('/fr/faq');
  expect([page.status, page.headers['content-type']]).toEqual([200, 'text/html; charset=utf-8']);
});

test('the Markdown pages and llms.txt are gzipped for a client that accepts it', async ({http, server}) => {
  const {compressesMarkdown} = platformDifferences[server];
  for (const target of ['/fr/llms.txt', '/fr/faq.md']) {
    const answer = await http.request(target, {headers: {'Accept-Encoding': 'gzip'}});
    if (target.endsWith('.md') && !compressesMarkdown) {
      expect([
        answer.headers['content-encoding'],
        answer.body.equals(readFileSync(path.join(buildDir, target))),
      ]).toEqual([undefined, true]);
      continue;
    }
    expect(answer.headers['content-encoding'], target).toBe('gzip');
    expect(answer.headers.vary, target).toMatch(/Accept-Encoding/i);
    expect(zlib.gunzipSync(answer.body).equals(readFileSync(path.join(buildDir, target))), target).toBe(true);
  }
});
