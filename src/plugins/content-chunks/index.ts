/**
 * Fewer, shared chunks for the blog list (issue 19, part 6). Docusaurus imports each page's MDX
 * content as a chunk of its own, and a blog list imports the excerpt (`?truncated=true`) of every
 * post it shows: `/fr/blog` loaded 18 scripts where a doc page loads 9, ten of them a post's
 * excerpt, each with its own copy of MDX's runtime (`@mdx-js/react`, 2 KB). Each chunk is a
 * request, a `<script>` that webpack's runtime appends and an evaluation before hydration can
 * start. Here:
 * - MDX's runtime is one chunk that every page's content shares, instead of a copy in each content
 *   chunk and another beside the theme's MDX components;
 * - the excerpts of every post are one chunk: a list page, a tag page or the archive loads it once.
 *   It holds every post's excerpt (about 1 KB gzip each), so it grows with the blog: the blog list's
 *   byte budget (budgets.json) says when it is time to split it.
 * What each page shows is unchanged; only how its modules are grouped into files.
 */
import type {Plugin} from '@docusaurus/types';
import type {Module} from 'webpack';

/**
 * A post's excerpt: the blog plugin imports the post's MDX file with this query for list pages.
 * Read from `resource`, which keeps the query (a RegExp `test` sees `nameForCondition()`, without it).
 */
const isExcerpt = (module: Module): boolean =>
  'resource' in module && typeof module.resource === 'string' && /[?&]truncated=true(&|$)/.test(module.resource);

export default function contentChunksPlugin(): Plugin {
  return {
    name: 'content-chunks',
    configureWebpack: (_config, isServer) =>
      // The server bundle is one file (splitChunks: false): nothing to group.
      isServer
        ? {}
        : {
            optimization: {
              splitChunks: {
                cacheGroups: {
                  // enforce: webpack's size and request-count limits would leave these alone.
                  mdxRuntime: {
                    name: 'mdx-runtime',
                    test: /[\\/]node_modules[\\/]@mdx-js[\\/]react[\\/]/,
                    chunks: 'async',
                    enforce: true,
                  },
                  blogExcerpts: {name: 'blog-excerpts', test: isExcerpt, chunks: 'async', enforce: true},
                },
              },
            },
          },
  };
}
