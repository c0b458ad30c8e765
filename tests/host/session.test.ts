import { describe, expect, it, vi } from 'vitest';
import {
  AUTO_LOGIN_MAX_AGE_MS,
  linkTokenChoice,
  linkTokenOf,
  withoutLinkToken,
  autoLoginDecision,
  destinationAfterLogin,
  layoutAddress,
  parseSystemList,
  passwordMatchesRule,
  passwordRule,
  pickSystem,
  readRemember,
  rememberAfterLogin,
  resolveToken,
} from '../../host/core/session';
import { createExpiryCountdown } from '../../host/core/loginExpiry';
import { readPrefs, recordVisit, toggleSubscribed, emptyPrefs } from '../../host/core/prefs';
import { readTheme, themeFolders, writeTheme } from '../../host/core/theme';
import { createMenuSearch } from '../../host/core/menuSearch';

const systems = parseSystemList(['hwyy||环卫运营', 'clgl||车辆管理']);

describe('the session rules', () => {
  it("reads systemList entries of the form 'id||name'", () => {
    expect(systems).toEqual([
      { id: 'hwyy', code: 'hwyy', name: '环卫运营' },
      { id: 'clgl', code: 'clgl', name: '车辆管理' },
    ]);
    expect(parseSystemList('x')).toEqual([]);
  });

  it('sends root straight to the layout, one system to the layout with its code, more to navigation', () => {
    expect(destinationAfterLogin('root', systems)).toEqual({ route: 'layout', system: systems[0] });
    expect(destinationAfterLogin('ops', systems.slice(1))).toEqual({ route: 'layout', system: systems[1] });
    expect(destinationAfterLogin('admin', systems)).toEqual({ route: 'navigation' });
    expect(layoutAddress(systems[1] ?? null)).toBe('/layout?systemCode=clgl&title=%E8%BD%A6%E8%BE%86%E7%AE%A1%E7%90%86');
  });

  it('falls back to the first system for an unknown system code', () => {
    expect(pickSystem(systems, 'nope')?.code).toBe('hwyy');
    expect(pickSystem(systems, 'clgl')?.code).toBe('clgl');
  });

  it('finds the token in systemInfo, then the URL token or access_token, then the access-token key', () => {
    const params = new URLSearchParams('access_token=url2');
    expect(resolveToken({ systemInfoToken: 'info', params, storedAccessToken: 'ls' })).toBe('info');
    expect(resolveToken({ systemInfoToken: '', params: new URLSearchParams('token=url1&access_token=url2'), storedAccessToken: 'ls' })).toBe('url1');
    expect(resolveToken({ systemInfoToken: null, params, storedAccessToken: 'ls' })).toBe('url2');
    expect(resolveToken({ systemInfoToken: null, params: new URLSearchParams(), storedAccessToken: 'ls' })).toBe('ls');
    expect(resolveToken({ systemInfoToken: null, params: new URLSearchParams(), storedAccessToken: null })).toBeNull();
  });

  it('reads the tenant password rule in either record shape and tests passwords against it', () => {
    const server = passwordRule([
      { parmKey: 'regex', parmCode: '^(?=.*[A-Za-z])(?=.*\\d)(?=.*\\W).{8,}$', parmName: '正则' },
      { parmKey: 'tip', parmCode: '密码至少8位', parmName: '提示' },
    ]);
    expect(server.tip).toBe('密码至少8位');
    expect(passwordMatchesRule('weak1234', server.regex)).toBe(false);
    expect(passwordMatchesRule('Admin@2026', server.regex)).toBe(true);
    expect(passwordRule([{ parmCode: 'regex', parmName: '^a' }]).regex).toBe('^a');
    expect(passwordMatchesRule('x', '([')).toBe(true);
  });

  it('turns auto-login off when the cached timestamp is older than 7 days', () => {
    const now = 2_000_000_000_000;
    const cache = { username: 'admin', rememberMe: true, autoLogin: true, timestamp: now - AUTO_LOGIN_MAX_AGE_MS + 1000, rememberToken: 'rt' };
    expect(autoLoginDecision(cache, now)).toBe('autoLogin');
    expect(autoLoginDecision({ ...cache, timestamp: now - AUTO_LOGIN_MAX_AGE_MS - 1 }, now)).toBe('expired');
    expect(autoLoginDecision({ ...cache, autoLogin: false }, now)).toBe('none');
    expect(autoLoginDecision(null, now)).toBe('none');
  });

  it('keeps a remember token, never a password, and keeps the first timestamp across auto-logins', () => {
    const first = rememberAfterLogin('admin', { rememberMe: true, autoLogin: true }, 'rt1', 100, null);
    expect(first).toEqual({ username: 'admin', rememberMe: true, autoLogin: true, timestamp: 100, rememberToken: 'rt1' });
    const again = rememberAfterLogin('admin', { rememberMe: true, autoLogin: true }, 'rt2', 500, first);
    expect(again?.timestamp).toBe(100);
    expect(again?.rememberToken).toBe('rt2');
    expect(rememberAfterLogin('admin', { rememberMe: true, autoLogin: false }, undefined, 1, null)).toEqual({ username: 'admin', rememberMe: true, autoLogin: false });
    expect(rememberAfterLogin('admin', { rememberMe: false, autoLogin: false }, undefined, 1, null)).toBeNull();
    expect(JSON.stringify(first)).not.toMatch(/password/i);
    expect(readRemember(JSON.stringify(first))).toEqual(first);
    expect(readRemember('{bad')).toBeNull();
  });
});

