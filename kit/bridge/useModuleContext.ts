/**
 * Hooks of module pages over {@link ModuleBridgeProvider}.
 */
import { useContext, useEffect, useRef } from 'react';
import { ModuleBridgeContext, type ModuleBridgeState } from './ModuleBridgeProvider';

/**
 * The bridge state: `status`, the host's `context` (token, user, system, locale, theme), the `connection`
 * (its `host` has openTab, setTitle, closeSelf, setOverlay, ...) and the bridged `request` client.
 *
 * @example
 *   const { status, context, connection } = useModuleContext();
 *   if (status === 'connected') connection.host.openTab({ menuId: 'clgl.cars' });
 */
export function useModuleContext(): ModuleBridgeState {
  return useContext(ModuleBridgeContext);
}

/**
 * Registers the module's answer to the host's "can this tab close?" (false while there is unsaved input).
 *
 * @example
 *   useCanClose(() => !form.isFieldsTouched());
 */
export function useCanClose(canClose: () => boolean | Promise<boolean>): void {
  const { connection } = useModuleContext();
  const ref = useRef(canClose);
  useEffect(() => {
    ref.current = canClose;
  });
  useEffect(() => {
    if (!connection) return;
    connection.setHandlers({ canClose: () => ref.current() });
    return () => connection.setHandlers({ canClose: () => true });
  }, [connection]);
}

/** Registers what the host's refresh action does (default: reload the page). */
export function useRefreshHandler(refresh: () => void | Promise<void>): void {
  const { connection } = useModuleContext();
  const ref = useRef(refresh);
  useEffect(() => {
    ref.current = refresh;
  });
  useEffect(() => {
    if (!connection) return;
    connection.setHandlers({ refresh: () => ref.current() });
    return () => connection.setHandlers({ refresh: () => window.location.reload() });
  }, [connection]);
}

/**
 * Tells the host while a modal is open, so it dims its own chrome and the modal reads as covering the page.
 *
 * @example
 *   useOverlay(modalOpen);
 */
export function useOverlay(open: boolean): void {
  const { connection } = useModuleContext();
  useEffect(() => {
    if (!connection || !open) return;
    void connection.host.setOverlay(true).catch(() => undefined);
    return () => void connection.host.setOverlay(false).catch(() => undefined);
  }, [connection, open]);
}
