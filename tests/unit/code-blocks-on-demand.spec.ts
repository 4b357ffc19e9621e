/**
 * The remark plugin of src/plugins/code-blocks-on-demand/, through MDX's compiler as Docusaurus
 * runs it: a Markdown file with a code block gets the layout that imports the theme's code block,
 * a file without one imports nothing, and a file with a layout of its own and a code block stops
 * the build, naming the file.
 */
import {test, expect} from '@playwright/test';
import {remarkPlugins} from '../../src/plugins/code-blocks-on-demand';

/** MDX 1's compiler, which Docusaurus 2.4.1's mdx-loader runs (its dependency, without types). */
// eslint-disable-next-line @typescript-eslint/no-require-imports
const mdx = require('@mdx-js/mdx') as (
  content: string,
  options: {remarkPlugins: unknown[]; filepath: string},
) => Promise<string>;

const compile = (content: string) => mdx(content, {remarkPlugins, filepath: 'docs/page.mdx'});

test('a file with a code block imports the code block, a file without one does not', async () => {
  const withCode = await compile('# Export\n\n```csv\nLevel,Title\n1,Design\n```\n');
  expect(withCode).toMatch(/import CodeBlocksLayout from ".*code-blocks-on-demand\/client\/CodeBlocksLayout\.tsx"/);
  expect(withCode).toContain('const MDXLayout = CodeBlocksLayout');
  const indented = await compile('Text.\n\n    indented code\n');
  expect(indented).toContain('const MDXLayout = CodeBlocksLayout');
  const withoutCode = await compile('# Export\n\nInline `code` only.\n');
  expect(withoutCode).not.toContain('CodeBlocksLayout');
  expect(withoutCode).toContain('const MDXLayout = "wrapper"');
});

test('a file with its own layout and a code block stops the build, naming the file', async () => {
  await expect(compile('export default Layout\n\n```\ncode\n```\n')).rejects.toThrow(
    /docs\/page\.mdx: has an MDX layout \(export default\) of its own and code blocks/,
  );
});
