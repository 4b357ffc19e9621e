/**
 * A doc page's title and text, after the notice that tells the reader it is not translated yet
 * or that its English has changed since.
 */
import React from 'react';
import Content from '@theme-init/DocItem/Content';
import type ContentType from '@theme/DocItem/Content';
import type {WrapperProps} from '@docusaurus/types';
import {useDoc} from '@docusaurus/theme-common/internal';
import {InContentLanguage, TranslationNotice} from '@site/src/plugins/translation-status/client';

type Props = WrapperProps<typeof ContentType>;

export default function ContentWrapper(props: Props): JSX.Element {
  return (
    <>
      <TranslationNotice permalink={useDoc().metadata.permalink} />
      <InContentLanguage>
        <Content {...props} />
      </InContentLanguage>
    </>
  );
}
