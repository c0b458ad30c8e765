/**
 * The React side of the bridge for module pages: connects once, then gives every component the context,
 * the host's methods and the module's request client.
 */
import { createContext, useEffect, useState, type ReactNode } from 'react';
import type { HostConnection, ModuleContext } from '../../bridge';
import type { RequestClient, RequestClientOptions } from '../request';
import { createBridgedRequestClient, getHostConnection, type HostConnectionOptions } from './hostConnection';

/** What {@link useModuleContext} gives. */
export type ModuleBridgeState =
  | { status: 'connecting'; context: undefined; connection: undefined; request: undefined; error: undefined }
  | { status: 'connected'; context: ModuleContext; connection: HostConnection; request: RequestClient; error: undefined }
  | { status: 'failed'; context: undefined; connection: undefined; request: undefined; error: unknown };

const connecting: ModuleBridgeState = { status: 'connecting', context: undefined, connection: undefined, request: undefined, error: undefined };

/** @internal the provider's React context; use {@link useModuleContext}. */
export const ModuleBridgeContext = createContext<ModuleBridgeState>(connecting);

/**
 * Connects the module page to its host and provides the result.
 *
 * @example
 *   createRoot(root).render(<ModuleBridgeProvider><App /></ModuleBridgeProvider>);
 */
export function ModuleBridgeProvider(props: { children: ReactNode; options?: HostConnectionOptions; request?: RequestClientOptions }) {
  const [state, setState] = useState<ModuleBridgeState>(connecting);
  const { options, request } = props;
  useEffect(() => {
    let live = true;
    let unsubscribe: (() => void) | undefined;
    getHostConnection(options).then(
      (connection) => {
        if (!live) return;
        const client = createBridgedRequestClient(connection, request);
        setState({ status: 'connected', context: connection.context, connection, request: client, error: undefined });
        unsubscribe = connection.onContextChange((context) => setState((s) => (s.status === 'connected' ? { ...s, context } : s)));
      },
      (error: unknown) => live && setState({ status: 'failed', context: undefined, connection: undefined, request: undefined, error }),
    );
    return () => {
      live = false;
      unsubscribe?.();
    };
    // The connection is per page: options are read once.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
  return <ModuleBridgeContext.Provider value={state}>{props.children}</ModuleBridgeContext.Provider>;
}
