/**
 * Site configuration. Docusaurus 2.4.1 loads it through the tsx loader that the npm scripts
 * register, and reads `module.exports` (an ES default export would arrive wrapped).
 */
import type {Config} from '@docusaurus/types';
import type {Options as PresetOptions, ThemeConfig} from '@docusaurus/preset-classic';
// The sitemap plugin types changefreq with the enum of its 'sitemap' dependency.
import type {EnumChangefreq} from 'sitemap';
import {lightTheme, darkTheme} from './config/prism';
import {feedOptionsFor} from './config/blog-feed';
import {buildRules} from './config/build-rules';
import {i18n, taglineFor} from './config/i18n';
import {jsLoader} from './config/js-loader';
import {FAVICON, THEME_COLORS} from './config/site-icons';
import {smartQuotesFor} from './src/plugins/smart-quotes';
import {remarkPlugins} from './src/plugins/code-blocks-on-demand';
import {testPagesPlugins, testPagesRoute} from './_dogfooding/dogfooding.config';

const siteUrl = process.env.SITE_URL ?? 'https://breakdown-structure.app';
const siteTitle = 'Breakdown Structure';
const blog = {
  title: 'News',
  description: 'Release notes and beta announcements of Breakdown Structure for Mac, iPhone, and iPad.',
};

// Curly quotes set in the English pages, posts and pages; none in the other languages, which have their own.
const beforeDefaultRemarkPlugins = smartQuotesFor(process.env.DOCUSAURUS_CURRENT_LOCALE);

const presetOptions: PresetOptions = {
  docs: {
    beforeDefaultRemarkPlugins,
    // The docs are the site: the quick start is the home page of each locale.
    routeBasePath: '/',
    sidebarPath: require.resolve('./sidebars.ts'),
    remarkPlugins,
    // The single version's label comes from i18n/<locale>/…/current.json (« Suivant » in French).
  },
  blog: {
    beforeDefaultRemarkPlugins,
    blogTitle: blog.title,
    blogDescription: blog.description,
    // Titled and described in the language of the locale being built (config/blog-feed.ts).
    feedOptions: feedOptionsFor(process.env.DOCUSAURUS_CURRENT_LOCALE, siteTitle, blog, siteUrl),
    blogSidebarTitle: 'Recent posts',
    postsPerPage: 10,
    showReadingTime: true,
    remarkPlugins,
  },
  pages: {beforeDefaultRemarkPlugins, remarkPlugins},
  // print.css: a page printed from the browser is the article alone (issue 12).
  theme: {customCss: [require.resolve('./src/css/custom.css'), require.resolve('./src/css/print.css')]},
  sitemap: {
    changefreq: 'weekly' as EnumChangefreq,
    priority: 0.5,
    ignorePatterns: ['**/blog/tags/**', `**${testPagesRoute}/**`],
  },
};

const themeConfig: ThemeConfig = {
  metadata: [
    {name: 'keywords', content: 'WBS, CBS, PBS, ROM, Work, Cost, Breakdown, Structure, Estimate, Budget'},
    // The colour of the browser's bars around the page: the navbar's, in the reader's colour scheme.
    {name: 'theme-color', media: '(prefers-color-scheme: light)', content: THEME_COLORS.light},
    {name: 'theme-color', media: '(prefers-color-scheme: dark)', content: THEME_COLORS.dark},
  ],
  colorMode: {defaultMode: 'light', disableSwitch: false, respectPrefersColorScheme: true},
  announcementBar: {
    // Changing the id shows the bar again to readers who dismissed the previous one.
    id: 'release-4-0',
    // Required by the theme, but readers see the translated message of
    // src/theme/AnnouncementBar/Content (id `announcementBar.content`) instead.
    content: 'Breakdown Structure 4.0',
    isCloseable: true,
  },
  docs: {sidebar: {hideable: true}},
  tableOfContents: {minHeadingLevel: 2, maxHeadingLevel: 3},
  navbar: {
    title: siteTitle,
    // Empty alt: the logo sits beside the site title, which already names the link.
    // Sized so that the browser reserves its box before the image arrives (Infima shows it 2rem high).
    logo: {alt: '', src: 'img/logo.svg', width: 32, height: 32},
    items: [
      // The quick start's own title, as the footer and the not-found page name it (one route, one label).
      {type: 'doc', docId: 'intro', position: 'left', label: 'Quick start'},
      {to: '/blog', position: 'left', label: 'News'},
      {type: 'localeDropdown', position: 'right'},
    ],
  },
  footer: {
    style: 'dark',
    links: [
      {
        title: 'Documentation',
        items: [
          {label: 'Quick start', to: '/'},
          {label: 'iPhone and iPad', to: '/ios'},
          {label: 'Mac', to: '/mac'},
          {label: 'FAQ', to: '/faq'},
        ],
      },
      {
        // Not "News" again: the column holds the link named after the blog's title, News.
        title: 'Updates',
        items: [
          {label: 'News', to: '/blog'},
          {label: 'Archive', to: '/blog/archive'},
          {label: 'Tags', to: '/blog/tags'},
        ],
      },
    ],
    copyright: 'Copyright © 2022 Breakdown Structure.',
  },
  prism: {theme: lightTheme, darkTheme},
};

const config: Config = {
  title: siteTitle,
  tagline: taglineFor(process.env.DOCUSAURUS_CURRENT_LOCALE),
  url: siteUrl,
  // `npm run build` builds each locale in a process of its own, which Docusaurus 2.4.1 would put at
  // `/`: scripts/build.ts gives each the base URL a full build gives it (/fr/…).
  baseUrl: process.env.SITE_BASE_URL ?? '/',
  favicon: FAVICON,
  i18n,
  ...buildRules,
  baseUrlIssueBanner: true,
  webpack: {jsLoader},
  presets: [['classic', presetOptions]],
  // The site's features, each a local plugin in its folder of src/plugins/ (options in config/).
  plugins: [
    './src/plugins/prism-core-only',
    './src/plugins/code-blocks-on-demand',
    // The pages' scripts get the typography and Mac menu names of their locale alone, not config/locales.ts.
    './src/plugins/client-locale',
    './src/plugins/fast-minifiers',
    './src/plugins/content-chunks',
    './src/plugins/webpack-cache',
    './src/plugins/translation-status',
    './src/plugins/site-icons',
    './src/plugins/preview-images',
    // For search engines and assistants: robots.txt, each page as Markdown and each locale's llms.txt.
    './src/plugins/robots-txt',
    './src/plugins/page-markdown',
    // The index of each locale's build, every plugin's pages, that server/site-index.ts reads.
    './src/plugins/site-index',
    ...testPagesPlugins,
  ],
  clientModules: [require.resolve('./src/clientModules/prefetchLikelyNext.ts')],
  themeConfig,
};

module.exports = config;
