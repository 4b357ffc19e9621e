/**
 * The PDF manuals (scripts/manual.ts) as each server sends them: a file like the samples, 200 with
 * application/pdf, the bytes of the build, not gzipped (a PDF's streams are compressed already),
 * revalidated like every file whose name does not change, with the security headers; HEAD alike.
 * A revisit with the validators it got answers 304, a range 206 with those bytes only, a range
 * beyond the end 416 with the headers of every response, once; several ranges the whole file; the
 * other preconditions (`If-Match`, `If-Unmodified-Since`, `If-None-Match: *`) as RFC 9110 says.
 */
import {readFileSync} from 'node:fs';
import path from 'node:path';
import {i18n} from '../../config/i18n';
import {MANUAL_PLATFORMS, manualPath} from '../../config/manual';
import {securityHeadersOfBuild} from '../../server/hosting-policy';
import {localeBaseUrl} from '../../server/site-index';
import {buildDir} from '../support/build-dir';
import {test, expect} from '../support/http-fixtures';
import {platformDifferences} from '../support/platform-differences';

test('each manual answers 200 application/pdf with the file of the build, in every locale', async ({http, server}) => {
  const {contentLength} = platformDifferences[server];
  for (const locale of i18n.locales) {
    for (const platform of MANUAL_PLATFORMS) {
      const file = `${localeBaseUrl(locale)}${manualPath(platform)}`;
      const answer = await http.request(file, {headers: {'Accept-Encoding': 'gzip, br'}});
      expect(answer.status, file).toBe(200);
      expect(answer.headers['content-type'], file).toBe('application/pdf');
      expect(answer.headers['content-encoding'], file).toBeUndefined();
      expect(answer.headers['cache-control'], file).toBe('no-cache');
      expect(answer.headers['x-content-type-options'], file).toBe('nosniff');
      expect(answer.headers['content-security-policy'], file).toBeDefined();
      const bytes = readFileSync(path.join(buildDir, file));
      expect(answer.headers['content-length'], file).toBe(contentLength ? String(bytes.length) : undefined);
      expect(answer.body.subarray(0, 5).toString('latin1'), file).toBe('%PDF-');
      expect(answer.body.equals(bytes), file).toBe(true);
      const head = await http.request(file, {method: 'HEAD'});
      expect(head.status, file).toBe(200);
      expect(head.headers['content-type'], file).toBe('application/pdf');
      expect(head.body.length, file).toBe(0);
    }
  }
});

test('a manual is revalidated (304) and sent in ranges (206)', async ({http, server}) => {
  const file = `/fr/${manualPath(MANUAL_PLATFORMS[0])}`;
  const bytes = readFileSync(path.join(buildDir, file));
  const first = await http.request(file);
  const {etag, 'last-modified': lastModified} = first.headers;
  expect(etag, 'ETag').toBeDefined();
  const validators: Record<string, string>[] = [{'If-None-Match': etag!}];
  if (platformDifferences[server].lastModified) {
    expect(lastModified, 'Last-Modified').toBeDefined();
    validators.push({'If-Modified-Since': lastModified!});
  } else {
    expect(lastModified, 'Last-Modified').toBeUndefined();
  }
  for (const validator of validators) {
    const revisit = await http.request(file, {headers: validator});
    expect(revisit.status, JSON.stringify(validator)).toBe(304);
    expect(revisit.body.length).toBe(0);
  }
  // A date later than the file's: not modified since, whatever date it is.
  if (platformDifferences[server].lastModified) {
    const since2100 = await http.request(file, {headers: {'If-Modified-Since': 'Fri, 01 Jan 2100 00:00:00 GMT'}});
    expect(since2100.status, 'If-Modified-Since: 2100').toBe(304);
  }
  if (!platformDifferences[server].ranges) {
    const whole = await http.request(file, {headers: {Range: 'bytes=100-1099'}});
    expect([whole.status, whole.body.equals(bytes)], 'a Range ignored: the whole file').toEqual([200, true]);
    return;
  }
  const range = await http.request(file, {headers: {Range: 'bytes=100-1099'}});
  expect(range.status).toBe(206);
  expect(range.headers['content-range']).toBe(`bytes 100-1099/${bytes.length}`);
  expect(range.body.equals(bytes.subarray(100, 1100))).toBe(true);
  const tail = await http.request(file, {headers: {Range: 'bytes=-500'}});
  expect([tail.status, tail.body.equals(bytes.subarray(-500))]).toEqual([206, true]);
  // A range beyond the end: refused, saying the length, with the headers of every response, once
  // (two of a header would be joined by `, `).
  const beyond = await http.request(file, {headers: {Range: `bytes=${bytes.length + 10}-`}});
  expect(beyond.status).toBe(416);
  expect(beyond.headers['content-range']).toBe(`bytes */${bytes.length}`);
  for (const [name, value] of Object.entries(securityHeadersOfBuild(buildDir)))
    expect(beyond.headers[name.toLowerCase()], `416: ${name}`).toBe(value);
  expect(beyond.headers['cache-control'], '416: Cache-Control').toBe('no-cache');
  // Several ranges: the whole file, not a multipart answer; overlapping ones merged where the server does.
  const several = await http.request(file, {headers: {Range: 'bytes=0-9,20-29'}});
  expect([several.status, several.body.equals(bytes)], 'bytes=0-9,20-29').toEqual([200, true]);
  const overlapping = await http.request(file, {headers: {Range: 'bytes=0-9,5-15'}});
  const merged = platformDifferences[server].mergesRanges;
  expect(
    [overlapping.status, overlapping.body.equals(merged ? bytes.subarray(0, 16) : bytes)],
    'bytes=0-9,5-15',
  ).toEqual([merged ? 206 : 200, true]);
});

test('the other preconditions of a manual are read as RFC 9110 says', async ({http, server}) => {
  const file = `/fr/${manualPath(MANUAL_PLATFORMS[0])}`;
  const {etag} = (await http.request(file, {method: 'HEAD'})).headers;
  const {preconditions} = platformDifferences[server];
  for (const [precondition, status] of [
    [{'If-None-Match': '*'}, 304],
    [{'If-None-Match': `"zzz", ${etag}`}, 304],
    [{'If-Match': '"zzz"'}, 412],
    [{'If-Unmodified-Since': 'Mon, 01 Jan 1990 00:00:00 GMT'}, 412],
  ] as const) {
    // nginx closes the connection after a 412, though it says keep-alive: none is kept for another request.
    const headers = {...precondition, Connection: 'close'};
    const answer = await http.request(file, {method: 'HEAD', headers});
    // Pages reads none of them: the file, 200.
    expect(answer.status, JSON.stringify(precondition)).toBe(preconditions ? status : 200);
  }
});
