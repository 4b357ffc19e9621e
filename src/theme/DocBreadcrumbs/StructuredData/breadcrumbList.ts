/** The JSON-LD of a breadcrumb trail (./index.tsx), apart from the component so that Node can test it. */
import type {PropSidebarBreadcrumbsItem} from '@docusaurus/plugin-content-docs';
import type {BreadcrumbList, WithContext} from 'schema-dts';

/**
 * The BreadcrumbList of a trail, each item at its absolute URL on `siteUrl`. Items without a link
 * (a category without its own page) are left out, as Docusaurus 3 does: a ListItem needs one.
 */
export function breadcrumbList(
  breadcrumbs: readonly PropSidebarBreadcrumbsItem[],
  siteUrl: string,
): WithContext<BreadcrumbList> {
  return {
    '@context': 'https://schema.org',
    '@type': 'BreadcrumbList',
    itemListElement: breadcrumbs
      .filter((breadcrumb) => breadcrumb.href !== undefined)
      .map((breadcrumb, index) => ({
        '@type': 'ListItem',
        position: index + 1,
        name: breadcrumb.label,
        item: new URL(breadcrumb.href!, siteUrl).href,
      })),
  };
}

/** JSON for a `<script>` element: a `<` escaped, so that no label can close the element. */
export const scriptJson = (data: unknown): string => JSON.stringify(data).replace(/</g, '\\u003c');
