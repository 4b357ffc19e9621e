/**
 * The table of contents' entries, in the language of the page's text: English on a page not
 * translated yet, in the desktop TOC and the mobile one alike.
 */
import React from 'react';
import TOCItems from '@theme-init/TOCItems';
import type TOCItemsType from '@theme/TOCItems';
import type {WrapperProps} from '@docusaurus/types';
import {InContentLanguage} from '@site/src/plugins/translation-status/client';

type Props = WrapperProps<typeof TOCItemsType>;

export default function TOCItemsWrapper(props: Props): JSX.Element {
  return (
    <InContentLanguage>
      <TOCItems {...props} />
    </InContentLanguage>
  );
}
