export type CsvCell = string | number | boolean | null | undefined;

/** Spreadsheets run a cell that starts with one of these as a formula, which a crafted name or e-mail could abuse. */
const FORMULA_START = /^[=+\-@\t\r]/;

/** One field, quoted as RFC 4180 asks when it holds a comma, quote, line break or edge spaces. */
export function csvField(value: CsvCell): string {
  if (value === null || value === undefined) return '';
  let text = String(value);
  // Numbers are data, not formulas: "-3" stays as it is; text that only looks like a formula is made inert.
  if (typeof value === 'string' && FORMULA_START.test(text)) text = `'${text}`;
  if (/[",\r\n]/.test(text) || text !== text.trim()) return `"${text.replaceAll('"', '""')}"`;
  return text;
}

/** A whole CSV document: the header row, then the rows, CRLF between records (RFC 4180), ending with one. */
export function toCsv(header: readonly string[], rows: readonly (readonly CsvCell[])[]): string {
  return [header, ...rows]
    .map((row) => row.map(csvField).join(','))
    .join('\r\n')
    .concat('\r\n');
}

/**
 * A CSV document as a file for download. The byte order mark makes spreadsheet programs read it as UTF-8, so that
 * names with accents survive.
 */
export function csvBlob(csv: string): Blob {
  return new Blob([`\uFEFF${csv}`], { type: 'text/csv;charset=utf-8' });
}
