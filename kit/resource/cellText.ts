/**
 * Spreadsheet text that no spreadsheet evaluates (CSV/formula injection): a text cell beginning with
 * `=`, `+`, `-`, `@`, a tab or a carriage return is written with a leading apostrophe, the mark
 * spreadsheets themselves use for "this is text". Exports, backups and CSV templates write every
 * text through {@link spreadsheetText}; an import reads it back through {@link fromSpreadsheetText},
 * so an exported file imports to the same values. Numbers, dates and booleans are not text and pass.
 *
 * @example
 *   spreadsheetText('=1+2')        // "'=1+2"
 *   spreadsheetText('\t=1+2')      // "'\t=1+2"
 *   fromSpreadsheetText("'=1+2")   // '=1+2'
 */

const TRIGGER = /^[=+\-@\t\r]/;

/** The value as a spreadsheet cell that is never a formula (strings only change). */
export function spreadsheetText<T>(value: T): T | string {
  return typeof value === 'string' && TRIGGER.test(value) ? `'${value}` : value;
}

/** An imported cell with the apostrophe {@link spreadsheetText} added taken off again. */
export function fromSpreadsheetText<T>(value: T): T | string {
  return typeof value === 'string' && value.startsWith("'") && TRIGGER.test(value.slice(1)) ? value.slice(1) : value;
}
