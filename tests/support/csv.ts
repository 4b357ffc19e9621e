/**
 * Reads CSV the way the integration pages say the app writes and reads it: UTF-8 with an
 * optional byte order mark, the separator (comma, semicolon or tab) detected from the header
 * row, values with the separator, a quote or a line break between double quotes ("" for a quote).
 * The reading itself is csv-parse's (the CSV project's parser, RFC 4180, with a synchronous API):
 * a reader independent of the site's code, as a test's must be, and not one more parser to maintain.
 */
import {parse} from 'csv-parse/sync';

export interface Csv {
  separator: ',' | ';' | '\t';
  hasBom: boolean;
  header: string[];
  rows: Record<string, string>[];
}

export function parseCsv(text: string): Csv {
  const hasBom = text.startsWith('\uFEFF');
  const body = hasBom ? text.slice(1) : text;
  const firstLine = body.split(/\r?\n/, 1)[0];
  const separator = (['\t', ';', ','] as const).find((s) => firstLine.includes(s));
  if (separator === undefined) throw new Error('No separator in the header row');
  // Any line ending, as the app reads any; csv-parse refuses a row whose number of values differs
  // from the header's, naming its line.
  const [header, ...lines] = parse(body, {delimiter: separator, record_delimiter: ['\r\n', '\n', '\r']}) as string[][];
  const rows = lines.map((line) => Object.fromEntries(header.map((name, i) => [name, line[i]])));
  return {separator, hasBom, header, rows};
}

/** A number as the export writes it: no thousands separator, decimal point or (with `;`) comma. */
export function parseNumber(value: string, separator: Csv['separator']): number {
  const decimal = separator === ';' ? ',' : '.';
  const pattern = decimal === ',' ? /^-?\d+(,\d+)?$/ : /^-?\d+(\.\d+)?$/;
  if (!pattern.test(value))
    throw new Error(`"${value}" is not a plain number with a decimal ${decimal === ',' ? 'comma' : 'point'}`);
  return Number(value.replace(',', '.'));
}
