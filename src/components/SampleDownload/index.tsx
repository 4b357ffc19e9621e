/**
 * A link that downloads one of the sample files of static/samples/, under its own name: the one
 * the app writes for a reader of the page's language (samples.ts), the page naming the English
 * file. The samples are copied into every locale's build, so the link stays in the reader's locale.
 */
import React, {type ReactNode} from 'react';
import useBaseUrl from '@docusaurus/useBaseUrl';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import {sampleFileFor} from './samples';

export default function SampleDownload({file, children}: {file: string; children?: ReactNode}): JSX.Element {
  const {i18n} = useDocusaurusContext();
  const offered = sampleFileFor(file, i18n.currentLocale);
  const href = useBaseUrl(`/samples/${offered}`);
  return (
    <a href={href} download={offered}>
      {children ?? offered}
    </a>
  );
}
