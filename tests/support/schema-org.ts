/**
 * JSON-LD checked against schema.org's vocabulary: schema-dts (Google's TypeScript types of every
 * schema.org type and property, generated from the vocabulary) and the TypeScript compiler. Each
 * object is written as a literal of the type its `@type` names, `WithContext<BreadcrumbList>`: a
 * type the vocabulary lacks is not among schema-dts's exports, a property the type lacks is an
 * excess property of the literal (nested objects too, by their own `@type`), and a value of the
 * wrong kind (a number where the vocabulary wants text or a URL) does not type-check.
 *
 * Documents of one shape type-check alike, so the compiler, whose time grows with each document,
 * sees one of each: a site's hundreds of breadcrumb lists are a handful of shapes. The shape keeps
 * every key, every `@` value (`@type`, `@context`, `@id`) and every schema.org URL (an
 * enumeration's member is a literal type), and of any other value only its kind.
 */
import {mkdirSync, mkdtempSync, rmSync, writeFileSync} from 'node:fs';
import path from 'node:path';
import ts from 'typescript';

const REPO = path.join(__dirname, '../..');

/** What decides how a JSON-LD value type-checks (see above); `key` is the property it is the value of. */
function shapeOf(value: unknown, key = ''): unknown {
  if (Array.isArray(value)) return value.map((item) => shapeOf(item));
  if (value !== null && typeof value === 'object') {
    return Object.fromEntries(Object.entries(value).map(([name, item]) => [name, shapeOf(item, name)]));
  }
  if (typeof value === 'string') return key.startsWith('@') || /^https?:\/\/schema\.org\//.test(value) ? value : '';
  return value === null ? null : typeof value;
}

/**
 * What the compiler says of `documents` (JSON-LD objects), one line each, naming the first
 * document of each shape that fails by its index; [] when the vocabulary has them all.
 */
export function schemaOrgProblems(documents: readonly unknown[]): string[] {
  const firstOfShape = new Map<string, number>();
  documents.forEach((document, index) => {
    const shape = JSON.stringify(shapeOf(document));
    if (!firstOfShape.has(shape)) firstOfShape.set(shape, index);
  });
  const compiled = [...firstOfShape.values()];
  // Inside the repository, so that the compiler finds schema-dts in its node_modules.
  const cache = path.join(REPO, 'node_modules/.cache');
  mkdirSync(cache, {recursive: true});
  const dir = mkdtempSync(path.join(cache, 'schema-org-'));
  try {
    const lines = compiled.map((index) => {
      const type = (documents[index] as {'@type'?: unknown})['@type'];
      const name = typeof type === 'string' && /^[A-Za-z]\w*$/.test(type) ? type : 'MissingType';
      return `export const document${index}: WithContext<schema.${name}> = ${JSON.stringify(documents[index])};`;
    });
    const file = path.join(dir, 'documents.ts');
    writeFileSync(
      file,
      [
        `import type * as schema from 'schema-dts';`,
        `type WithContext<T extends schema.Thing> = schema.WithContext<T>;`,
        ...lines,
      ].join('\n'),
    );
    const program = ts.createProgram([file], {
      strict: true,
      noEmit: true,
      skipLibCheck: true,
      types: [],
      module: ts.ModuleKind.ESNext,
      moduleResolution: ts.ModuleResolutionKind.Bundler,
      target: ts.ScriptTarget.ES2022,
    });
    return ts.getPreEmitDiagnostics(program).map((diagnostic) => {
      const where = diagnostic.file?.getLineAndCharacterOfPosition(diagnostic.start ?? 0);
      const document = where === undefined ? '' : `document ${compiled[where.line - 2]}: `;
      return `${document}${ts.flattenDiagnosticMessageText(diagnostic.messageText, ' ')}`;
    });
  } finally {
    rmSync(dir, {recursive: true, force: true});
  }
}
