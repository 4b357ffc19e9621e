/** The theme's doc page metadata, and the address of the page as Markdown (src/components/MarkdownAlternate). */
import React from 'react';
import Metadata from '@theme-original/DocItem/Metadata';
import {useDoc} from '@docusaurus/theme-common/internal';
import MarkdownAlternate from '@site/src/components/MarkdownAlternate';

export default function DocItemMetadataWrapper(): JSX.Element {
  const {permalink} = useDoc().metadata;
  return (
    <>
      <Metadata />
      <MarkdownAlternate permalink={permalink} />
    </>
  );
}
