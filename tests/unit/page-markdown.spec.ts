/**
 * What the site gives search engines and assistants besides its pages (issue 29), on small pages
 * made here: a page as Markdown (src/plugins/page-markdown/convert.ts) keeps the text a reader
 * sees — a menu path as printed, a drawing as its one description and caption (never the labels
 * drawn in it), a table as a Markdown table, a code block fenced with its language, an admonition
 * as a quotation, every link absolute — and leaves out the screen's anchors, buttons and icons;
 * its address (address.ts) is the page's with `.md`, `index.html.md` for a folder; llms.txt
 * (llms-txt.ts) is in llmstxt.org's format; robots.txt names each locale's sitemap; a breadcrumb
 * trail's JSON-LD (src/theme/DocBreadcrumbs/StructuredData) names each item at its absolute URL.
 * tests/build/ checks every page of the build.
 */
import {load} from 'cheerio';
import {test, expect} from '@playwright/test';
import {markdownPathOf} from '../../src/plugins/page-markdown/address';
import {pageMarkdown} from '../../src/plugins/page-markdown/convert';
import {llmsTxt} from '../../src/plugins/page-markdown/llms-txt';
import {robotsTxt} from '../../src/plugins/robots-txt';
import {breadcrumbList, scriptJson} from '../../src/theme/DocBreadcrumbs/StructuredData/breadcrumbList';
import {schemaOrgProblems} from '../support/schema-org';

const PAGE_URL = 'https://example.com/fr/mac/documents/new-document';

/** A built doc page as the theme writes it, with `content` as its text. */
const docPage = (content: string) =>
  load(
    `<html><body><nav class="menu"><a href="/fr/">Menu</a></nav><article><nav class="breadcrumbs">Mac</nav>` +
      `<div class="theme-doc-markdown markdown"><header><h1>Créer un document</h1></header>${content}</div>` +
      `<footer><a href="/fr/edit">Modifier</a></footer></article></body></html>`,
  );

test('a page as Markdown: the text a reader sees, links absolute, without the screen', () => {
  const markdown = pageMarkdown(
    docPage(
      `<h2 class="anchor" id="create">Créer le document<a href="#create" class="hash-link" aria-label="Lien direct">\u200b</a></h2>` +
        `<ol><li>Choisissez <strong>Fichier &gt; Nouveau</strong> (⌘N)<!-- -->.</li><li>Lisez <a href="/fr/faq#why">la FAQ</a>.</li></ol>` +
        `<figure class="figure_C80Z"><p class="description_Xq2d">L'assistant, étape par étape : type, modèle.</p>` +
        `<svg style="display:none" role="img" aria-label="L'assistant, étape par étape : type, modèle." viewBox="0 0 9 9">` +
        `<text x="1" y="1">Type de structure</text><text x="2" y="2">1</text></svg>` +
        `<figcaption class="caption">Les quatre étapes de <strong>l'assistant</strong>.</figcaption></figure>` +
        `<table><thead><tr><th>Étape</th><th>Par défaut</th></tr></thead><tbody><tr><td>Type | modèle</td><td>WBS</td></tr></tbody></table>` +
        `<div class="language-csv codeBlockContainer_Ckt0 theme-code-block"><div class="codeBlockContent_biex">` +
        `<pre tabindex="0" class="prism-code language-csv"><code><span class="token-line"><span class="token plain">Code;Titre</span><br></span>` +
        `<span class="token-line"><span class="token plain">1;Conception</span><br></span></code></pre>` +
        `<div class="buttonGroup"><button type="button" aria-label="Copier le code">Copier</button></div></div></div>` +
        `<div class="theme-admonition theme-admonition-tip alert"><div class="admonitionHeading_tbUL"><span class="admonitionIcon_kALy">` +
        `<svg viewBox="0 0 12 16"><path d="M0 0"></path></svg></span>astuce</div>` +
        `<div class="admonitionContent_S0QG"><p>Nul besoin d'enregistrer.</p></div></div>` +
        `<p><img src="/fr/img/logo.svg" alt="Logo"> et <a href="https://www.apple.com/fr/">Apple</a>.</p>`,
    ),
    PAGE_URL,
  );
  expect(markdown).toBe(
    [
      '# Créer un document',
      '',
      '## Créer le document',
      '',
      '1.  Choisissez **Fichier > Nouveau** (⌘N).',
      '2.  Lisez [la FAQ](https://example.com/fr/faq#why).',
      '',
      "L'assistant, étape par étape : type, modèle.",
      '',
      "*Les quatre étapes de **l'assistant**.*",
      '',
      '| Étape | Par défaut |',
      '| --- | --- |',
      '| Type \\| modèle | WBS |',
      '',
      '```csv',
      'Code;Titre',
      '1;Conception',
      '```',
      '',
      '> **Astuce**',
      '> ',
      "> Nul besoin d'enregistrer.",
      '',
      '![Logo](https://example.com/fr/img/logo.svg) et [Apple](https://www.apple.com/fr/).',
      '',
    ].join('\n'),
  );
});

