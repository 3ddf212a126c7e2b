// CSV for download (RFC 4180): every field quoted, quotes doubled, CRLF line ends, and a field a spreadsheet would
// read as a formula (=, +, -, @, tab, CR) starts with an apostrophe so opening the file runs nothing.
const cell = (value: string) => `"${(/^[=+\-@\t\r]/.test(value) ? `'${value}` : value).replace(/"/g, '""')}"`;

/** Rows as a CSV text with a byte-order mark, so spreadsheets read it as UTF-8. */
export function toCsv(rows: string[][]): string {
  return "\uFEFF" + rows.map((r) => r.map(cell).join(",")).join("\r\n") + "\r\n";
}
