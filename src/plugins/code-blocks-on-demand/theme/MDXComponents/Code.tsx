/**
 * The theme's MDXCode (2.4.1), ejected: inline code as before; a block of code (code with a line
 * break, outside a fenced block) takes the code block from the page (useCodeBlock), not from an
 * import, so that pages without code blocks do not load it (this plugin's index.ts).
 * (CUSTOM) marks the change.
 */
import React, {isValidElement, type ComponentProps} from 'react';
// (CUSTOM) the page's code block, instead of `import CodeBlock from '@theme/CodeBlock'`
import {useCodeBlock} from '../../client/context';
import type {Props as CodeBlockProps} from '@theme/CodeBlock';

const inlineElements = [
  'a',
  'abbr',
  'b',
  'br',
  'button',
  'cite',
  'code',
  'del',
  'dfn',
  'em',
  'i',
  'img',
  'input',
  'ins',
  'kbd',
  'label',
  'object',
  'output',
  'q',
  'ruby',
  's',
  'small',
  'span',
  'strong',
  'sub',
  'sup',
  'time',
  'u',
  'var',
  'wbr',
];

// (CUSTOM) a component of its own, so that inline code never asks for the page's code block
function MDXCodeBlock(props: ComponentProps<'code'>): JSX.Element {
  return useCodeBlock()(props as CodeBlockProps);
}

export default function MDXCode(props: ComponentProps<'code'>): JSX.Element {
  const shouldBeInline = React.Children.toArray(props.children).every(
    (el) =>
      (typeof el === 'string' && !el.includes('\n')) ||
      (isValidElement(el) && inlineElements.includes((el.props as {mdxType?: string})?.mdxType ?? '')),
  );
  return shouldBeInline ? <code {...props} /> : <MDXCodeBlock {...props} />;
}
