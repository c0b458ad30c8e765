import { describe, expect, it } from 'vitest';
import { demoCrew } from '../../kit/people/demoCrew';
import { distanceMetres } from '../../kit/geo';
import { isRetired } from '../../kit/people/retirement';

const today = '2026-11-28';
const days = (a: string, b: string) => Math.round((Date.parse(b) - Date.parse(a)) / 86_400_000);

describe('the demo crew', () => {
  const hz = demoCrew(0, today);
  const xh = demoCrew(1, today);

  it('is a few hundred people for tenant 1 and about eighty for tenant 2, each 工号 unique', () => {
    expect(hz.length).toBeGreaterThanOrEqual(250);
    expect(xh.length).toBeGreaterThanOrEqual(60);
    expect(new Set(hz.map((p) => p.code)).size).toBe(hz.length);
    expect(hz[0]!.code).toBe('HJ1001');
    expect(xh[0]!.code).toBe('XH1001');
  });

  it('is the same on every call and every machine (deterministic)', () => {
    expect(demoCrew(0, today)).toEqual(hz);
    expect(JSON.stringify(demoCrew(1, today))).toBe(JSON.stringify(xh));
  });

  it('puts people past the retirement age on a labour service agreement, never a labour contract', () => {
    for (const p of [...hz, ...xh]) expect(p.relation === 'service', `${p.code} born ${p.birthDate}`).toBe(isRetired(p.birthDate, p.gender, p.post, today));
    expect(hz.some((p) => p.relation === 'service')).toBe(true);
    expect(hz.filter((p) => p.relation === 'dispatch').every((p) => p.dispatchCompany)).toBe(true);
  });

  it('has contracts ending at each reminder threshold, one ending today and one expired', () => {
    const left = hz.filter((p) => p.contractEnd).map((p) => days(today, p.contractEnd!));
    for (const d of [60, 30, 15, 7, 3, 0, -1]) expect(left).toContain(d);
    // Dispatched people among them, at the second round of thresholds (59, 29, 14, 6, 2 days) and expired.
    const dispatchedLeft = hz.filter((p) => p.contractEnd && p.relation === 'dispatch').map((p) => days(today, p.contractEnd!));
    for (const d of [59, 29, 14, 6, 2, -1]) expect(dispatchedLeft).toContain(d);
    for (const p of [...hz, ...xh]) {
      expect(p.contractStart <= today).toBe(true);
      expect(p.entryDate <= p.contractStart).toBe(true);
    }
  });

  it('gives every person a closed fence around a point on their road, about 300 × 120 m', () => {
    for (const p of hz.slice(0, 40)) {
      const f = p.area.fence;
      expect(f[0]).toEqual(f[f.length - 1]);
      expect(distanceMetres(f[0]!, f[1]!)).toBeGreaterThan(280);
      expect(distanceMetres(f[0]!, f[1]!)).toBeLessThan(320);
      expect(distanceMetres(f[1]!, f[2]!)).toBeGreaterThan(100);
      expect(distanceMetres(f[1]!, f[2]!)).toBeLessThan(140);
    }
  });

  it('has well-formed ID numbers (check digit) and badges for about one street cleaner in ten', () => {
    const weights = [7, 9, 10, 5, 8, 4, 2, 1, 6, 3, 7, 9, 10, 5, 8, 4, 2];
    for (const p of hz) {
      const sum = [...p.idCard.slice(0, 17)].reduce((s, c, i) => s + Number(c) * weights[i]!, 0);
      expect(p.idCard[17]).toBe('10X98765432'[sum % 11]);
      expect(Number(p.idCard[16]) % 2).toBe(p.gender === '男' ? 1 : 0);
    }
    const badges = hz.filter((p) => p.badge);
    expect(badges.length).toBeGreaterThanOrEqual(15);
    expect(badges.length).toBeLessThanOrEqual(40);
    expect(new Set(badges.map((p) => p.badge)).size).toBe(badges.length);
    expect(badges.every((p) => p.outdoor && p.post === 'cleaner')).toBe(true);
  });
});
