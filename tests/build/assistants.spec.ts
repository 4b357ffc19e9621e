/**
 * The site for assistants (issue 29, src/plugins/page-markdown/): every doc page and post names its
 * Markdown (`<link rel="alternate" type="text/markdown">`) at the address beside it
 * (`/fr/faq.md`, `/fr/index.html.md` for a folder), and the build holds that file, rendered from
 * the page: the same headings at the same levels, the same numbered steps word for word (menu
 * paths as printed), as many tables and code blocks (fenced, with their language), each drawing as
 * its description, no HTML left, and every link absolute and leading to a page or file of the
 * build (and its anchor). Each locale's llms.txt is in llmstxt.org's format (the site's name, its
 * tagline, sections of `- [Title](Markdown): description`) and lists every doc page of the sidebar
 * and every post, at the address of its Markdown.
 */
import {existsSync, readFileSync} from 'node:fs';
import path from 'node:path';
import {parse} from '@textlint/markdown-to-ast';
import type {TxtNode} from '@textlint/ast-node-types';
import type {CheerioAPI} from 'cheerio';
import {test, expect} from '@playwright/test';
import {taglineFor} from '../../config/i18n';
import {localeBaseUrl} from '../../server/site-index';
import {readBuiltPage} from '../../scripts/lib/built-page';
import {markdownPathOf} from '../../src/plugins/page-markdown/address';
import {buildDir} from '../support/build-dir';
import {builtSiteIndex, locales, sitePagesOf} from '../support/built-pages';
import {LinkChecker} from '../support/link-check';

/** A node of the Markdown tree, with the properties of the kinds read here. */
type MarkdownNode = TxtNode & {
  value?: string;
  depth?: number;
  ordered?: boolean;
  lang?: string | null;
  url?: string;
  children?: MarkdownNode[];
};

/** Every node of a Markdown tree, depth first. */
function* nodesOf(node: MarkdownNode): Generator<MarkdownNode> {
  yield node;
  for (const child of node.children ?? []) yield* nodesOf(child);
}

/** The text of a node as a reader reads it: its words, spaces collapsed. */
function textOf(node: MarkdownNode): string {
  const text = node.type === 'Str' || node.type === 'Code' ? String(node.value) : '';
  return [text, ...(node.children ?? []).map(textOf)].join(node.type === 'ListItem' ? ' ' : '');
}
const words = (text: string) => text.replace(/[\s\u200b]+/g, ' ').trim();

/** What a page shows, read from its article: headings, numbered steps, tables, code blocks, drawings. */
function articleFacts($: CheerioAPI) {
  const article = $('article').first();
  const body = article.find('.markdown').first();
  const titled = body.find('h1').length > 0 ? body : article.find('header h1').first().add(body);
  return {
    headings: titled
      .find('h1, h2, h3, h4, h5, h6')
      .add(titled.filter('h1'))
      .toArray()
      .map((heading) => `${'#'.repeat(Number(heading.tagName[1]))} ${words($(heading).text())}`),
    steps: body
      .find('ol > li')
      .toArray()
      .map((step) => {
        // A step's lists and paragraphs are blocks: their words do not run into the words around them.
        const copy = $(step).clone();
        copy.find('ul, ol, li, p').before(' ').after(' ');
        return words(copy.text());
      }),
    tables: body.find('table, dl').length,
    codeLanguages: body
      .find('pre')
      .toArray()
      .map((pre) => /language-(\S+)/.exec($(pre).attr('class') ?? '')?.[1] ?? ''),
    drawings: body
      .find('svg[role="img"]')
      .toArray()
      .map((svg) => words($(svg).attr('aria-label') ?? '')),
  };
}

/** The same facts of a page's Markdown. */
function markdownFacts(markdown: string) {
  const nodes = [...nodesOf(parse(markdown) as MarkdownNode)];
  const of = (type: string) => nodes.filter((node) => node.type === type);
  return {
    headings: of('Header').map((heading) => `${'#'.repeat(heading.depth ?? 0)} ${words(textOf(heading))}`),
    steps: of('List')
      .filter((list) => list.ordered)
      .flatMap((list) => (list.children ?? []).map((item) => words(textOf(item)))),
    tables: of('Table').length,
    codeLanguages: of('CodeBlock').map((code) => String(code.lang ?? '')),
    paragraphs: new Set(of('Paragraph').map((paragraph) => words(textOf(paragraph)))),
    html: of('Html').map((node) => String(node.value)),
    links: [...of('Link'), ...of('Image')].map((node) => String(node.url)),
  };
}

