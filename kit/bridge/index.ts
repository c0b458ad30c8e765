/**
 * The module kit's bridge layer: one host connection per page (configured from /app-config.json), a
 * request client wired to it, and React hooks.
 */
export { loadAppConfig } from './appConfig';
export type { AppConfig } from './appConfig';
export { createBridgedRequestClient, getHostConnection } from './hostConnection';
export type { HostConnectionOptions } from './hostConnection';
export { ModuleBridgeProvider } from './ModuleBridgeProvider';
export type { ModuleBridgeState } from './ModuleBridgeProvider';
export { useCanClose, useModuleContext, useOverlay, useRefreshHandler } from './useModuleContext';
