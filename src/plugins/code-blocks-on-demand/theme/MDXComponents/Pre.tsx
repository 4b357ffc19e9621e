/**
 * The theme's MDXPre (2.4.1), ejected: the code block comes from the page (useCodeBlock), not
 * from an import, so that pages without code blocks do not load it (this plugin's index.ts).
 * (CUSTOM) marks the change.
 */
import {isValidElement, type ComponentProps} from 'react';
// (CUSTOM) the page's code block, instead of `import CodeBlock from '@theme/CodeBlock'`
import {useCodeBlock} from '../../client/context';
import type {Props as CodeBlockProps} from '@theme/CodeBlock';

export default function MDXPre(props: ComponentProps<'pre'>): JSX.Element {
  const renderCodeBlock = useCodeBlock();
  // If this pre is created by a ``` fenced codeblock, unwrap the children
  return renderCodeBlock(
    isValidElement(props.children) && (props.children.props as {originalType?: string}).originalType === 'code'
      ? (props.children.props as CodeBlockProps)
      : ({...props} as CodeBlockProps),
  );
}
