/**
 * The blog's tags in the reader's language (issue 17). Docusaurus 2.4.1 has no tags file: each
 * translated post names a tag as `{label, permalink}` in its front matter, the label in its
 * language and the permalink the English tag's slug, so that /fr/blog/tags/release stays where the
 * specification puts it. In each locale, a post has its English post's tags (by slug), each slug
 * one label on every post, and that label is the locale's own: a label may read as the English
 * one only where it is a name (TestFlight) or the language's word too (German « Beta »).
 */
import {readFileSync} from 'node:fs';
import path from 'node:path';
import {test, expect} from '@playwright/test';
import {normalizeFrontMatterTags, parseFrontMatter} from '@docusaurus/utils';
import {sourcesOf, translatedLocales} from '../../src/plugins/translation-status/translations';

const root = path.join(__dirname, '../..');

/** Labels that read the same as the English one: names everywhere, words in some languages. */
const SAME_AS_ENGLISH: Record<string, string[]> = {
  all: ['TestFlight', 'iOS', 'Mac', 'ChatGPT', 'Excel'],
  de: ['Beta', 'Export'],
  fr: ['Export'],
  ja: ['AI'],
  nl: ['AI'],
  'zh-Hans': ['AI'],
};

/** A post's tags, slug → label; the slug as Docusaurus makes it (`Release` → `release`). */
function tagsOf(file: string): Map<string, string> {
  const {frontMatter} = parseFrontMatter(readFileSync(path.join(root, file), 'utf8'));
  const tags = normalizeFrontMatterTags('/', frontMatter.tags as Parameters<typeof normalizeFrontMatterTags>[1]);
  return new Map(tags.map(({label, permalink}) => [permalink.replace(/^\//, ''), label]));
}

for (const locale of translatedLocales) {
  test(`${locale}: every tag of the blog has one label in the language, on the English slug`, () => {
    const faults: string[] = [];
    const labels = new Map<string, Set<string>>();
    const posts = sourcesOf(root, locale).filter(({source}) => /^blog\/.*\.mdx?$/.test(source));
    expect(posts.length, 'posts').toBeGreaterThan(0);
    for (const {source, translation} of posts) {
      const english = tagsOf(source);
      const translated = tagsOf(translation);
      if ([...translated.keys()].sort().join() !== [...english.keys()].sort().join()) {
        faults.push(`${translation}: tags ${[...translated.keys()]}, not ${[...english.keys()]}`);
      }
      for (const [slug, label] of translated) {
        labels.set(slug, (labels.get(slug) ?? new Set()).add(label));
        const same = [...SAME_AS_ENGLISH.all, ...(SAME_AS_ENGLISH[locale] ?? [])];
        if (label === english.get(slug) && !same.includes(label)) {
          faults.push(`${translation}: the tag « ${label} » is in English`);
        }
      }
    }
    for (const [slug, names] of labels) {
      if (names.size > 1) faults.push(`the tag ${slug} has ${names.size} labels: ${[...names].join(', ')}`);
    }
    expect(faults).toEqual([]);
  });
}
