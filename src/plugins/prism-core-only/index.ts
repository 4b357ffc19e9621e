/**
 * Code blocks without the grammars of languages the site does not use: gives prism-react-renderer
 * (and the theme, through it) the core-only Prism of ./prism-core.js, and bundles the grammars
 * of `prism.additionalLanguages` only. Their colours are options, in config/prism.ts.
 */
import path from 'node:path';
import type {LoadContext, Plugin} from '@docusaurus/types';
import {ContextReplacementPlugin, NormalModuleReplacementPlugin} from 'webpack';

export default function prismCoreOnlyPlugin(context: LoadContext): Plugin {
  const {additionalLanguages = []} = (context.siteConfig.themeConfig.prism ?? {}) as {additionalLanguages?: string[]};
  return {
    name: 'prism-core-only',
    configureWebpack: () => ({
      plugins: [
        new NormalModuleReplacementPlugin(
          /prism-react-renderer[\\/]prism[\\/]index\.js$/,
          path.join(__dirname, 'prism-core.js'),
        ),
        // The theme loads each additional language with require(`prismjs/components/prism-${lang}`)
        // and narrows that context with `^./(prism-a|prism-b)$`. With no additional language its
        // pattern is `^./()$`, which matches the folder itself: its index.js, Prism's Node loader,
        // then came into main.js with the whole language catalogue (≈ 26 KB). This pattern, applied
        // after the theme's, matches the same grammars and never the folder.
        new ContextReplacementPlugin(
          /prismjs[\\/]components$/,
          new RegExp(`^\\./prism-(${additionalLanguages.join('|')})$`),
        ),
      ],
    }),
  };
}
