/**
 * Remark plugin: a Markdown file with a code block gets client/CodeBlocksLayout
 * as its MDX layout (`export default`), which imports the theme's code block for it. See index.ts.
 */
import path from 'node:path';

interface Node {
  type: string;
  value?: string;
  default?: boolean;
  children?: Node[];
}

const LAYOUT = path.join(__dirname, 'client/CodeBlocksLayout.tsx');

const hasCode = (node: Node): boolean => node.type === 'code' || (node.children ?? []).some(hasCode);

export default function codeBlocksOnDemand() {
  return (root: Node, file: {path?: string}): void => {
    if (!hasCode(root)) return;
    if (root.children!.some((node) => node.type === 'export' && node.default)) {
      throw new Error(`${file.path}: has an MDX layout (export default) of its own and code blocks`);
    }
    root.children!.unshift(
      {type: 'import', value: `import CodeBlocksLayout from ${JSON.stringify(LAYOUT)};`},
      {type: 'export', default: true, value: 'export default CodeBlocksLayout;'},
    );
  };
}
