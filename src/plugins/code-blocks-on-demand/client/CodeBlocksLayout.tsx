/**
 * The MDX layout this plugin's remark.ts gives a Markdown file with code blocks: it
 * imports the theme's code block, so that the file's chunk brings it, and hands it to the
 * Markdown components through CodeBlockContext.
 */
import React, {type ReactNode} from 'react';
import CodeBlock from '@theme/CodeBlock';
import {CodeBlockContext, type RenderCodeBlock} from './context';

const renderCodeBlock: RenderCodeBlock = (props) => <CodeBlock {...props} />;

export default function CodeBlocksLayout({children}: {children: ReactNode}): JSX.Element {
  return <CodeBlockContext.Provider value={renderCodeBlock}>{children}</CodeBlockContext.Provider>;
}
