/** The HTML pages of the build, per locale. */
import {readdirSync} from 'node:fs';
import path from 'node:path';
import {i18n} from '../../config/i18n';
import {buildDir} from './build-dir';

export const locales = i18n.locales;

/** Every .html file under `dir`, leaving out hashed assets and the folders named in `skip`. */
export function htmlFiles(dir: string, skip: readonly string[] = []): string[] {
  return readdirSync(dir, {withFileTypes: true}).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === 'assets' || skip.includes(entry.name) ? [] : htmlFiles(full);
    return entry.name.endsWith('.html') ? [full] : [];
  });
}

/** The pages of one locale: the default locale is built at the root, beside the others' folders. */
export function pagesOf(locale: string): string[] {
  if (locale === i18n.defaultLocale) {
    return htmlFiles(buildDir, locales.filter((l) => l !== locale));
  }
  return htmlFiles(path.join(buildDir, locale));
}

/** The file name of a locale's main script (`main.<hash>.js`) in the build, or undefined. */
export function mainScriptOf(locale: string): string | undefined {
  const dir = locale === i18n.defaultLocale ? buildDir : path.join(buildDir, locale);
  return readdirSync(path.join(dir, 'assets/js')).find((f) => /^main\..*\.js$/.test(f));
}
