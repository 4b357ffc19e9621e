/** A post's title, in English where the post is not translated yet (src/components/TranslationStatus). */
import React from 'react';
import Title from '@theme-original/BlogPostItem/Header/Title';
import type TitleType from '@theme/BlogPostItem/Header/Title';
import type {WrapperProps} from '@docusaurus/types';
import {useBlogPost} from '@docusaurus/theme-common/internal';
import {useTranslationStatus} from '@site/src/components/TranslationStatus';

type Props = WrapperProps<typeof TitleType>;

export default function TitleWrapper(props: Props): JSX.Element {
  const missing = useTranslationStatus(useBlogPost().metadata.source) === 'missing';
  // The theme's title takes no lang: it goes on a wrapper.
  return missing ? (
    <div lang="en">
      <Title {...props} />
    </div>
  ) : (
    <Title {...props} />
  );
}
