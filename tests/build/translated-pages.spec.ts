/**
 * What a translator must keep of the English page (CONTENT.md): the heading ids, so that a
 * `#anchor` link works in every language; the imports, so that the page shows the same partials
 * and drawings; the admonitions, of the same kinds, titled where the English one is. Checked over
 * every translation of every locale (config/translations.ts).
 */
import {existsSync, readFileSync} from 'node:fs';
import path from 'node:path';
import {test, expect} from '@playwright/test';
import {sourcesOf, translatedLocales} from '../../config/translations';

const root = path.join(__dirname, '../..');

/** The `{#id}` of each heading, in order. */
const headingIds = (text: string) => [...text.matchAll(/^#{2,6} .*\{#([\w-]+)\}\s*$/gm)].map((match) => match[1]);
/** The import lines. */
const imports = (text: string) => [...text.matchAll(/^import .*$/gm)].map((match) => match[0].trim());
/** Each admonition's kind, and whether it has a title (`:::tip A narrow window`), in order. */
const admonitions = (text: string) =>
  [...text.matchAll(/^:::(\w+)(.*)$/gm)].map(([, kind, title]) => (title.trim() ? `${kind} (titled)` : kind));

for (const locale of translatedLocales) {
  test(`${locale}: every translated page has its English page's heading ids, imports and admonitions`, () => {
    const differences: string[] = [];
    for (const {source, translation} of sourcesOf(root, locale)) {
      if (!existsSync(path.join(root, translation))) continue;
      const english = readFileSync(path.join(root, source), 'utf8');
      const translated = readFileSync(path.join(root, translation), 'utf8');
      if (headingIds(translated).join(' ') !== headingIds(english).join(' ')) {
        differences.push(`${translation}: heading ids ${headingIds(translated)} ≠ ${headingIds(english)}`);
      }
      if (imports(translated).join('\n') !== imports(english).join('\n')) {
        differences.push(`${translation}: imports differ from ${source}`);
      }
      if (admonitions(translated).join(' ') !== admonitions(english).join(' ')) {
        differences.push(`${translation}: admonitions ${admonitions(translated)} ≠ ${admonitions(english)}`);
      }
    }
    expect(differences).toEqual([]);
  });
}
