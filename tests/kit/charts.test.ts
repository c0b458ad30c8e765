import { describe, expect, it } from 'vitest';
import { categoryLabel } from '../../kit/charts';
import { catalogueFromPairs, translator } from '../../kit/i18n/catalogue';

const t = translator('en-US', catalogueFromPairs({ 'kit.test.diesel': ['柴油', 'Diesel'] }));

describe('category axis labels of the series chart', () => {
  it('drops the year of a date and keeps the rest of a date-time', () => {
    expect(categoryLabel('2026-11-22', t)).toBe('11-22');
    expect(categoryLabel('2026-11-22 08:00', t)).toBe('11-22 08:00');
  });

  it('shows a plate, a name or a month whole, never cut', () => {
    expect(categoryLabel('苏A·D1234', t)).toBe('苏A·D1234');
    expect(categoryLabel('玄武区清运一队', t)).toBe('玄武区清运一队');
    expect(categoryLabel('2026-11', t)).toBe('2026-11');
  });

  it('translates a category that is a catalogue key', () => {
    expect(categoryLabel('kit.test.diesel', t)).toBe('Diesel');
  });
});
