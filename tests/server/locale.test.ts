import { describe, expect, it } from 'vitest';
import { localeOf } from '../../server/http/locale';

describe('the language a call asks for', () => {
  it('is en-US when Accept-Language prefers English, by q value then order', () => {
    expect(localeOf('en-US')).toBe('en-US');
    expect(localeOf('en-US,en;q=0.9')).toBe('en-US');
    expect(localeOf('zh-CN;q=0.5, en-GB;q=0.8')).toBe('en-US');
    expect(localeOf('fr-FR, en;q=0.7, zh;q=0.6')).toBe('en-US');
  });

  it('is zh-CN without a header, for Chinese first, for "*" and for languages the platform does not speak', () => {
    expect(localeOf(undefined)).toBe('zh-CN');
    expect(localeOf('')).toBe('zh-CN');
    expect(localeOf('*')).toBe('zh-CN');
    expect(localeOf('zh-CN,zh;q=0.9,en;q=0.8')).toBe('zh-CN');
    expect(localeOf('fr-FR,de;q=0.5')).toBe('zh-CN');
    expect(localeOf('en;q=0, zh-TW')).toBe('zh-CN');
  });
});
