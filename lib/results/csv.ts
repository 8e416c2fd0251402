// RFC 4180 CSV for the open data export, safe to open in a spreadsheet.

type Cell = string | number | boolean | null;

/**
 * One cell: numbers and booleans as they are, null as empty; text quoted when it holds a quote, comma, CR or LF
 * (quotes doubled), and text a spreadsheet would run as a formula (starting with = + - @, tab or CR) prefixed with an
 * apostrophe (OWASP).
 */
export function csvCell(value: Cell): string {
  if (value === null) return "";
  if (typeof value === "number" || typeof value === "boolean") return String(value);
  const text = /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

/** A header row and the rows under it, CRLF-terminated. */
export const toCsv = (header: readonly string[], rows: readonly Cell[][]): string =>
  [header, ...rows].map((row) => `${row.map(csvCell).join(",")}\r\n`).join("");
