/**
 * Where webpack keeps its build cache: node_modules/.cache/webpack, or WEBPACK_CACHE_DIR.
 * Docusaurus names its cache after the locale only, so two builds of one locale at the same time
 * (a second checkout's, a fixture site's, a build into another --out-dir) would share and
 * corrupt it; each of those sets a folder of its own.
 */
import type {PluginConfig} from '@docusaurus/types';

export const webpackCacheDir: PluginConfig = () => ({
  name: 'webpack-cache-dir',
  configureWebpack: () =>
    process.env.WEBPACK_CACHE_DIR ? {cache: {type: 'filesystem', cacheDirectory: process.env.WEBPACK_CACHE_DIR}} : {},
});
