// @vitest-environment jsdom
// The bridge's plain parts: the systemInfo codec, origin checks, contract versions, plain messages.
import { describe, expect, it } from 'vitest';
import {
  attachModule,
  BridgeError,
  checkAllowedOrigins,
  checkContractVersion,
  connectToHost,
  CONTRACT_VERSION,
  decodeSystemInfo,
  encodeSystemInfo,
  isBridgeError,
  isCompatibleContractVersion,
  parsePlainMessage,
} from '../../bridge';

describe('the systemInfo codec (JSON, UTF-8, base64 twice)', () => {
  it('round-trips, Chinese included, and exposes the token as access_token', () => {
    const encoded = encodeSystemInfo({ tenantId: '租户1', userId: 'u1', token: 'tok' });
    expect(decodeSystemInfo(encoded)).toEqual({ tenantId: '租户1', userId: 'u1', token: 'tok', access_token: 'tok' });
  });

  it('is base64 of base64 of the UTF-8 JSON text', () => {
    const encoded = encodeSystemInfo({ tenantId: 't', userId: 'u', token: 'x' });
    const once = Buffer.from(encoded, 'base64').toString('latin1');
    expect(JSON.parse(Buffer.from(once, 'base64').toString('utf8'))).toEqual({ tenantId: 't', userId: 'u', token: 'x', access_token: 'x' });
  });

  it('reads a value that has only access_token', () => {
    const once = Buffer.from(JSON.stringify({ tenantId: 't', userId: 'u', access_token: 'a' }), 'utf8').toString('base64');
    expect(decodeSystemInfo(Buffer.from(once).toString('base64')).token).toBe('a');
  });

  it('refuses what is not double-base64 JSON', () => {
    expect(() => decodeSystemInfo('not base64 at all!')).toThrow(BridgeError);
    try {
      decodeSystemInfo(btoa(btoa('[1')));
    } catch (error) {
      expect(isBridgeError(error, 'INVALID_SYSTEM_INFO')).toBe(true);
    }
  });
});

describe('allowed origins', () => {
  it("are required, and never '*'", () => {
    for (const bad of [undefined, [], ['*'], ['https://*.example.com'], ['example.com'], ['https://example.com/path']]) {
      expect(() => checkAllowedOrigins(bad as string[] | undefined, 'test')).toThrow(expect.objectContaining({ code: 'INVALID_ORIGINS' }));
    }
    expect(checkAllowedOrigins(['https://shell.example.com', 'http://127.0.0.1:8080/'], 'test')).toEqual(['https://shell.example.com', 'http://127.0.0.1:8080']);
  });

  it("attachModule and connectToHost refuse '*'", async () => {
    const iframe = document.createElement('iframe');
    document.body.append(iframe);
    expect(() => attachModule(iframe, { allowedOrigins: ['*'], methods: { getContext: () => ({}) as never } })).toThrow(
      expect.objectContaining({ code: 'INVALID_ORIGINS' }),
    );
    await expect(connectToHost({ allowedOrigins: ['*'] })).rejects.toMatchObject({ code: 'INVALID_ORIGINS' });
  });

  it('attachModule refuses an iframe that is not in a document', () => {
    expect(() => attachModule(document.createElement('iframe'), { allowedOrigins: ['https://a.example'], methods: { getContext: () => ({}) as never } })).toThrow(
      expect.objectContaining({ code: 'INVALID_ARGUMENT' }),
    );
  });
});

describe('contract versions', () => {
  it('a host accepts its own and the previous version only', () => {
    expect(checkContractVersion(5, 5)).toEqual({ accepted: true, contractVersion: 5 });
    expect(checkContractVersion(5, 4)).toEqual({ accepted: true, contractVersion: 5 });
    expect(checkContractVersion(5, 3)).toMatchObject({ accepted: false, reason: expect.stringContaining('this host accepts 5 and 4') });
    expect(checkContractVersion(5, 6)).toMatchObject({ accepted: false, reason: expect.stringContaining('newer than this host') });
    expect(checkContractVersion(1, 0)).toMatchObject({ accepted: false, reason: expect.stringContaining('this host accepts 1 (') });
    expect(checkContractVersion(2, 'x')).toMatchObject({ accepted: false });
    expect(isCompatibleContractVersion(CONTRACT_VERSION)).toBe(true);
  });
});

describe('plain messages', () => {
  it('reads openTab (menuId, uri or legacy url/name) and tokenInvalid, and nothing else', () => {
    expect(parsePlainMessage({ type: 'openTab', menuId: 'm1' })).toEqual({ type: 'openTab', request: { menuId: 'm1' } });
    expect(parsePlainMessage({ type: 'openTab', url: '/x', name: 'X', mode: 'window' })).toEqual({ type: 'openTab', request: { uri: '/x', title: 'X', mode: 'window' } });
    expect(parsePlainMessage({ type: 'tokenInvalid' })).toEqual({ type: 'tokenInvalid', reason: 'tokenInvalid message' });
    expect(parsePlainMessage({ type: 'openTab' })).toBeUndefined();
    expect(parsePlainMessage({ namespace: 'penpal', type: 'SYN' })).toBeUndefined();
    expect(parsePlainMessage('openTab')).toBeUndefined();
  });
});
