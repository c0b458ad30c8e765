/**
 * The crew's shifts (kit/people/demoCrew.ts `shift`) as spans of time on a work date: a span whose off
 * time is not after its on time ends the next day, so a 22:00–06:00 night is one day's work, of the
 * date it starts on. Rest windows ('HH:mm-HH:mm', comma-separated) are laid on every calendar day a
 * shift touches.
 */
import { addDays, chinaAt, HOUR } from './time';

export type ShiftCode = 'D' | 'Z' | 'N' | 'S';
export type Span = { from: number; to: number };

/** 早班 05:00–13:00, 白班 08:30–17:30, 夜班 22:00–06:00, 两头班 05:00–09:00 + 14:00–18:00. */
export const SHIFT_PAIRS: Record<ShiftCode, [string, string][]> = {
  D: [['05:00', '13:00']],
  Z: [['08:30', '17:30']],
  N: [['22:00', '06:00']],
  S: [['05:00', '09:00'], ['14:00', '18:00']],
};

export const SHIFT_CODES = Object.keys(SHIFT_PAIRS) as ShiftCode[];

/** The spans of a shift on a work date (an off time at or before the on time: the next day). */
export function shiftSpans(shift: ShiftCode, date: string): Span[] {
  return SHIFT_PAIRS[shift].map(([on, off]) => {
    const from = chinaAt(date, on);
    const to = off > on ? chinaAt(date, off) : chinaAt(date, off, 1);
    return { from, to };
  });
}

/** Hours of a shift (its spans added). */
export const shiftHours = (shift: ShiftCode) => shiftSpans(shift, '2026-01-05').reduce((a, s) => a + (s.to - s.from) / HOUR, 0);

const WINDOW = /^([01]\d|2[0-3]):[0-5]\d-([01]\d|2[0-3]):[0-5]\d$/;

/** Whether a text of rest windows is well formed ('11:30-12:30,02:00-02:30'; empty: none). */
export const restWindowsValid = (text: string | null | undefined) => !text || text.split(',').every((w) => WINDOW.test(w.trim()));

/**
 * The rest windows of `text` laid on the calendar days of the spans (the work date and the next, so a
 * 02:00 break belongs to the night that started the evening before). A window past midnight ends the next day.
 */
export function restSpans(text: string | null | undefined, date: string): Span[] {
  if (!text) return [];
  const out: Span[] = [];
  for (const w of text.split(',').map((x) => x.trim()).filter(Boolean)) {
    const [on, off] = w.split('-') as [string, string];
    for (const d of [date, addDays(date, 1)]) out.push({ from: chinaAt(d, on), to: off > on ? chinaAt(d, off) : chinaAt(d, off, 1) });
  }
  return out;
}
