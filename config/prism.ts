/**
 * Code blocks: GitHub's colours in light mode, Dracula's in dark mode, and Prism without the
 * grammars of languages the site does not use (src/prism-core.js).
 */
import path from 'node:path';
import type {PluginConfig} from '@docusaurus/types';
import {NormalModuleReplacementPlugin} from 'webpack';
import lightTheme from 'prism-react-renderer/themes/github';
import darkTheme from 'prism-react-renderer/themes/dracula';

export {lightTheme, darkTheme};

/** Gives prism-react-renderer (and the theme, through it) the core-only Prism of src/prism-core.js. */
export const prismCoreOnly: PluginConfig = () => ({
  name: 'prism-core-only',
  configureWebpack: () => ({
    plugins: [
      new NormalModuleReplacementPlugin(
        /prism-react-renderer[\\/]prism[\\/]index\.js$/,
        path.join(__dirname, '../src/prism-core.js'),
      ),
    ],
  }),
});
