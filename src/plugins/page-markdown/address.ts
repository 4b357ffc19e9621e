/**
 * Where a page's Markdown is (issue 29), as llmstxt.org proposes: the page's URL with `.md`
 * appended, `index.html.md` for a URL that ends in a folder. `/fr/faq` → `/fr/faq.md`,
 * `/fr/` → `/fr/index.html.md`, `/fr/mac/maintenance/chatgpt/` → `…/chatgpt/index.html.md`.
 * A file beside the page's own, never a route: each server sends it as it sends the samples. One
 * function, so that the page's `<link rel="alternate">`, the file and llms.txt never disagree.
 */
export function markdownPathOf(pagePath: string): string {
  return pagePath.endsWith('/') ? `${pagePath}index.html.md` : `${pagePath}.md`;
}
