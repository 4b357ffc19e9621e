/**
 * A doc page's place in its section as structured data (issue 29): its breadcrumbs, as the theme
 * shows them above the title, as a schema.org BreadcrumbList in JSON-LD in the page's head, the
 * form search engines read first and Docusaurus 3 writes (its DocBreadcrumbs/StructuredData). The
 * theme's microdata stays on the visible trail. A JSON-LD script is data, not code: the CSP does
 * not apply to it, and server/site-index.ts hashes no such script.
 */
import React from 'react';
import Head from '@docusaurus/Head';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import type {PropSidebarBreadcrumbsItem} from '@docusaurus/plugin-content-docs';
import {breadcrumbList, scriptJson} from './breadcrumbList';

export default function DocBreadcrumbsStructuredData({
  breadcrumbs,
}: {
  breadcrumbs: readonly PropSidebarBreadcrumbsItem[];
}): JSX.Element {
  const {siteConfig} = useDocusaurusContext();
  return (
    <Head>
      <script type="application/ld+json">{scriptJson(breadcrumbList(breadcrumbs, siteConfig.url))}</script>
    </Head>
  );
}
