/**
 * JSON-LD checked against schema.org's vocabulary: schema-dts (Google's TypeScript types of every
 * schema.org type and property, generated from the vocabulary) and the TypeScript compiler. Each
 * object is written as a literal of the type its `@type` names, `WithContext<BreadcrumbList>`: a
 * type the vocabulary lacks is not among schema-dts's exports, a property the type lacks is an
 * excess property of the literal (nested objects too, by their own `@type`), and a value of the
 * wrong kind (a number where the vocabulary wants text or a URL) does not type-check.
 */
import {mkdirSync, mkdtempSync, rmSync, writeFileSync} from 'node:fs';
import path from 'node:path';
import ts from 'typescript';

const REPO = path.join(__dirname, '../..');

/** What the compiler says of `documents` (JSON-LD objects), one line each; [] when the vocabulary has them all. */
export function schemaOrgProblems(documents: readonly unknown[]): string[] {
  // Inside the repository, so that the compiler finds schema-dts in its node_modules.
  const cache = path.join(REPO, 'node_modules/.cache');
  mkdirSync(cache, {recursive: true});
  const dir = mkdtempSync(path.join(cache, 'schema-org-'));
  try {
    const lines = documents.map((document, index) => {
      const type = (document as {'@type'?: unknown})['@type'];
      const name = typeof type === 'string' && /^[A-Za-z]\w*$/.test(type) ? type : 'MissingType';
      return `export const document${index}: WithContext<schema.${name}> = ${JSON.stringify(document)};`;
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
      const document = where === undefined ? '' : `document ${where.line - 2}: `;
      return `${document}${ts.flattenDiagnosticMessageText(diagnostic.messageText, ' ')}`;
    });
  } finally {
    rmSync(dir, {recursive: true, force: true});
  }
}
