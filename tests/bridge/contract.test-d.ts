// Type tests of the bridge contract (vitest typecheck runs tsc over tests/**/*.test-d.ts).
import { describe, expectTypeOf, it } from 'vitest';
import type { Methods } from 'penpal';
import { attachModule, connectToHost } from '../../bridge';
import type {
  BridgeErrorCode,
  HostConnection,
  HostHandlers,
  HostMethods,
  HostProxy,
  ModuleContext,
  ModuleHandle,
  ModuleMethods,
  ModuleProxy,
  ModuleStatus,
  OpenTabRequest,
} from '../../bridge';
import type { BridgeError } from '../../bridge';

describe('the bridge contract', () => {
  it('method maps satisfy penpal’s Methods (they are types, not interfaces)', () => {
    expectTypeOf<HostMethods>().toExtend<Methods>();
    expectTypeOf<ModuleMethods>().toExtend<Methods>();
  });

  it('gives a module the host methods the issue lists, every one returning a promise', () => {
    expectTypeOf<keyof HostProxy>().toEqualTypeOf<'getContext' | 'openTab' | 'tokenInvalid' | 'setTitle' | 'closeSelf' | 'setOverlay' | 'resize' | 'getPages' | 'shortcut'>();
    expectTypeOf<HostProxy['getContext']>().toEqualTypeOf<() => Promise<ModuleContext>>();
    expectTypeOf<HostProxy['openTab']>().parameter(0).toEqualTypeOf<OpenTabRequest>();
    expectTypeOf<HostProxy['setOverlay']>().toEqualTypeOf<(open: boolean) => Promise<void>>();
    expectTypeOf<HostProxy['resize']>().toEqualTypeOf<(height: number) => Promise<void>>();
  });

  it('gives a host the module methods, canClose answering a boolean', () => {
    expectTypeOf<ModuleProxy['canClose']>().toEqualTypeOf<() => Promise<boolean>>();
    expectTypeOf<ModuleProxy['contextChanged']>().toEqualTypeOf<(context: ModuleContext) => Promise<void>>();
    expectTypeOf<ModuleProxy['refresh']>().toEqualTypeOf<() => Promise<void>>();
  });

  it('opens a tab by menu id or by uri and title, optionally in a window', () => {
    expectTypeOf<{ menuId: 'a' }>().toExtend<OpenTabRequest>();
    expectTypeOf<{ uri: '/x'; title: 'X'; params: { a: 1 }; mode: 'window' }>().toExtend<OpenTabRequest>();
    expectTypeOf<{ uri: '/x' }>().not.toExtend<OpenTabRequest>();
    expectTypeOf<{ menuId: 'a'; mode: 'popup' }>().not.toExtend<OpenTabRequest>();
  });

  it('has the context fields the issue lists', () => {
    expectTypeOf<keyof ModuleContext>().toEqualTypeOf<
      'token' | 'tokenType' | 'tenantId' | 'userId' | 'userName' | 'systemCode' | 'systemTitle' | 'menuId' | 'locale' | 'theme'
    >();
    expectTypeOf<ModuleContext['locale']>().toEqualTypeOf<'zh-CN' | 'en-US'>();
    expectTypeOf<ModuleContext['theme']>().toEqualTypeOf<'ClassicBlue' | 'OceanBlue' | 'TechBlue'>();
  });

  it('a host must implement getContext; the rest is optional and may be async', () => {
    expectTypeOf<{ getContext: () => ModuleContext }>().toExtend<HostHandlers>();
    expectTypeOf<{ getContext: () => Promise<ModuleContext>; openTab: (r: OpenTabRequest) => Promise<void> }>().toExtend<HostHandlers>();
    expectTypeOf<{ openTab: (r: OpenTabRequest) => void }>().not.toExtend<HostHandlers>();
  });

  it('attachModule returns a handle with the module proxy, a status and destroy', () => {
    expectTypeOf<ReturnType<typeof attachModule>>().toEqualTypeOf<ModuleHandle>();
    expectTypeOf<ModuleHandle['module']>().toEqualTypeOf<ModuleProxy>();
    expectTypeOf<ModuleHandle['status']>().toEqualTypeOf<ModuleStatus>();
    expectTypeOf<ModuleStatus>().toEqualTypeOf<'connecting' | 'connected' | 'lost' | 'incompatible' | 'destroyed'>();
    expectTypeOf<ModuleHandle['destroy']>().toEqualTypeOf<() => void>();
    expectTypeOf(attachModule).parameter(1).toHaveProperty('allowedOrigins').toEqualTypeOf<readonly string[]>();
  });

  it('connectToHost requires allowedOrigins and resolves context and host', () => {
    expectTypeOf(connectToHost).parameter(0).toHaveProperty('allowedOrigins').toEqualTypeOf<readonly string[]>();
    expectTypeOf<ReturnType<typeof connectToHost>>().toEqualTypeOf<Promise<HostConnection>>();
    expectTypeOf<HostConnection['context']>().toEqualTypeOf<ModuleContext>();
    expectTypeOf<HostConnection['host']>().toEqualTypeOf<HostProxy>();
  });

  it('BridgeError carries a closed code union', () => {
    expectTypeOf<BridgeError['code']>().toEqualTypeOf<BridgeErrorCode>();
    expectTypeOf<'CALL_TIMEOUT'>().toExtend<BridgeErrorCode>();
    expectTypeOf<'SOMETHING'>().not.toExtend<BridgeErrorCode>();
  });
});
