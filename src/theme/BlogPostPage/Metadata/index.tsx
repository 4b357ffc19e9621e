/** The theme's post metadata, and the address of the post as Markdown (src/components/MarkdownAlternate). */
import React from 'react';
import Metadata from '@theme-original/BlogPostPage/Metadata';
import {useBlogPost} from '@docusaurus/theme-common/internal';
import MarkdownAlternate from '@site/src/components/MarkdownAlternate';

export default function BlogPostPageMetadataWrapper(): JSX.Element {
  const {permalink} = useBlogPost().metadata;
  return (
    <>
      <Metadata />
      <MarkdownAlternate permalink={permalink} />
    </>
  );
}