describe('the expired-login countdown', () => {
  it('counts 3, 2, 1 once a second, then goes to login, and rejects a second trigger meanwhile', () => {
    vi.useFakeTimers();
    const ticks: number[] = [];
    const done = vi.fn();
    const countdown = createExpiryCountdown({ onTick: (n) => ticks.push(n), onDone: done });
    expect(countdown.trigger()).toBe('started');
    expect(countdown.trigger()).toBe('running');
    vi.advanceTimersByTime(2000);
    expect(ticks).toEqual([3, 2, 1]);
    expect(done).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1000);
    expect(done).toHaveBeenCalledTimes(1);
    expect(countdown.running()).toBe(false);
    expect(countdown.trigger()).toBe('started');
    countdown.cancel();
    vi.useRealTimers();
  });
});

describe('the menu search', () => {
  it('trims, debounces, clears on empty text without a call, and ignores non-array answers', async () => {
    vi.useFakeTimers();
    const search = vi.fn(async (keyword: string) => (keyword === 'bad' ? { no: 1 } : [{ key: keyword, name: keyword, attributes: {} }]));
    const results: unknown[][] = [];
    const searcher = createMenuSearch({ search, onResults: (r) => results.push(r), delay: 300 });
    searcher.input('  车');
    searcher.input('  车辆 ');
    await vi.advanceTimersByTimeAsync(300);
    expect(search).toHaveBeenCalledTimes(1);
    expect(search).toHaveBeenCalledWith('车辆');
    expect(results.at(-1)).toHaveLength(1);
    searcher.input('   ');
    expect(results.at(-1)).toEqual([]);
    await vi.advanceTimersByTimeAsync(1000);
    expect(search).toHaveBeenCalledTimes(1);
    const before = results.length;
    searcher.input('bad');
    await vi.advanceTimersByTimeAsync(300);
    expect(results.length).toBe(before);
    vi.useRealTimers();
  });
});

describe('the remembered pages and the theme', () => {
  it('keeps subscribed pages, the ten most recent visits and pvuv counts', () => {
    let prefs = toggleSubscribed(emptyPrefs, { menuId: 'a', name: 'A' });
    expect(prefs.subscribed).toEqual([{ menuId: 'a', name: 'A' }]);
    expect(toggleSubscribed(prefs, { menuId: 'a', name: 'A' }).subscribed).toEqual([]);
    const day1 = new Date('2026-11-20T08:00:00Z');
    const day2 = new Date('2026-11-21T08:00:00Z');
    for (let i = 0; i < 12; i++) prefs = recordVisit(prefs, { menuId: `m${i}`, name: `M${i}` }, day1);
    prefs = recordVisit(prefs, { menuId: 'm3', name: 'M3' }, day1);
    prefs = recordVisit(prefs, { menuId: 'm3', name: 'M3' }, day2);
    expect(prefs.recent).toHaveLength(10);
    expect(prefs.recent[0]?.menuId).toBe('m3');
    expect(prefs.pvuv.m3).toEqual({ pv: 3, uv: 2, lastDay: '2026-11-21' });
    expect(readPrefs(JSON.stringify(prefs))).toEqual(prefs);
    expect(readPrefs('nope')).toEqual(emptyPrefs);
  });

  it("maps TechBlue to 'images'/'icon' and other themes to the classic-blue folders; ClassicBlue is the default", () => {
    expect(themeFolders('TechBlue')).toEqual({ images: 'images', icon: 'icon' });
    expect(themeFolders('OceanBlue')).toEqual({ images: 'ClassicBlueImages', icon: 'ClassicBlueIcon' });
    expect(readTheme(null)).toBe('ClassicBlue');
    expect(readTheme(writeTheme('OceanBlue'))).toBe('OceanBlue');
    expect(readTheme('"Pink"')).toBe('ClassicBlue');
  });
});

describe("a deep link's token", () => {
  it('is confirmed without a session, kept out with another session, and ignored when it is the session’s own', () => {
    expect(linkTokenChoice(null, 'mine')).toBe('none');
    expect(linkTokenChoice('theirs', null)).toBe('confirm');
    expect(linkTokenChoice('theirs', 'mine')).toBe('keepSession');
    expect(linkTokenChoice('mine', 'mine')).toBe('same');
  });

  it('is read from token, else access_token, and taken out of the parameters with access_token_ccx', () => {
    expect(linkTokenOf(new URLSearchParams('access_token=a&systemCode=x'))).toBe('a');
    expect(linkTokenOf(new URLSearchParams('token=t&access_token=a'))).toBe('t');
    expect(withoutLinkToken(new URLSearchParams('token=t&access_token=a&access_token_ccx=c&systemCode=x')).toString()).toBe('systemCode=x');
  });
});
