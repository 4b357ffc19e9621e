/**
 * What the build does with broken things. A broken link between pages fails the build, naming
 * the page; a broken link to a Markdown file and two pages on one route only warn. Shared with
 * the fixture sites of tests/build/build-rules.spec.ts, which prove each rule.
 */
export const buildRules = {
  onBrokenLinks: 'throw',
  onBrokenMarkdownLinks: 'warn',
  onDuplicateRoutes: 'warn',
} as const;
