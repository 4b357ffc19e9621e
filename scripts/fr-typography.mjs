#!/usr/bin/env node
// Puts French typography right in the prose of MDX files: a non-breaking space before : ; ! ?
// and inside « », and guillemets instead of straight double quotes. Code (fenced and inline),
// import/export lines, JSX lines, front-matter keys and URLs are left alone.
// Usage: node scripts/fr-typography.mjs [--fix] FILE…  (without --fix, lists what it would change
// and exits 1 when something is wrong).
import {readFileSync, writeFileSync} from 'node:fs';

const NBSP = '\u00A0';

/** Fixes one run of prose (no code inside). */
export function fixProse(text) {
  return text
    .replace(/"([^"\n]+)"/g, `«${NBSP}$1${NBSP}»`)
    .replace(/«[ \u00A0\u202F]*/g, `«${NBSP}`)
    .replace(/[ \u00A0\u202F]*»/g, `${NBSP}»`)
    .replace(/(^|[^\s\u00A0\u202F])[ ]?([;!?])(?=\s|$|\*|\))/g, `$1${NBSP}$2`)
    .replace(/(^|[^\s:\u00A0\u202F])[ ]?:(?=\s|$|\*)/g, `$1${NBSP}:`);
}

/** Applies fixProse to a line, outside inline code, link targets, URLs, heading ids and inline tags. */
function fixLine(line) {
  if (/^\s*(import|export)\s/.test(line) || /^\s*</.test(line) || /^:::/.test(line)) return line;
  return line
    .split(/(`[^`]*`|\]\([^)]*\)|https?:\/\/\S+|\{#[\w-]+\}|<[^>]+>)/)
    .map((part, i) => (i % 2 === 1 ? part : fixProse(part)))
    .join('');
}

export function fixFile(source) {
  const lines = source.split('\n');
  let inFence = false;
  let inFrontMatter = lines[0] === '---';
  return lines
    .map((line, i) => {
      if (inFrontMatter) {
        if (i > 0 && line === '---') inFrontMatter = false;
        const m = /^(title|sidebar_label|description): (.*)$/.exec(line);
        if (!m) return line;
        const quoted = /^"(.*)"$/.exec(m[2]);
        return quoted ? `${m[1]}: "${fixLine(quoted[1])}"` : `${m[1]}: ${fixLine(m[2])}`;
      }
      if (/^\s*(```|~~~)/.test(line)) {
        inFence = !inFence;
        return line;
      }
      return inFence ? line : fixLine(line);
    })
    .join('\n');
}

const args = process.argv.slice(2);
const fix = args.includes('--fix');
let wrong = 0;
for (const file of args.filter((a) => a !== '--fix')) {
  const before = readFileSync(file, 'utf8');
  const after = fixFile(before);
  if (after === before) continue;
  wrong += 1;
  if (fix) writeFileSync(file, after);
  else console.log(`${file}: French typography to fix`);
}
if (!fix && wrong > 0) process.exit(1);
