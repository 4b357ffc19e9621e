/**
 * Curly quotes set by the build in English (src/plugins/smart-quotes/, issue 27), on an MDX page
 * compiled by Docusaurus's own MDX loader (MDX 1) with the options the site gives it: quotes and
 * apostrophes curled in text, headings, the table of contents, tables, quotes, admonitions and
 * across bold text and links; inline code, code blocks, JSX attributes, imports and a link's
 * address kept as typed; three periods an ellipsis, two hyphens left alone. The other languages'
 * builds get no such plugin: their straight quotes stay for their typography checks to find. What
 * the English build shows is tests/build/english-quotes.spec.ts's.
 */
import {spawnSync} from 'node:child_process';
import path from 'node:path';
import {test, expect} from '@playwright/test';
import mdxLoader from '@docusaurus/mdx-loader';
import {i18n} from '../../config/i18n';
import {smartQuotesFor} from '../../src/plugins/smart-quotes';

const siteDir = path.join(__dirname, '../..');

/** The page as Docusaurus's MDX loader compiles it for `locale`'s build (JSX source). */
function compile(source: string, locale: string): Promise<string> {
  return new Promise((resolve, reject) => {
    const loaderContext = {
      async: () => (error: Error | null, output?: string) => (error ? reject(error) : resolve(output ?? '')),
      resourcePath: path.join(siteDir, 'docs/quotes.mdx'),
      // The loader keeps one compiler per query: one per locale here.
      query: `?${locale}`,
      getOptions: () => ({
        admonitions: true,
        beforeDefaultRemarkPlugins: smartQuotesFor(locale),
        markdownConfig: {mermaid: false},
        staticDirs: [path.join(siteDir, 'static')],
        siteDir,
      }),
      addDependency: () => undefined,
    };
    void (mdxLoader as unknown as (this: typeof loaderContext, source: string) => Promise<void>).call(
      loaderContext,
      source,
    );
  });
}

const page = `import SampleDownload from '@site/src/components/SampleDownload';

## Don't "guess" {#guess}

"Quoted" first. The app's "Find" field, **"bold"**, "[a link](/faq)", it's 'single'. Wait... 2022--2023.

\`"inline code"\` stays, <SampleDownload file="it's.csv" title='a "b"' /> too, and <https://example.com/it's>.

:::tip Don't "panic"
The tip's "text".
:::

| Column | "Value" |
|---|---|
| 'a' | "b" |

> "Quoted" block.

\`\`\`csv
"Back end, API",'x'...
\`\`\`
`;

test('English: quotes curled in the text, code, attributes and addresses kept as typed', async () => {
  const jsx = await compile(page, 'en');
  // Text, headings and their table of contents, bold text and links inside quotes, tables, quotes, admonitions.
  expect(jsx).toContain("value: 'Don’t “guess”'");
  expect(jsx).toContain('{`Don’t “guess”`}</h2>');
  expect(jsx).toContain(
    '{`“Quoted” first. The app’s “Find” field, `}<strong parentName="p">{`“bold”`}</strong>{`, “`}',
  );
  expect(jsx).toContain('{`”, it’s ‘single’. Wait… 2022--2023.`}');
  expect(jsx).toContain('"title": "Don’t “panic”"');
  expect(jsx).toContain('{`The tip’s “text”.`}');
  expect(jsx).toContain('{`“Value”`}');
  expect(jsx).toContain('{`‘a’`}');
  expect(jsx).toContain('{`“Quoted” block.`}');
  // Kept: inline code, a JSX element's attributes, a link's address shown as its text, a code block.
  expect(jsx).toContain('<inlineCode parentName="p">{`"inline code"`}</inlineCode>');
  expect(jsx).toContain(`<SampleDownload file="it's.csv" title='a "b"'`);
  expect(jsx).toContain(`"href": "https://example.com/it's"`);
  expect(jsx).toContain("{`https://example.com/it's`}</a>");
  expect(jsx).toContain(`{\`"Back end, API",'x'...\n\`}</code></pre>`);
});

for (const locale of i18n.locales.filter((l) => l !== i18n.defaultLocale)) {
  test(`${locale}: the page keeps the quotes as typed`, async () => {
    const jsx = await compile(page, locale);
    expect(jsx).not.toMatch(/[‘’“”…]/);
  });
}

test('the site config gives the plugin to the docs, blog and pages of the English build alone', () => {
  // Loaded again per locale, as Docusaurus loads it (import-fresh), by Node with the npm scripts' loader.
  const script = `
    const config = require.resolve('./docusaurus.config.ts');
    const plugins = {};
    for (const locale of JSON.parse(process.argv[1])) {
      process.env.DOCUSAURUS_CURRENT_LOCALE = locale;
      delete require.cache[config];
      const options = require(config).presets[0][1];
      plugins[locale] = ['docs', 'blog', 'pages'].map((k) => (options[k].beforeDefaultRemarkPlugins ?? []).map((p) => p.name));
    }
    console.log(JSON.stringify(plugins));`;
  // `docusaurus start` without --locale sets the string "undefined": it serves the default locale.
  const locales = [...i18n.locales, 'undefined'];
  const run = spawnSync(process.execPath, ['--require', 'tsx/cjs', '-e', script, JSON.stringify(locales)], {
    cwd: siteDir,
    encoding: 'utf8',
  });
  expect(run.stderr).toBe('');
  const english = [['remarkSmartQuotes'], ['remarkSmartQuotes'], ['remarkSmartQuotes']];
  expect(JSON.parse(run.stdout)).toEqual(
    Object.fromEntries(
      locales.map((locale) => [locale, ['en', 'undefined'].includes(locale) ? english : [[], [], []]]),
    ),
  );
});
