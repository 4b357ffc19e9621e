/**
 * Reads CSV the way the integration pages say the app writes and reads it: UTF-8 with an
 * optional byte order mark, the separator (comma, semicolon or tab) detected from the header
 * row, values with the separator, a quote or a line break between double quotes ("" for a quote).
 */
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

  const records: string[][] = [];
  let record: string[] = [];
  let value = '';
  let quoted = false;
  for (let i = 0; i < body.length; i += 1) {
    const c = body[i];
    if (quoted) {
      if (c === '"' && body[i + 1] === '"') {
        value += '"';
        i += 1;
      } else if (c === '"') {
        quoted = false;
      } else {
        value += c;
      }
    } else if (c === '"' && value === '') {
      quoted = true;
    } else if (c === separator) {
      record.push(value);
      value = '';
    } else if (c === '\n' || c === '\r') {
      if (c === '\r' && body[i + 1] === '\n') i += 1;
      record.push(value);
      records.push(record);
      record = [];
      value = '';
    } else {
      value += c;
    }
  }
  if (quoted) throw new Error('Unterminated quoted value');
  if (value !== '' || record.length > 0) records.push([...record, value]);

  const [header, ...lines] = records;
  const rows = lines.map((line, n) => {
    if (line.length !== header.length) {
      throw new Error(`Row ${n + 2} has ${line.length} values for ${header.length} columns`);
    }
    return Object.fromEntries(header.map((name, i) => [name, line[i]]));
  });
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
