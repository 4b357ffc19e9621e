/**
 * The theme's breadcrumbs, wrapped: the same trail also goes into the page's head as JSON-LD
 * (./StructuredData, issue 29). The theme's component renders the visible trail unchanged.
 */
import React from 'react';
import DocBreadcrumbs from '@theme-original/DocBreadcrumbs';
import {useSidebarBreadcrumbs} from '@docusaurus/theme-common/internal';
import StructuredData from './StructuredData';

export default function DocBreadcrumbsWrapper(): JSX.Element {
  const breadcrumbs = useSidebarBreadcrumbs();
  return (
    <>
      {breadcrumbs && <StructuredData breadcrumbs={breadcrumbs} />}
      <DocBreadcrumbs />
    </>
  );
}
