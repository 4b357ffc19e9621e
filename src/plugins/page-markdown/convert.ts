/**
 * A built doc page or post as Markdown (issue 29), for readers that are assistants: the article
 * as the reader sees it, rendered from the built HTML, so that partials are resolved and the
 * menu paths are printed as `<Menu>` printed them (**Fichier > Nouveau**); a drawing is its one
 * description and its caption, never the labels drawn inside it; an admonition a quotation
 * headed by its label; tables are Markdown tables (the release facts'
 * definition list too: one row of values under their names), code blocks are fenced with their
 * language, and every link is absolute, so that the file means the same wherever it is read.
 * The heading anchors, buttons and icons of the screen are left out.
 *
 * turndown converts; the page is prepared first with cheerio, the site's HTML parser.
 */
import {type Cheerio, type CheerioAPI, load} from 'cheerio';
import type {Element} from 'domhandler';
import escapeHtml from 'escape-html';
import TurndownService from 'turndown';
import {tables} from 'turndown-plugin-gfm';
import {absoluteLinks} from '../../../config/blog-feed';

const turndown = new TurndownService({
  headingStyle: 'atx',
  codeBlockStyle: 'fenced',
  bulletListMarker: '-',
  emDelimiter: '*',
  strongDelimiter: '**',
});
turndown.use(tables);
// A `|` in text would end a table cell: escaped everywhere, as CommonMark allows.
const escapeMarkdown = turndown.escape.bind(turndown);
turndown.escape = (text: string) => escapeMarkdown(text).replace(/\|/g, '\\|');

/** The first class of `element` (or of its ancestors) that names a language: `language-csv` → `csv`. */
function languageOf(element: Cheerio<Element>): string {
  for (let node: Element | null = element[0] ?? null; node; node = node.parent as Element | null) {
    const language = /(?:^|\s)language-(\S+)/.exec(node.attribs?.class ?? '')?.[1];
    if (language !== undefined) return language;
  }
  return '';
}

/** Each code block as `<pre><code class="language-x">`, its text line by line, as turndown fences it. */
function plainCodeBlocks($: CheerioAPI): void {
  $('pre').each((_, pre) => {
    const $pre = $(pre);
    const lines = $pre.find('.token-line');
    const text =
      lines.length > 0
        ? lines
            .toArray()
            .map((line) => $(line).text())
            .join('\n')
        : $pre.text();
    const language = languageOf($pre);
    const block = $pre.closest('.theme-code-block');
    (block.length > 0 ? block : $pre).replaceWith(
      `<pre><code${language ? ` class="language-${escapeHtml(language)}"` : ''}>${escapeHtml(text)}</code></pre>`,
    );
  });
}

/**
 * Each drawing as its description (the paragraph that stands in for it without CSS:
 * src/components/illustrations/Illustration.tsx), its caption in italics; the screen's icons left out.
 */
function describedDrawings($: CheerioAPI): void {
  $('svg').remove();
  $('figcaption').each((_, caption) => {
    $(caption).replaceWith(`<p><em>${$(caption).html() ?? ''}</em></p>`);
  });
}

/** Each admonition as a quotation headed by its label, capitalised as the screen shows it. */
function quotedAdmonitions($: CheerioAPI): void {
  $('.theme-admonition').each((_, admonition) => {
    const $admonition = $(admonition);
    const label = $admonition.find('[class*="admonitionHeading"]').first().text().trim();
    const heading = label.charAt(0).toLocaleUpperCase() + label.slice(1);
    const content = $admonition.find('[class*="admonitionContent"]').first().html() ?? '';
    $admonition.replaceWith(`<blockquote><p><strong>${escapeHtml(heading)}</strong></p>${content}</blockquote>`);
  });
}

/** Each definition list as a table: the terms as its head, their definitions as its one row. */
function tabledDefinitions($: CheerioAPI): void {
  $('dl').each((_, dl) => {
    const $dl = $(dl);
    const cells = (selector: string, tag: string) =>
      $dl
        .find(selector)
        .toArray()
        .map((cell) => `<${tag}>${$(cell).html() ?? ''}</${tag}>`)
        .join('');
    $dl.replaceWith(
      `<table><thead><tr>${cells('dt', 'th')}</tr></thead><tbody><tr>${cells('dd', 'td')}</tr></tbody></table>`,
    );
  });
}

/**
 * The Markdown of the page `$` (a built page, read by scripts/lib/built-page.ts) whose URL is
 * `pageUrl`: its title, a post's date, then its text; undefined for a page without an article.
 */
export function pageMarkdown($: CheerioAPI, pageUrl: string): string | undefined {
  const article = $('article').first();
  const body = article.find('.markdown').first();
  if (body.length === 0) return undefined;
  // A doc's title is inside its text; a post's is in the article's header, with its date.
  const header = body.find('h1').length > 0 ? '' : $.html(article.find('header h1').first());
  const date = article.find('header time').first();
  const dated = header && date.length > 0 ? `<p>${escapeHtml(date.text())}</p>` : '';
  const page = load(`${header}${dated}${body.html() ?? ''}`, null, false);
  page('a.hash-link, button, script, style, noscript').remove();
  plainCodeBlocks(page);
  describedDrawings(page);
  quotedAdmonitions(page);
  tabledDefinitions(page);
  return `${turndown.turndown(absoluteLinks(page.html(), pageUrl)).trim()}\n`;
}
