/**
 * A locale's `llms.txt` (issue 29), in the format llmstxt.org proposes: the site's name as its
 * one H1, its summary as a quotation, then sections (H2) of links, each page as
 * `- [Title](address of its Markdown): its one-line description`. The sections follow the docs
 * sidebar: its top-level pages first, under the footer's title for them, then a section per
 * top-level category (its own page, then every page under it, in reading order), then the posts,
 * newest first, under the blog's title.
 */

/** A page as llms.txt lists it. */
export interface LlmsEntry {
  title: string;
  /** The absolute URL of its Markdown. */
  url: string;
  description?: string;
}

export interface LlmsSection {
  title: string;
  entries: LlmsEntry[];
}

export interface LlmsTxt {
  siteTitle: string;
  summary: string;
  sections: LlmsSection[];
}

/** Text on one line: llms.txt gives a page one line. */
const oneLine = (text: string) => text.replace(/\s+/g, ' ').trim();

/** Link text with its brackets escaped, so that a title cannot end the link. */
const linkText = (text: string) => oneLine(text).replace(/[[\]\\]/g, (character) => `\\${character}`);

function entryLine({title, url, description}: LlmsEntry): string {
  const notes = description ? `: ${oneLine(description)}` : '';
  return `- [${linkText(title)}](${encodeURI(decodeURI(url))})${notes}`;
}

/** The text of llms.txt. */
export function llmsTxt({siteTitle, summary, sections}: LlmsTxt): string {
  const blocks = [
    `# ${oneLine(siteTitle)}`,
    `> ${oneLine(summary)}`,
    ...sections
      .filter(({entries}) => entries.length > 0)
      .map(({title, entries}) => [`## ${oneLine(title)}`, '', ...entries.map(entryLine)].join('\n')),
  ];
  return `${blocks.join('\n\n')}\n`;
}
