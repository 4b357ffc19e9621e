/**
 * The site for assistants (issue 29): each doc page and post as Markdown, in a file beside the page
 * (./address.ts: `/fr/faq` → `/fr/faq.md`), and each locale's `llms.txt` (./llms-txt.ts) listing
 * them. A page names its Markdown in its head (`<link rel="alternate" type="text/markdown">`,
 * src/components/MarkdownAlternate, rendered by the doc and post pages' metadata); once the
 * locale is built, this writes each named file from the built page (./convert.ts). They are files,
 * like the samples and the manuals: no route of the site changes, and the servers send them as
 * `text/markdown` and `text/plain` (server/hosting-policy.ts).
 *
 * postBuild reads the pages without yielding: Docusaurus runs every plugin's postBuild at once,
 * and src/plugins/preview-images rewrites the same pages meanwhile, between its awaits.
 */
import {existsSync, mkdirSync, readFileSync, writeFileSync} from 'node:fs';
import path from 'node:path';
import type {LoadContext, Plugin} from '@docusaurus/types';
import type {BlogContent} from '@docusaurus/plugin-content-blog';
import type {LoadedContent as DocsContent} from '@docusaurus/plugin-content-docs';
import {readBuiltPage} from '../../../scripts/lib/built-page';
import {pageFileOf} from '../../../server/site-index';
import {type AllContent, docsUnder, elementsOf} from '../site-index';
import {markdownPathOf} from './address';
import {pageMarkdown} from './convert';
import {type LlmsSection, llmsTxt} from './llms-txt';

export const LLMS_TXT = 'llms.txt';

/** The footer column that lists the docs (docusaurus.config.ts): its title heads the sidebar's top-level pages. */
const DOCS_COLUMN = 'Documentation';

/** The docs sidebar llms.txt follows (sidebars.ts). */
const SIDEBAR = 'docs';

/** The footer column's title in the locale being built (i18n/<locale>/docusaurus-theme-classic/footer.json). */
function docsColumnTitle(localizationDir: string): string {
  const file = path.join(localizationDir, 'docusaurus-theme-classic', 'footer.json');
  if (!existsSync(file)) return DOCS_COLUMN;
  const messages = JSON.parse(readFileSync(file, 'utf8')) as Record<string, {message: string} | undefined>;
  return messages[`link.title.${DOCS_COLUMN}`]?.message ?? DOCS_COLUMN;
}

/** The sections of llms.txt: the docs sidebar's pages, then the posts, each at its Markdown's address. */
function llmsSections(allContent: AllContent, context: LoadContext): LlmsSection[] {
  const url = (permalink: string) => new URL(markdownPathOf(permalink), context.siteConfig.url).href;
  const docsContent = allContent['docusaurus-plugin-content-docs']?.default as DocsContent | undefined;
  const version = docsContent?.loadedVersions[0];
  const docs = new Map(version?.docs.map((doc) => [doc.id, doc]));
  const entry = (docId: string) => {
    const doc = docs.get(docId)!;
    return {title: doc.title, url: url(doc.permalink), description: doc.description};
  };
  const items = version?.sidebars[SIDEBAR] ?? [];
  const sections: LlmsSection[] = [
    {
      title: docsColumnTitle(context.localizationDir),
      entries: items
        .filter((item) => item.type !== 'category')
        .flatMap((item) => docsUnder(item, 0).map(({docId}) => entry(docId))),
    },
    ...items.flatMap((item) =>
      item.type === 'category' ? [{title: item.label, entries: docsUnder(item, 0).map(({docId}) => entry(docId))}] : [],
    ),
  ];
  const blog = allContent['docusaurus-plugin-content-blog']?.default as BlogContent | undefined;
  if (blog !== undefined) {
    sections.push({
      title: blog.blogListPaginated[0]?.metadata.blogTitle ?? 'Blog',
      entries: blog.blogPosts.map(({metadata}) => ({
        title: metadata.title,
        url: url(metadata.permalink),
        description: metadata.description,
      })),
    });
  }
  return sections;
}

export default function pageMarkdownPlugin(context: LoadContext): Plugin {
  let sections: LlmsSection[] = [];
  return {
    name: 'page-markdown',
    contentLoaded({allContent}) {
      sections = llmsSections(allContent as AllContent, context);
    },
    postBuild({outDir, baseUrl, routesPaths, head}) {
      let count = 0;
      for (const route of routesPaths) {
        const links = head[route] === undefined ? [] : elementsOf(head[route].link).map(({props}) => props);
        const markdown = links.find(({rel, type}) => rel === 'alternate' && type === 'text/markdown')?.href;
        if (markdown === undefined) continue;
        const file = pageFileOf(route, baseUrl, (candidate) => existsSync(path.join(outDir, candidate)));
        const canonical = links.find(({rel}) => rel === 'canonical')?.href;
        if (file === undefined || canonical === undefined)
          throw new Error(`${route}: no built page to write ${markdown} from`);
        const text = pageMarkdown(readBuiltPage(outDir, file), canonical);
        if (text === undefined) throw new Error(`${file} names ${markdown} but has no article to write it from`);
        const target = path.join(outDir, decodeURI(new URL(markdown).pathname).slice(baseUrl.length));
        mkdirSync(path.dirname(target), {recursive: true});
        writeFileSync(target, text);
        count += 1;
      }
      const {siteConfig} = context;
      writeFileSync(
        path.join(outDir, LLMS_TXT),
        llmsTxt({siteTitle: siteConfig.title, summary: siteConfig.tagline, sections}),
      );
      console.log(`[page-markdown] ${context.i18n.currentLocale}: ${count} pages as Markdown, ${LLMS_TXT}`);
    },
  };
}
