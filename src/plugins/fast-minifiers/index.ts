/**
 * The minifiers of the client bundle: swc for JavaScript and esbuild for CSS, in place of
 * Docusaurus 2.4.1's Terser and cssnano + clean-css, which took most of each locale's build. Both
 * keep the output's meaning and stay within the byte budgets of budgets.json (tests/browser/
 * budgets.spec.ts); the options mirror Docusaurus's: no comments, ASCII-only output (emoji and
 * regular expressions survive any charset), Safari 10's mangling quirk avoided.
 */
import type {Plugin} from '@docusaurus/types';
import CssMinimizerPlugin from 'css-minimizer-webpack-plugin';
import TerserPlugin from 'terser-webpack-plugin';

export default function fastMinifiersPlugin(): Plugin {
  return {
    name: 'fast-minifiers',
    configureWebpack: (config, isServer) => {
      if (isServer || !config.optimization?.minimize) return {};
      return {
        mergeStrategy: {'optimization.minimizer': 'replace'},
        optimization: {
          minimizer: [
            new TerserPlugin({
              minify: TerserPlugin.swcMinify,
              terserOptions: {
                compress: {ecma: 5},
                mangle: {safari10: true},
                format: {comments: false, asciiOnly: true},
              },
            }),
            new CssMinimizerPlugin({minify: CssMinimizerPlugin.esbuildMinify}),
          ],
        },
      };
    },
  };
}
