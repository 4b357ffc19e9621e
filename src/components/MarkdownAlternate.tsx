/**
 * The `<link rel="alternate" type="text/markdown">` of a doc page or a post (issue 29): the address
 * of the same page as Markdown (src/plugins/page-markdown/address.ts), which the page-markdown
 * plugin writes there from the built page. Absolute, like the page's canonical and hreflang links.
 */
import React from 'react';
import Head from '@docusaurus/Head';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import {markdownPathOf} from '@site/src/plugins/page-markdown/address';

export default function MarkdownAlternate({permalink}: {permalink: string}): JSX.Element {
  const {siteConfig} = useDocusaurusContext();
  return (
    <Head>
      <link rel="alternate" type="text/markdown" href={new URL(markdownPathOf(permalink), siteConfig.url).href} />
    </Head>
  );
}
