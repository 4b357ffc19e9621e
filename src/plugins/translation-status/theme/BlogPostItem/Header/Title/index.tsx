/** A post's title, in English where the post is not translated yet. */
import React from 'react';
import Title from '@theme-init/BlogPostItem/Header/Title';
import type TitleType from '@theme/BlogPostItem/Header/Title';
import type {WrapperProps} from '@docusaurus/types';
import {InContentLanguage} from '@site/src/plugins/translation-status/client';

type Props = WrapperProps<typeof TitleType>;

export default function TitleWrapper(props: Props): JSX.Element {
  // The theme's title takes no lang: it goes on a wrapper.
  return (
    <InContentLanguage>
      <Title {...props} />
    </InContentLanguage>
  );
}
