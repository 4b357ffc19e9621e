/**
 * Code blocks: GitHub's colours in light mode, Dracula's in dark mode, and Prism without the
 * grammars of languages the site does not use (src/prism-core.js).
 */
import path from 'node:path';
import type {PluginConfig} from '@docusaurus/types';
import {ContextReplacementPlugin, NormalModuleReplacementPlugin} from 'webpack';
import lightTheme from 'prism-react-renderer/themes/github';
import darkTheme from 'prism-react-renderer/themes/dracula';

export {lightTheme, darkTheme};

/**
 * Gives prism-react-renderer (and the theme, through it) the core-only Prism of src/prism-core.js,
 * and bundles the grammars of `prism.additionalLanguages` only.
 */
export const prismCoreOnly: PluginConfig = (context) => {
  const {additionalLanguages = []} = (context.siteConfig.themeConfig.prism ?? {}) as {additionalLanguages?: string[]};
  return {
    name: 'prism-core-only',
    configureWebpack: () => ({
      plugins: [
        new NormalModuleReplacementPlugin(
          /prism-react-renderer[\\/]prism[\\/]index\.js$/,
          path.join(__dirname, '../src/prism-core.js'),
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
};
