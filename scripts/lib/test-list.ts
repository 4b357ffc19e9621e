/**
 * The list of the tests, TESTS.md, read from the suite itself: the projects of playwright.config.ts in
 * their order, the spec files each runs (matched as Playwright matches them), and for each file its
 * opening doc comment and the titles of its `test(…)` and `test.describe(…)` calls, read from the
 * source with the TypeScript compiler API — no build, no server, no test run. A title built in a loop
 * is shown once, as its template, with the loop it runs in.
 *
 * `npm run test-list` writes it (scripts/test-list.ts); tests/unit/test-list.spec.ts fails when the
 * committed file is not what this renders.
 */
import {readdirSync, readFileSync} from 'node:fs';
import {createRequire} from 'node:module';
import path from 'node:path';
import ts from 'typescript';
import config from '../../playwright.config';

const ROOT = path.resolve(__dirname, '../..');
export const TEST_LIST_FILE = path.join(ROOT, 'TESTS.md');

type Pattern = string | RegExp;
type Patterns = Pattern | Pattern[];
// Playwright's own matcher for testMatch and testIgnore (exported by its package, untyped), so that a
// file is listed under the projects Playwright runs it in, whatever the patterns' syntax.
const {createFileMatcher} = createRequire(__filename)('playwright/lib/util') as {
  createFileMatcher: (patterns: Patterns) => (file: string) => boolean;
};
/** Playwright's default testMatch, for a project that sets none. */
const DEFAULT_TEST_MATCH = '**/*.@(spec|test).?(c|m)[jt]s?(x)';

/** The calls that declare a test, and those that declare a group of tests. */
const TEST_CALLS = new Set(['test', 'test.only', 'test.skip', 'test.fixme', 'test.fail']);
const GROUP_CALLS = new Set([
  'test.describe',
  'test.describe.only',
  'test.describe.skip',
  'test.describe.fixme',
  'test.describe.serial',
  'test.describe.parallel',
]);

interface Declaration {
  /** The title as written: a template's substitutions kept as `${…}`. */
  title: string;
  /** `test.skip`, `test.describe.serial`…: any call other than plain `test` and `test.describe`. */
  call: string;
  /** The `for … of` loops around the call, outermost first, e.g. "`locale` of `locales`". */
  loops: string[];
  /** The tests and groups of a `test.describe`; undefined for a test. */
  children?: Declaration[];
}