/** The doc pages and posts of a locale: the pages that have a Markdown. */
const articlePagesOf = (locale: string) =>
  sitePagesOf(locale).filter(({file}) => {
    const $ = readBuiltPage(buildDir, file);
    return $('html').hasClass('docs-doc-page') || $('html').hasClass('blog-post-page');
  });

for (const locale of locales) {
  test(`${locale}: every doc page and post as Markdown beside it, with its headings, steps and links`, () => {
    const siteIndex = builtSiteIndex();
    const links = new LinkChecker(siteIndex);
    const pages = articlePagesOf(locale);
    // 68 doc pages and 11 posts.
    expect(pages.length, `doc pages and posts of ${locale}`).toBeGreaterThanOrEqual(79);
    const problems: string[] = [];
    let linksChecked = 0;
    for (const {file, canonical} of pages) {
      const $ = readBuiltPage(buildDir, file);
      const named = $('link[rel="alternate"][type="text/markdown"]')
        .toArray()
        .map((link) => $(link).attr('href'));
      const address = `${siteIndex.origin}${markdownPathOf(canonical!)}`;
      if (named.join() !== address) {
        problems.push(`${file}: names ${named.join(', ') || 'no Markdown'}, not ${address}`);
        continue;
      }
      const markdownFile = path.join(buildDir, new URL(address).pathname);
      if (!existsSync(markdownFile)) {
        problems.push(`${file}: ${address} is not in the build`);
        continue;
      }
      const page = articleFacts($);
      const markdown = markdownFacts(readFileSync(markdownFile, 'utf8'));
      const differ = (what: string, shown: unknown, written: unknown) => {
        if (JSON.stringify(shown) !== JSON.stringify(written)) {
          problems.push(`${file}: ${what} ${JSON.stringify(shown)} ≠ ${JSON.stringify(written)}`);
        }
      };
      differ('headings', page.headings, markdown.headings);
      differ('steps', page.steps, markdown.steps);
      differ('tables', page.tables, markdown.tables);
      differ('code blocks', page.codeLanguages, markdown.codeLanguages);
      const undescribed = page.drawings.filter((drawing) => !markdown.paragraphs.has(drawing));
      differ('drawings without their description', [], undescribed);
      differ('HTML', [], markdown.html);
      for (const link of markdown.links) {
        const url = new URL(link, 'relative:/');
        if (url.protocol === 'relative:') problems.push(`${file}: a relative link ${link}`);
        if (url.origin !== siteIndex.origin) continue;
        linksChecked += 1;
        const problem = links.problemWith(url);
        if (problem !== undefined) problems.push(`${file} → ${link}: ${problem}`);
      }
    }
    expect(problems).toEqual([]);
    expect(linksChecked, 'links to the site').toBeGreaterThan(100);
  });

  test(`${locale}: llms.txt names the site, its summary, and every doc page and post at its Markdown`, () => {
    const siteIndex = builtSiteIndex();
    const lines = readFileSync(path.join(buildDir, localeBaseUrl(locale), 'llms.txt'), 'utf8').split('\n');
    expect(lines.slice(0, 4)).toEqual(['# Breakdown Structure', '', `> ${taglineFor(locale)}`, '']);
    const sections = lines.filter((line) => line.startsWith('## '));
    // The top-level pages, iOS and iPadOS, Mac, the posts.
    expect(sections.length, 'sections').toBe(4);
    const entries = lines.filter((line) => line.startsWith('- '));
    const malformed = entries.filter((line) => !/^- \[[^\]]+\]\(https:\/\/\S+\.md\): \S/.test(line));
    expect(malformed).toEqual([]);
    const others = lines.slice(4).filter((line) => line !== '' && !line.startsWith('## ') && !line.startsWith('- '));
    expect(others).toEqual([]);
    const listed = entries.map((line) => /\]\((\S+)\)/.exec(line)![1]).sort();
    const expected = articlePagesOf(locale)
      .filter(({canonical}) => !canonical!.includes('/__tests__/'))
      .map(({canonical}) => `${siteIndex.origin}${markdownPathOf(canonical!)}`)
      .sort();
    expect(expected.length).toBeGreaterThanOrEqual(79);
    expect(listed).toEqual(expected);
  });
}
