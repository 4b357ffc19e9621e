// Not the build's compiler any more (swc compiles the site: config/js-loader.ts); Docusaurus
// still reads this file to parse the site's code when `npm run write-translations` collects
// the strings of translate() and <Translate>.
module.exports = {
  presets: [require.resolve('@docusaurus/core/lib/babel/preset')],
};