/** Text as Markdown shows it: `<`, `*`, `_` and `\\` escaped outside code spans (`<head>` is no HTML tag here). */
function markdown(text: string): string {
  return text
    .split(/(`[^`]*`)/)
    .map((part, i) => (i % 2 === 1 ? part : part.replace(/[\\<*_]/g, '\\$&')))
    .join('');
}

/** A spec's top-level `const NAME = 'text'` (or a number), by name: a title that substitutes one shows its value. */
function constantsOf(source: ts.SourceFile): Map<string, string> {
  const constants = new Map<string, string>();
  for (const statement of source.statements) {
    if (!ts.isVariableStatement(statement) || !(statement.declarationList.flags & ts.NodeFlags.Const)) continue;
    for (const {name, initializer} of statement.declarationList.declarations) {
      if (
        ts.isIdentifier(name) &&
        initializer &&
        (ts.isStringLiteralLike(initializer) || ts.isNumericLiteral(initializer))
      ) {
        constants.set(name.text, initializer.text);
      }
    }
  }
  return constants;
}

/**
 * A title's text, as Markdown. A template's substitutions show as code spans, so that they read as
 * placeholders (side by side, one span), except a constant of the file, which shows its value.
 */
function titleOf(node: ts.Expression, source: ts.SourceFile, constants: Map<string, string>): string {
  if (ts.isStringLiteralLike(node)) return markdown(node.text);
  if (!ts.isTemplateExpression(node)) return `\`${node.getText(source)}\``;
  const pieces: {placeholder: boolean; text: string}[] = [];
  const add = (placeholder: boolean, text: string) => {
    const last = pieces.at(-1);
    if (last?.placeholder === placeholder) last.text += text;
    else if (text !== '') pieces.push({placeholder, text});
  };
  add(false, node.head.text);
  for (const {expression, literal} of node.templateSpans) {
    const value = ts.isIdentifier(expression) ? constants.get(expression.text) : undefined;
    if (value === undefined) add(true, `\${${expression.getText(source)}}`);
    else add(false, value);
    add(false, literal.text);
  }
  return pieces.map(({placeholder, text}) => (placeholder ? `\`${text}\`` : markdown(text))).join('');
}

/** "`locale` of `locales`", or for a literal list "`[name, connection]` of 2 listed". */
function loopOf(loop: ts.ForOfStatement, source: ts.SourceFile): string {
  const initializer = loop.initializer;
  const binding = ts.isVariableDeclarationList(initializer)
    ? initializer.declarations.map((declaration) => declaration.name.getText(source)).join(', ')
    : initializer.getText(source);
  let list = loop.expression;
  while (ts.isAsExpression(list) || ts.isSatisfiesExpression(list) || ts.isParenthesizedExpression(list)) {
    list = list.expression;
  }
  const iterated = ts.isArrayLiteralExpression(list)
    ? `${list.elements.length} listed`
    : `\`${loop.expression.getText(source).replace(/\s+/g, ' ')}\``;
  return `\`${binding}\` of ${iterated}`;
}

/** The tests and groups declared in a spec's source, in source order. */
function declarationsOf(source: ts.SourceFile): Declaration[] {
  const found: Declaration[] = [];
  const constants = constantsOf(source);
  const visit = (node: ts.Node, into: Declaration[], loops: string[]): void => {
    if (ts.isForOfStatement(node)) {
      const inner = [...loops, loopOf(node, source)];
      ts.forEachChild(node, (child) => visit(child, into, inner));
      return;
    }
    if (ts.isCallExpression(node)) {
      const call = node.expression.getText(source);
      const [first, ...rest] = node.arguments;
      const titled = first !== undefined && (ts.isStringLiteralLike(first) || ts.isTemplateExpression(first));
      if (titled && TEST_CALLS.has(call)) {
        // A test's body declares no test: not read further.
        into.push({title: titleOf(first, source, constants), call, loops});
        return;
      }
      if (titled && GROUP_CALLS.has(call)) {
        const children: Declaration[] = [];
        for (const argument of rest) visit(argument, children, []);
        into.push({title: titleOf(first, source, constants), call, loops, children});
        return;
      }
    }
    ts.forEachChild(node, (child) => visit(child, into, loops));
  };
  visit(source, found, []);
  return found;
}

/** The text of the doc comment a spec opens with, without its `/**`, `*` and `*\/`. */
function docCommentOf(text: string, file: string): string {
  const range = ts.getLeadingCommentRanges(text, 0)?.find(({pos, end}) => text.slice(pos, end).startsWith('/**'));
  if (range === undefined) {
    throw new Error(`${file} opens with no doc comment: say there what its tests check, for TESTS.md.`);
  }
  return text
    .slice(range.pos + 3, range.end - 2)
    .split('\n')
    .map((line) => markdown(line.replace(/^\s*\* ?/, '').trimEnd()))
    .join('\n')
    .trim();
}

function renderDeclarations(declarations: Declaration[], depth: number): string[] {
  return declarations.flatMap(({title, call, loops, children}) => {
    const notes = [
      ...(call === 'test' || call === 'test.describe' ? [] : [`\`${call}\``]),
      ...(loops.length > 0 ? [`for each ${loops.join(', each ')}`] : []),
    ];
    const line = `${'  '.repeat(depth)}- ${children ? `**${title}**` : title}${notes.map((note) => ` — ${note}`).join('')}`;
    return [line, ...renderDeclarations(children ?? [], depth + 1)];
  });
}

/** A spec file's entry: its path, its doc comment, its tests. */
function renderSpec(file: string): string {
  const relative = path.relative(ROOT, file);
  const text = readFileSync(file, 'utf8');
  const declarations = declarationsOf(ts.createSourceFile(file, text, ts.ScriptTarget.Latest, true));
  if (declarations.length === 0) {
    throw new Error(`${relative}: no test(…) found (scripts/lib/test-list.ts reads the calls of \`test\`).`);
  }
  return [`### \`${relative}\``, '', docCommentOf(text, relative), '', ...renderDeclarations(declarations, 0)].join(
    '\n',
  );
}

/** Every file under a folder, as absolute paths, sorted. */
function filesUnder(dir: string): string[] {
  return readdirSync(dir, {recursive: true, encoding: 'utf8'})
    .filter((file) => !file.split(path.sep).includes('node_modules'))
    .map((file) => path.join(dir, file))
    .sort();
}

interface ProjectGroup {
  names: string[];
  testDir: string;
  testMatch: Patterns;
  files: string[];
}

/** The projects, in the config's order, with the spec files each runs; projects that run the same files share one entry. */
function projectGroups(): ProjectGroup[] {
  const groups: ProjectGroup[] = [];
  for (const project of config.projects ?? []) {
    const testDir = path.resolve(ROOT, project.testDir ?? config.testDir ?? '.');
    const testMatch = project.testMatch ?? config.testMatch ?? DEFAULT_TEST_MATCH;
    const matches = createFileMatcher(testMatch);
    const ignored = createFileMatcher(project.testIgnore ?? config.testIgnore ?? []);
    const files = filesUnder(testDir).filter((file) => matches(file) && !ignored(file));
    const same = groups.find((group) => group.files.join('\n') === files.join('\n'));
    if (same) same.names.push(project.name ?? '');
    else groups.push({names: [project.name ?? ''], testDir, testMatch, files});
  }
  return groups;
}

/** TESTS.md as the suite declares it today. */
export function renderTestList(): string {
  const listedUnder = new Map<string, string>();
  const sections = projectGroups().map(({names, testDir, testMatch, files}) => {
    const heading = names.map((name) => `\`${name}\``).join(', ');
    const patterns = (Array.isArray(testMatch) ? testMatch : [testMatch]).map((pattern) => `\`${String(pattern)}\``);
    const specs = files.map((file) => {
      const earlier = listedUnder.get(file);
      if (earlier !== undefined) return `### \`${path.relative(ROOT, file)}\`\n\nListed above, under ${earlier}.`;
      listedUnder.set(file, heading);
      return renderSpec(file);
    });
    const where = `The files of \`${path.relative(ROOT, testDir)}/\` matching ${patterns.join(', ')}.`;
    return [`## ${heading}`, '', where, '', ...specs.flatMap((spec) => [spec, ''])].join('\n');
  });
  return [
    '# The tests',
    '',
    '<!-- Written by `npm run test-list` (scripts/test-list.ts) from playwright.config.ts and the specs: do not edit. -->',
    '',
    'Every project of playwright.config.ts, in the order the config lists them, and the spec files it runs: for each,',
    'the doc comment the file opens with, then its tests and groups of tests (**bold**, `test.describe`) as the source',
    'declares them. A title built in a loop is shown once, as its template (`${locale}`), with the loop it runs in.',
    'How to run them, in which order, against which server: README.md, "Tests".',
    '',
    '`npm run test-list` rewrites this file; the unit tier (tests/unit/test-list.spec.ts) fails when it is stale.',
    '',
    ...sections,
  ]
    .join('\n')
    .replace(/\n+$/, '\n');
}
