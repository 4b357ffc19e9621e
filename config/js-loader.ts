/**
 * The loader of the site's JavaScript and TypeScript: swc (swc-loader) instead of Docusaurus's
 * default Babel, which does the same transforms several times faster. What Babel's preset does
 * for Docusaurus, swc does here: TypeScript and JSX with React's automatic runtime, syntax
 * lowered for the browsers of package.json's browserslist, and, for the server bundle, dynamic
 * `import()` turned into `require` (CommonJS output) so that pages render in one synchronous pass.
 */
import type {RuleSetRule} from 'webpack';
import {browserslist} from '../package.json';

export function jsLoader(isServer: boolean): RuleSetRule {
  return {
    loader: require.resolve('swc-loader'),
    options: {
      jsc: {
        parser: {syntax: 'typescript', tsx: true},
        transform: {react: {runtime: 'automatic'}},
      },
      env: {targets: isServer ? {node: process.versions.node} : browserslist.production},
      module: {type: isServer ? 'commonjs' : 'es6'},
    },
  };
}
