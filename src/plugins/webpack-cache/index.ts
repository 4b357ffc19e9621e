/**
 * webpack's persistent cache. A production build writes none unless BUILD_CACHE=1: in a cold
 * six-locale build, writing it (about 90 MB a locale) took 150 − 108 = 42 s of 150, and only a
 * later build on the same machine reads it — never CI's, nor `npm test`'s on a fresh clone. With
 * BUILD_CACHE=1, a rebuild with few changes is faster (README § Performance). The dev server
 * (`npm start`) always keeps its cache.
 *
 * WEBPACK_CACHE_DIR moves the cache out of node_modules/.cache/webpack: Docusaurus names it after
 * the locale only, so two builds of one locale at the same time (a second checkout's, a build into
 * another --out-dir) would share and corrupt it.
 */
import type {Plugin} from '@docusaurus/types';

export default function webpackCachePlugin(): Plugin {
  return {
    name: 'webpack-cache',
    configureWebpack: (config) => {
      if (config.mode === 'production' && process.env.BUILD_CACHE !== '1') return {cache: false};
      const cacheDirectory = process.env.WEBPACK_CACHE_DIR;
      return cacheDirectory ? {cache: {type: 'filesystem', cacheDirectory}} : {};
    },
  };
}
