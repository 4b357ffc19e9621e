/**
 * Which sample file (static/samples/) a reader is offered (issue 27): the file the app writes for a
 * reader of the page's language. A page names a sample by its English file; in German, Japanese,
 * Dutch and Simplified Chinese the link offers that locale's own file instead, named
 * `<English name>-<locale>.<extension>`: the headers, field names and values of the app in that
 * language, with the separator and decimal sign its region's Excel expects (a semicolon and a
 * decimal comma in German and Dutch, a comma and a decimal point in Japanese and Chinese). French
 * pages name the French files (`-semicolon`, `-fr`) and, on purpose, the English ones: French is
 * not mapped. tests/unit/samples.spec.ts reads every file with its locale's rules.
 */

/** The English samples that each locale of OWN_SAMPLES has in its language. */
export const TRANSLATED_SAMPLES = [
  'software-project.csv',
  'software-project-categories.csv',
  'construction-wbs.csv',
  'conference-wbs.txt',
] as const;

/** The locales whose readers are offered their own files in place of the English ones. */
export const OWN_SAMPLES = ['de', 'ja', 'nl', 'zh-Hans'] as const;

/** The file offered to a reader of `locale` for the sample a page names `file`. */
export function sampleFileFor(file: string, locale: string): string {
  const translated = (TRANSLATED_SAMPLES as readonly string[]).includes(file);
  if (!translated || !(OWN_SAMPLES as readonly string[]).includes(locale)) return file;
  return file.replace(/(\.\w+)$/, `-${locale}$1`);
}
