/**
 * Code blocks on demand: the theme's code block (CodeBlock, ~20 KB, and Prism with it) comes with
 * the pages that have one, not with every page. Docusaurus's Markdown components import it for
 * all pages, and most of the site's pages have no code block: 78 of the 96 French pages, the
 * home page and every doc page the bench measures among them. Without it, a doc page's first load
 * is ~11 KB gzip lighter.
 *
 * - remark.ts gives a Markdown file with a code block an MDX layout, client/CodeBlocksLayout.tsx,
 *   that imports the code block: webpack puts it in a chunk the page's content chunk depends on,
 *   which Docusaurus loads before it renders the page (first load or route change alike);
 * - the layout hands it to the Markdown components through client/context.ts, and this plugin's
 *   MDXComponents/Pre and MDXComponents/Code (theme/, served by getThemePath) render it from there;
 * - the prism-core-only plugin leaves out the theme's client module that loaded Prism into the
 *   main bundle, when no additional language needs it.
 *
 * A code block the remark plugin did not see (a `<pre>` written in JSX, a content plugin without
 * the remark plugin) has no code block to render: rendering it fails, at build time, naming the
 * fix. `remarkPlugins` is the list each content plugin of docusaurus.config.ts takes.
 */
import type {Plugin} from '@docusaurus/types';
import codeBlocksOnDemand from './remark';

export const remarkPlugins = [codeBlocksOnDemand];

export default function codeBlocksOnDemandPlugin(): Plugin {
  return {name: 'code-blocks-on-demand', getThemePath: () => './theme'};
}
