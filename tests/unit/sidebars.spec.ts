/**
 * Every doc page is in the sidebar: a page left out of sidebars.ts still builds and passes the
 * build's checks, but readers never find it in the navigation, and the PDF manuals, which follow
 * the sidebar's order, leave it out. A page's id is Docusaurus's: its path in docs/ without the
 * extension, or its front matter's `id` in its folder; partials (folders starting with `_`) are no pages.
 */
import {readFileSync, readdirSync} from 'node:fs';
import path from 'node:path';
import {test, expect} from '@playwright/test';
import {parseFrontMatter} from '@docusaurus/utils';
import type {SidebarsConfig} from '@docusaurus/plugin-content-docs';

const root = path.join(__dirname, '../..');
// sidebars.ts is a CommonJS config (module.exports), as Docusaurus 2 loads it.
// eslint-disable-next-line @typescript-eslint/no-require-imports
const sidebars = require('../../sidebars') as SidebarsConfig;

/** Every doc id an item of a sidebar names: a doc, a category's own page, the items under it. */
function idsIn(item: unknown): string[] {
  if (typeof item === 'string') return [item];
  if (Array.isArray(item)) return item.flatMap(idsIn);
  if (typeof item !== 'object' || item === null) return [];
  const {type, id, link, items} = item as {
    type?: string;
    id?: string;
    link?: {type?: string; id?: string};
    items?: unknown;
  };
  return [
    ...((type === 'doc' || type === 'ref') && id ? [id] : []),
    ...(link?.type === 'doc' && link.id ? [link.id] : []),
    ...idsIn(items ?? []),
  ];
}

/** Each page of docs/, relative to the site, with its doc id. */
function docPages(): {file: string; id: string}[] {
  return readdirSync(path.join(root, 'docs'), {recursive: true, encoding: 'utf8'})
    .map((file) => file.split(path.sep).join('/'))
    .filter((file) => /\.mdx?$/.test(file) && !file.split('/').some((part) => part.startsWith('_')))
    .map((file) => {
      const {frontMatter} = parseFrontMatter(readFileSync(path.join(root, 'docs', file), 'utf8'));
      const dir = path.posix.dirname(file);
      const name =
        typeof frontMatter.id === 'string' ? frontMatter.id : path.posix.basename(file).replace(/\.mdx?$/, '');
      return {file: `docs/${file}`, id: dir === '.' ? name : `${dir}/${name}`};
    });
}

test('every doc page is in a sidebar of sidebars.ts', () => {
  const inSidebars = new Set(Object.values(sidebars).flatMap(idsIn));
  const pages = docPages();
  expect(pages.length, 'doc pages read').toBeGreaterThan(0);
  expect(inSidebars.size, 'doc ids in sidebars.ts').toBeGreaterThan(0);
  const outside = pages
    .filter(({id}) => !inSidebars.has(id))
    .map(({file, id}) => `${file} (id ${id}): in no sidebar of sidebars.ts`);
  expect(outside).toEqual([]);
});
