/**
 * The Prism of the code blocks, without grammars. prism-react-renderer's own copy of Prism builds
 * the grammars of some thirty languages as soon as the main bundle starts, about a fifth of its
 * start-up time on a phone, while the site's code blocks are `text` and `csv`, which need none.
 * The prism-core-only plugin (./index.ts) puts this module in its place. A language a page needs goes in
 * `prism.additionalLanguages` (docusaurus.config.ts): the theme loads it into this Prism.
 * Plain CommonJS: it replaces a file of node_modules, which webpack hands to no loader.
 */
// Manual mode: Prism must not highlight the page's code blocks by itself, behind React's back.
globalThis.Prism = {manual: true};
module.exports = require('prismjs/components/prism-core');
