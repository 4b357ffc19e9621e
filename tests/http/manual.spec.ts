/**
 * The PDF manuals (scripts/manual.ts) as each server sends them: a file like the samples, 200 with
 * application/pdf, the bytes of the build, not gzipped (a PDF's streams are compressed already),
 * revalidated like every file whose name does not change, with the security headers; HEAD alike.
 */
import {readFileSync} from 'node:fs';
import path from 'node:path';
import {i18n} from '../../config/i18n';
import {MANUAL_PLATFORMS, manualPath} from '../../config/manual';
import {buildDir} from '../support/build-dir';
import {test, expect} from '../support/http-fixtures';

test('each manual answers 200 application/pdf with the file of the build, in every locale', async ({http}) => {
  for (const locale of i18n.locales) {
    for (const platform of MANUAL_PLATFORMS) {
      const file = `${locale === i18n.defaultLocale ? '' : `/${locale}`}/${manualPath(platform)}`;
      const answer = await http.request(file, {headers: {'Accept-Encoding': 'gzip, br'}});
      expect(answer.status, file).toBe(200);
      expect(answer.headers['content-type'], file).toBe('application/pdf');
      expect(answer.headers['content-encoding'], file).toBeUndefined();
      expect(answer.headers['cache-control'], file).toBe('no-cache');
      expect(answer.headers['x-content-type-options'], file).toBe('nosniff');
      expect(answer.headers['content-security-policy'], file).toBeDefined();
      const bytes = readFileSync(path.join(buildDir, file));
      expect(answer.headers['content-length'], file).toBe(String(bytes.length));
      expect(answer.body.subarray(0, 5).toString('latin1'), file).toBe('%PDF-');
      expect(answer.body.equals(bytes), file).toBe(true);
      const head = await http.request(file, {method: 'HEAD'});
      expect(head.status, file).toBe(200);
      expect(head.headers['content-type'], file).toBe('application/pdf');
      expect(head.body.length, file).toBe(0);
    }
  }
});