test("a post as Markdown: its title and date from the article's header, its facts as a table", () => {
  const $ = load(
    `<article><header><h1 class="title">Version 4.0 : IA</h1><div><time datetime="2023-05-22T00:00:00.000Z">22 mai 2023</time> · 3 minutes de lecture</div></header>` +
      `<div id="__blog-post-container" class="markdown"><p>Texte.</p><section class="entry"><dl class="facts">` +
      `<div><dt>Version</dt><dd>4.0</dd></div><div><dt>Date</dt><dd><time datetime="2023-05-22">22 mai 2023</time></dd></div></dl></section></div>` +
      `<footer><b>Étiquettes :</b><a href="/fr/blog/tags/ai">IA</a></footer></article>`,
  );
  expect(pageMarkdown($, 'https://example.com/fr/blog/release4_0')).toBe(
    [
      '# Version 4.0 : IA',
      '',
      '22 mai 2023',
      '',
      'Texte.',
      '',
      '| Version | Date |',
      '| --- | --- |',
      '| 4.0 | 22 mai 2023 |',
      '',
    ].join('\n'),
  );
  expect(pageMarkdown(load('<main><p>Pas d’article.</p></main>'), PAGE_URL)).toBeUndefined();
});

test('the Markdown of a page is beside it: `.md` appended, `index.html.md` for a folder', () => {
  expect(markdownPathOf('/fr/faq')).toBe('/fr/faq.md');
  expect(markdownPathOf('/fr/')).toBe('/fr/index.html.md');
  expect(markdownPathOf('/')).toBe('/index.html.md');
  expect(markdownPathOf('/fr/mac/maintenance/chatgpt/')).toBe('/fr/mac/maintenance/chatgpt/index.html.md');
});

test("llms.txt: the site's name, its summary, then sections of links with one line each", () => {
  const text = llmsTxt({
    siteTitle: 'Breakdown Structure',
    summary: 'Structures de découpage,\nsur Mac et iOS.',
    sections: [
      {
        title: 'Documentation',
        entries: [
          {title: 'Démarrage rapide', url: 'https://example.com/fr/index.html.md', description: 'Premiers pas.'},
          {title: 'FAQ [courte]', url: 'https://example.com/fr/faq.md'},
        ],
      },
      {title: 'Vide', entries: []},
      {
        title: 'Nouveautés',
        entries: [
          {title: 'Version 4.0', url: 'https://example.com/fr/blog/release4_0.md', description: 'IA.\nEt plus.'},
        ],
      },
    ],
  });
  expect(text).toBe(
    [
      '# Breakdown Structure',
      '',
      '> Structures de découpage, sur Mac et iOS.',
      '',
      '## Documentation',
      '',
      '- [Démarrage rapide](https://example.com/fr/index.html.md): Premiers pas.',
      '- [FAQ \\[courte\\]](https://example.com/fr/faq.md)',
      '',
      '## Nouveautés',
      '',
      '- [Version 4.0](https://example.com/fr/blog/release4_0.md): IA. Et plus.',
      '',
    ].join('\n'),
  );
});

test("robots.txt lets every page be crawled and names each locale's sitemap, absolute", () => {
  expect(robotsTxt('https://example.com', ['en', 'fr', 'zh-Hans'])).toBe(
    [
      'User-agent: *',
      'Allow: /',
      '',
      'Sitemap: https://example.com/sitemap.xml',
      'Sitemap: https://example.com/fr/sitemap.xml',
      'Sitemap: https://example.com/zh-Hans/sitemap.xml',
      '',
    ].join('\n'),
  );
});

test('the JSON-LD of a breadcrumb trail: each linked item at its absolute URL, in a script no label can close', () => {
  const data = breadcrumbList(
    [
      {type: 'category', label: 'Mac', href: '/fr/mac', items: [], collapsed: false, collapsible: true},
      {type: 'category', label: 'Sans page', items: [], collapsed: false, collapsible: true},
      {type: 'link', label: 'Nouveau </script>', href: '/fr/mac/documents/new-document'},
    ],
    'https://example.com',
  );
  expect(data).toEqual({
    '@context': 'https://schema.org',
    '@type': 'BreadcrumbList',
    itemListElement: [
      {'@type': 'ListItem', position: 1, name: 'Mac', item: 'https://example.com/fr/mac'},
      {
        '@type': 'ListItem',
        position: 2,
        name: 'Nouveau </script>',
        item: 'https://example.com/fr/mac/documents/new-document',
      },
    ],
  });
  expect(scriptJson(data)).not.toContain('</script>');
  expect(JSON.parse(scriptJson(data))).toEqual(data);
});

test('the schema.org check names a type or property the vocabulary lacks and a value of the wrong kind', () => {
  const item = {'@type': 'ListItem', position: 1, name: 'Mac', item: 'https://example.com/fr/mac'};
  const list = (items: unknown[], extra = {}) => ({
    '@context': 'https://schema.org',
    '@type': 'BreadcrumbList',
    itemListElement: items,
    ...extra,
  });
  // Documents that differ in their text alone are compiled once (the first two); each of another
  // shape is named by its place in the list.
  const problems = schemaOrgProblems([
    list([item]),
    list([{...item, name: 'iPhone et iPad', item: 'https://example.com/fr/ios'}]),
    list([item], {breadcrumbs: 2}),
    list([{...item, rank: 1}]),
    list([{...item, name: 3}]),
    {'@context': 'https://schema.org', '@type': 'BreadcrumbTrail'},
  ]);
  expect(problems.map((problem) => problem.slice(0, 12))).toEqual([
    'document 2: ',
    'document 3: ',
    'document 4: ',
    'document 5: ',
  ]);
  expect(problems.join('\n')).toMatch(/"breadcrumbs"' does not exist in type 'WithContext<BreadcrumbListLeaf>'/);
  expect(problems.join('\n')).toMatch(/"rank"' does not exist in type 'ListItemLeaf'/);
  expect(problems.join('\n')).toMatch(/no exported member 'BreadcrumbTrail'/);
  expect(problems.join('\n')).toMatch(/Type 'number' is not assignable to type 'SchemaValue<Text, "name">/);
});
