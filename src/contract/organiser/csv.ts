/**
 * CSV as the organisers' console writes and reads it (docs/organiser-console.md, "CSV files"):
 * RFC 4180 fields (quoted when they hold a comma, a quote, a line break or edge spaces; a quote
 * doubled), CRLF line ends, and a UTF-8 byte order mark in front so Excel reads accents right.
 * A text a participant typed that a spreadsheet would run as a formula (`=`, `+`, `-`, `@` not
 * starting a number) is written with a leading apostrophe. Reading takes a file from Excel,
 * Numbers or a fulfilment house: with or without the mark, CRLF, LF or CR, blank lines skipped.
 * Pure: the functions export with it and the browser checks an import with it before sending.
 */

/** The byte order mark Excel needs to read a UTF-8 file as UTF-8. */
export const CSV_BOM = '\uFEFF';

const NUMBER_LIKE = /^[+-]?\d[\d\s().-]*$/;

/** One field as written: formula-safe, quoted when it must be. */
export function csvField(value: string): string {
  const safe = /^[=+\-@\t\r]/.test(value) && !NUMBER_LIKE.test(value) ? `'${value}` : value;
  return /[",\r\n]|^\s|\s$/.test(safe) ? `"${safe.replace(/"/g, '""')}"` : safe;
}

/** A whole file: the mark, then every row, each ended by CRLF. */
export function toCsv(rows: readonly (readonly string[])[]): string {
  return CSV_BOM + rows.map((row) => `${row.map(csvField).join(',')}\r\n`).join('');
}

export type CsvParse =
  | { readonly ok: true; readonly rows: readonly (readonly string[])[] }
  /** A quote opened and never closed: the 1-based line it opened on. */
  | { readonly ok: false; readonly line: number };

/**
 * The rows of a file, each with its fields unquoted; a row whose fields are all empty (a blank
 * line, a trailing ",,,") is left out. `lines[i]` is the 1-based line row i started on.
 */
export function parseCsv(text: string): CsvParse & { readonly lines?: readonly number[] } {
  const source = text.startsWith(CSV_BOM) ? text.slice(1) : text;
  const rows: string[][] = [];
  const lines: number[] = [];
  let row: string[] = [];
  let field = '';
  let line = 1;
  let rowLine = 1;
  let i = 0;
  const endRow = () => {
    row.push(field);
    field = '';
    if (row.some((value) => value.trim() !== '')) {
      rows.push(row);
      lines.push(rowLine);
    }
    row = [];
  };
  while (i < source.length) {
    const char = source[i]!;
    if (char === '"' && field === '') {
      const opened = line;
      i += 1;
      for (;;) {
        if (i >= source.length) return { ok: false, line: opened };
        const inner = source[i]!;
        if (inner === '"') {
          if (source[i + 1] === '"') {
            field += '"';
            i += 2;
            continue;
          }
          i += 1;
          break;
        }
        if (inner === '\n' || (inner === '\r' && source[i + 1] !== '\n')) line += 1;
        field += inner;
        i += 1;
      }
      continue;
    }
    if (char === ',') {
      row.push(field);
      field = '';
      i += 1;
      continue;
    }
    if (char === '\r' || char === '\n') {
      i += char === '\r' && source[i + 1] === '\n' ? 2 : 1;
      endRow();
      line += 1;
      rowLine = line;
      continue;
    }
    field += char;
    i += 1;
  }
  if (field !== '' || row.length > 0) endRow();
  return { ok: true, rows, lines };
}
