/**
 * The index of each locale's build (issue 19): once Docusaurus has written the pages, one file in
 * the locale's folder (`.site-index.json`, server/site-index.ts's SITE_INDEX_FILE) lists every page
 * with its file, title, description, canonical path and doc id. They come from Docusaurus's own
 * data, not from reading the HTML back: the routes it built (`routesPaths`), the head each page
 * rendered (`head`, react-helmet-async's state, given to postBuild) and the doc ids of the docs
 * plugins' content (by permalink), and each docs sidebar's order as the docs plugin resolved it;
 * and the hashes of the inline scripts of its HTML files, for the CSP, read here once per build.
 * server/site-index.ts reads the indexes for the servers, the hosting configs, the manuals, the
 * link check and the tests.
 */
import {existsSync} from 'node:fs';
import path from 'node:path';
import type {LoadContext, Plugin} from '@docusaurus/types';
import type {LoadedContent as DocsContent} from '@docusaurus/plugin-content-docs';
import type {HelmetServerState} from 'react-helmet-async';
import {
  type SidebarDoc,
  type SiteIndexPage,
  inlineScriptHashes,
  pageFileOf,
  writeLocaleIndex,
} from '../../../server/site-index';

/** The elements of a head datum, as react-helmet-async renders them for React. */
export const elementsOf = (datum: {toComponent(): unknown}) =>
  datum.toComponent() as unknown as {props: Record<string, string | undefined>}[];

/** What a page's head says of it: its title, description and the path of its canonical link. */
function headFacts(head: HelmetServerState): Pick<SiteIndexPage, 'title' | 'description' | 'canonical'> {
  const title = elementsOf(head.title)[0]?.props.children;
  const description = elementsOf(head.meta).find(({props}) => props.name === 'description')?.props.content;
  const href = elementsOf(head.link).find(({props}) => props.rel === 'canonical')?.props.href;
  return {title: title || undefined, description, canonical: href === undefined ? undefined : new URL(href).pathname};
}

/** The pages a locale's build wrote (`postBuild`'s props), each with its file and what its head says; `docIds` by permalink. */
export function builtPages(
  {
    outDir,
    baseUrl,
    routesPaths,
    head,
  }: {outDir: string; baseUrl: string; routesPaths: string[]; head: Record<string, HelmetServerState>},
  docIds: ReadonlyMap<string, string> = new Map(),
): SiteIndexPage[] {
  const pages = new Map<string, SiteIndexPage>();
  for (const route of routesPaths) {
    const file = pageFileOf(route, baseUrl, (candidate) => existsSync(path.join(outDir, candidate)));
    if (file === undefined || pages.has(file) || head[route] === undefined) continue;
    pages.set(file, {file, ...headFacts(head[route]), docId: docIds.get(route)});
  }
  return [...pages.values()].sort((a, b) => (a.file < b.file ? -1 : 1));
}

export type AllContent = Record<string, Record<string, unknown>>;

/** The versions of every docs plugin's content. */
export const docsVersionsOf = (allContent: AllContent) =>
  (Object.values(allContent['docusaurus-plugin-content-docs'] ?? {}) as DocsContent[]).flatMap(
    ({loadedVersions}) => loadedVersions,
  );

/** The doc id of each doc's permalink, over every docs plugin and version. */
function docIdsOf(allContent: AllContent): Map<string, string> {
  return new Map(
    docsVersionsOf(allContent).flatMap((version) =>
      version.docs.map((doc): [string, string] => [doc.permalink, doc.id]),
    ),
  );
}

export type SidebarItem = DocsContent['loadedVersions'][number]['sidebars'][string][number];

/** The docs under a sidebar item in reading order, with their depth; a category's own page first. */
export function docsUnder(item: SidebarItem, depth: number): SidebarDoc[] {
  if (item.type === 'doc' || item.type === 'ref') return [{docId: item.id, depth}];
  if (item.type !== 'category') return [];
  const own = item.link?.type === 'doc' ? [{docId: item.link.id, depth}] : [];
  return [...own, ...item.items.flatMap((child) => docsUnder(child, depth + 1))];
}

/** Each docs sidebar's docs in reading order, by sidebar id. */
function sidebarsOf(allContent: AllContent): Record<string, SidebarDoc[]> {
  return Object.fromEntries(
    docsVersionsOf(allContent).flatMap((version) =>
      Object.entries(version.sidebars).map(([id, items]) => [id, items.flatMap((item) => docsUnder(item, 0))]),
    ),
  );
}

export default function siteIndexPlugin(context: LoadContext): Plugin {
  let docIds = new Map<string, string>();
  let sidebars: Record<string, SidebarDoc[]> = {};
  return {
    name: 'site-index',
    contentLoaded({allContent}) {
      docIds = docIdsOf(allContent as AllContent);
      sidebars = sidebarsOf(allContent as AllContent);
    },
    postBuild({outDir, baseUrl, routesPaths, head}) {
      writeLocaleIndex(outDir, {
        locale: context.i18n.currentLocale,
        origin: new URL(context.siteConfig.url).origin,
        pages: builtPages({outDir, baseUrl, routesPaths, head}, docIds),
        sidebars,
        scriptHashes: inlineScriptHashes(outDir),
      });
    },
  };
}
