/**
 * Pages that exist only in the build the browser tests run against (for example a page with a
 * button that crashes it, to show the error boundary), all in this folder as Docusaurus keeps its
 * own (website/_dogfooding/): pages in test-pages/, doc pages in each state of translation in
 * test-docs/. `npm test` builds with BREAKDOWN_TEST_PAGES=1; `npm run build` never includes them.
 */
import type {PluginConfig} from '@docusaurus/types';
import {remarkPlugins} from '../src/plugins/code-blocks-on-demand';

export const testPagesEnabled = process.env.BREAKDOWN_TEST_PAGES === '1';

/** Where the test pages live in a test build, under each locale. */
export const testPagesRoute = '/__tests__';

export const testPagesPlugins: PluginConfig[] = testPagesEnabled
  ? [
      [
        '@docusaurus/plugin-content-pages',
        {id: 'test-pages', path: '_dogfooding/test-pages', routeBasePath: testPagesRoute, remarkPlugins},
      ],
      // Doc pages in each state of translation, for the translation notice's tests (src/plugins/translation-status/translations.ts).
      [
        '@docusaurus/plugin-content-docs',
        {
          id: 'test-docs',
          path: '_dogfooding/test-docs',
          routeBasePath: `${testPagesRoute}/docs`,
          sidebarPath: false,
          remarkPlugins,
        },
      ],
    ]
  : [];
