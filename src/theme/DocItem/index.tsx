/**
 * The theme's doc page, told the language of its text: English on a page not translated into
 * the locale yet (src/components/TranslationStatus), for the parts that show it.
 */
import React from 'react';
import DocItem from '@theme-original/DocItem';
import type DocItemType from '@theme/DocItem';
import type {WrapperProps} from '@docusaurus/types';
import {ContentLanguageProvider, useTranslationStatus} from '@site/src/components/TranslationStatus';

type Props = WrapperProps<typeof DocItemType>;

export default function DocItemWrapper(props: Props): JSX.Element {
  const status = useTranslationStatus(props.content.metadata.source);
  return (
    <ContentLanguageProvider status={status}>
      <DocItem {...props} />
    </ContentLanguageProvider>
  );
}
