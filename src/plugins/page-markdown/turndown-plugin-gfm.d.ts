/** The part of turndown-plugin-gfm (which ships no types) that convert.ts uses. */
declare module 'turndown-plugin-gfm' {
  import type TurndownService from 'turndown';

  /** Tables whose first row is a heading row, as GitHub-flavoured Markdown tables. */
  export const tables: TurndownService.Plugin;
}
