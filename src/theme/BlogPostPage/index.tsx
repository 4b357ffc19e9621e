/**
 * The theme's post page, told the language of its text: English on a post not translated into
 * the locale yet (src/components/TranslationStatus), for the parts that show it.
 */
import React from 'react';
import BlogPostPage from '@theme-original/BlogPostPage';
import type BlogPostPageType from '@theme/BlogPostPage';
import type {WrapperProps} from '@docusaurus/types';
import {ContentLanguageProvider, useTranslationStatus} from '@site/src/components/TranslationStatus';

type Props = WrapperProps<typeof BlogPostPageType>;

export default function BlogPostPageWrapper(props: Props): JSX.Element {
  const status = useTranslationStatus(props.content.metadata.source);
  return (
    <ContentLanguageProvider status={status}>
      <BlogPostPage {...props} />
    </ContentLanguageProvider>
  );
}
