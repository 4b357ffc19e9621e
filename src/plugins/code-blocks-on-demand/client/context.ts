/**
 * The theme's code block, handed to the Markdown components by the pages that have code blocks
 * (CodeBlocksLayout.tsx): the components themselves import nothing of it, so that a page without
 * code blocks does not load it (this plugin's index.ts).
 */
import {createContext, useContext, type ReactElement} from 'react';
import type {Props} from '@theme/CodeBlock';

/** Renders the theme's code block with these props. */
export type RenderCodeBlock = (props: Props) => ReactElement;

export const CodeBlockContext = createContext<RenderCodeBlock | null>(null);

/** The code block of the page; a page that has one always provides it. */
export function useCodeBlock(): RenderCodeBlock {
  const renderCodeBlock = useContext(CodeBlockContext);
  if (renderCodeBlock === null) {
    throw new Error(
      'A code block in a file the remark plugin of src/plugins/code-blocks-on-demand/ did not see: ' +
        'write it as a fenced block in Markdown, or add the plugin to the content plugin that renders it.',
    );
  }
  return renderCodeBlock;
}
