// The spreadsheet text rule (kit/resource/cellText.ts): exported text that begins like a formula is
// written as text, and an import reads it back as it was.
import { describe, expect, it } from 'vitest';
import { fromSpreadsheetText, spreadsheetText } from '../../kit/resource';

describe('spreadsheet text', () => {
  it('prefixes text beginning with = + - @ tab or CR with an apostrophe and leaves other values alone', () => {
    expect(['=1+2', '+1', '-1', '@x', '\t=1', '\r=1'].map(spreadsheetText)).toEqual(["'=1+2", "'+1", "'-1", "'@x", "'\t=1", "'\r=1"]);
    expect([' =1', 'a=1', '', -1, 3.5, null, true].map(spreadsheetText)).toEqual([' =1', 'a=1', '', -1, 3.5, null, true]);
  });

  it('takes the apostrophe off on import only where the export put it', () => {
    for (const s of ['=1+2', '+1', '-1', '@x', '\t=1']) expect(fromSpreadsheetText(spreadsheetText(s))).toBe(s);
    expect(fromSpreadsheetText("'quoted")).toBe("'quoted");
  });
});
