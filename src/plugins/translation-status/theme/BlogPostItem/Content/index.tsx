/**
 * A post's text, in English where the post is not translated yet, and on the post's own page
 * after the notice that says so or that its English has changed since. The blog's list pages
 * show the text without the notice.
 */
import React from 'react';
import Content from '@theme-init/BlogPostItem/Content';
import type ContentType from '@theme/BlogPostItem/Content';
import type {WrapperProps} from '@docusaurus/types';
import {useBlogPost} from '@docusaurus/theme-common/internal';
import {InContentLanguage, TranslationNotice} from '@site/src/plugins/translation-status/client';

type Props = WrapperProps<typeof ContentType>;

export default function ContentWrapper(props: Props): JSX.Element {
  const {metadata, isBlogPostPage} = useBlogPost();
  return (
    <>
      {isBlogPostPage && <TranslationNotice permalink={metadata.permalink} />}
      <InContentLanguage>
        <Content {...props} />
      </InContentLanguage>
    </>
  );
}
