/** A byte-order mark: spreadsheet programs then read the file as UTF-8 (accents, Arabic). */
export const CSV_BOM = '\uFEFF';

/**
 * One CSV cell (RFC 4180): quoted when it holds a comma, quote or line break, quotes doubled.
 * A cell starting with = + - @ (or a tab / carriage return) is prefixed with an apostrophe so a
 * spreadsheet shows it as text instead of running it as a formula (CSV injection).
 */
export function csvCell(value: string | number | boolean | null | undefined): string {
  let text = value === null || value === undefined ? '' : String(value);
  if (/^[=+\-@\t\r]/.test(text)) text = `'${text}`;
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

/** A whole CSV document: BOM, header row, CRLF line ends. */
export function toCsv(
  header: readonly string[],
  rows: readonly (readonly (string | number | boolean | null | undefined)[])[],
): string {
  const lines = [header, ...rows].map((row) => row.map(csvCell).join(','));
  return `${CSV_BOM}${lines.join('\r\n')}\r\n`;
}
