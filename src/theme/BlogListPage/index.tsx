/**
 * The blog list, ejected from the classic theme to give the page a level-1 heading (the blog's
 * title): the theme's list starts at the posts' h2, which leaves readers of assistive technology
 * without a page title to jump to; and to title its pages after the first by their number (the
 * theme titles each « News », and no two pages of a locale share a title: issue 27). Changes are
 * marked (CUSTOM).
 */
import React from 'react';
import clsx from 'clsx';
import {translate} from '@docusaurus/Translate';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import {PageMetadata, HtmlClassNameProvider, ThemeClassNames} from '@docusaurus/theme-common';
import BlogLayout from '@theme/BlogLayout';
import BlogListPaginator from '@theme/BlogListPaginator';
import SearchMetadata from '@theme/SearchMetadata';
import BlogPostItems from '@theme/BlogPostItems';
import type {Props} from '@theme/BlogListPage';

function BlogListPageMetadata({metadata}: Props): JSX.Element {
  const {
    siteConfig: {title: siteTitle},
  } = useDocusaurusContext();
  const {blogDescription, blogTitle, permalink, page} = metadata;
  const isBlogOnlyMode = permalink === '/';
  const listTitle = isBlogOnlyMode ? siteTitle : blogTitle;
  // (CUSTOM)
  const title =
    page === 1
      ? listTitle
      : translate(
          {
            id: 'blog.listPage.pageTitle',
            message: '{blogTitle}, page {page}',
            description: "The title of the blog list's pages after the first (browser tab, search results)",
          },
          {blogTitle: listTitle, page},
        );
  return (
    <>
      <PageMetadata title={title} description={blogDescription} />
      <SearchMetadata tag="blog_posts_list" />
    </>
  );
}

function BlogListPageContent({metadata, items, sidebar}: Props): JSX.Element {
  return (
    <BlogLayout sidebar={sidebar}>
      {/* (CUSTOM) */}
      <h1 className="margin-bottom--lg">{metadata.blogTitle}</h1>
      <BlogPostItems items={items} />
      <BlogListPaginator metadata={metadata} />
    </BlogLayout>
  );
}

export default function BlogListPage(props: Props): JSX.Element {
  return (
    <HtmlClassNameProvider className={clsx(ThemeClassNames.wrapper.blogPages, ThemeClassNames.page.blogListPage)}>
      <BlogListPageMetadata {...props} />
      <BlogListPageContent {...props} />
    </HtmlClassNameProvider>
  );
}
