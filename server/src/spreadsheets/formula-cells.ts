/**
 * Cells a spreadsheet would run as a formula (OWASP "CSV injection"): text that starts with `=`,
 * `+`, `-`, `@`, a tab or a carriage return. Every CSV and XLSX the product writes passes its
 * text through `neutraliseFormula`, which puts an apostrophe in front, so Excel, LibreOffice and
 * Google Sheets show the text as written instead of evaluating it. Numbers stay numbers: only
 * text is touched.
 */
const FORMULA_START = /^[=+\-@\t\r]/;

export function neutraliseFormula(text: string): string {
  return FORMULA_START.test(text) ? `'${text}` : text;
}

/** The text a person typed, from a cell we neutralised on the way out (for imports of exports). */
export function restoreNeutralised(text: string): string {
  return text.startsWith("'") && FORMULA_START.test(text.slice(1)) ? text.slice(1) : text;
}
