/**
 * A link that downloads one of the sample files of static/samples/, under its own name. The
 * samples are copied into every locale's build, so the link stays in the reader's locale.
 */
import React, {type ReactNode} from 'react';
import useBaseUrl from '@docusaurus/useBaseUrl';

export default function SampleDownload({file, children}: {file: string; children?: ReactNode}): JSX.Element {
  const href = useBaseUrl(`/samples/${file}`);
  return (
    <a href={href} download={file}>
      {children ?? file}
    </a>
  );
}
