/**
 * The route manifest: every page the specification lists under /fr/ (section 2), exactly as
 * written, trailing slash included. tests/build/manifest.spec.ts fails when the build lacks one
 * of them or adds a page that is not here; a new page means a new line here.
 */
const platforms = ['ios', 'mac'] as const;

function platformRoutes(p: (typeof platforms)[number]): string[] {
  const documents = ['document-based', 'new-document', 'open-document', 'remove-document', 'save-document'];
  documents.push(p === 'ios' ? 'document-browsing' : 'recents');
  return [
    `/${p}`,
    `/${p}/documents`,
    ...documents.map((d) => `/${p}/documents/${d}`),
    `/${p}/maintenance`,
    `/${p}/maintenance/basics`,
    ...['document-window', 'find-node', 'new-node', 'remove-node', 'update-node'].map(
      (d) => `/${p}/maintenance/basics/${d}`,
    ),
    `/${p}/maintenance/advance`,
    ...['copy-paste', 'drag-drop'].map((d) => `/${p}/maintenance/advance/${d}`),
    `/${p}/maintenance/chatgpt/`,
    ...['cbs', 'pbs', 'wbs'].map((d) => `/${p}/maintenance/chatgpt/${d}`),
    `/${p}/customization`,
    ...['overview', 'fields', 'chart-view', 'columns-view', 'templates'].map((d) => `/${p}/customization/${d}`),
    `/${p}/integration`,
    ...['category-export', 'csv-export', 'qpp-import', 'wbs-import'].map((d) => `/${p}/integrations/${d}`),
  ];
}

/** Doc routes, without the locale prefix. */
export const docRoutes: string[] = ['/', '/faq', ...platforms.flatMap(platformRoutes)];

export const blogTags = [
  'ai',
  'beta',
  'chat-gpt',
  'efficience',
  'excel',
  'export',
  'i-os',
  'mac',
  'release',
  'search',
  'test-flight',
  'wizard',
] as const;

/** Blog posts, newest first (the order of the blog list). */
export const blogPosts = [
  'release4_0',
  'chatgpt',
  'release3_0',
  'release2_2',
  'release2_1',
  'release2_0',
  'release1_3',
  'release1_2',
  'release10',
  'test-flight-ios',
  'test-flight-mac',
] as const;

/** Blog routes, without the locale prefix. */
export const blogRoutes: string[] = [
  '/blog',
  '/blog/page/2',
  '/blog/archive',
  '/blog/tags',
  ...blogTags.map((t) => `/blog/tags/${t}`),
  ...blogPosts.map((p) => `/blog/${p}`),
];

/** Every page of the site, without the locale prefix. */
export const siteRoutes: string[] = [...docRoutes, ...blogRoutes];

/** Pages that only the test build has (_dogfooding/dogfooding.config.ts). */
export const testOnlyRoutes: string[] = [
  '/__tests__/crash',
  '/__tests__/print',
  '/__tests__/toc',
  '/__tests__/docs/stale',
  '/__tests__/docs/missing',
];

/**
 * `.html` and `/index.html` forms of pages, with the clean path each redirects to: the trailing
 * slash follows the page's canonical link (the ChatGPT index keeps it, the platform index not).
 */
export const htmlPathRedirects: [string, string][] = [
  ['/fr/faq.html', '/fr/faq'],
  ['/fr/faq/index.html', '/fr/faq'],
  ['/fr/ios/index.html', '/fr/ios'],
  ['/fr/index.html', '/fr/'],
  ['/fr/mac/maintenance/chatgpt/index.html', '/fr/mac/maintenance/chatgpt/'],
  ['/fr/blog/release4_0.html', '/fr/blog/release4_0'],
];

/** A route of the French site. */
export function fr(route: string): string {
  return `/fr${route}`;
}
