/**
 * The UrbanOps bridge: the typed host↔module contract on penpal 7. See README.md.
 */
export { CONTRACT_VERSION, CONTEXT_QUERY_PARAMETERS, TOKEN_QUERY_PARAMETERS, STORAGE_KEYS } from './contract';
export type {
  Handlers,
  HostHello,
  HostMethods,
  HostProxy,
  HostShortcut,
  Locale,
  MaybePromise,
  ModuleContext,
  ModuleHello,
  ModuleMethods,
  ModuleProxy,
  OpenMenuTabRequest,
  OpenMode,
  OpenTabRequest,
  OpenUriTabRequest,
  PageEntry,
  PlainMessage,
  PlainOpenTabMessage,
  PlainTokenInvalidMessage,
  Remote,
  SystemInfo,
  Theme,
  UserPages,
} from './contract';
export { BridgeError, BridgeErrorCode, isBridgeError } from './errors';
export { attachModule } from './host';
export type { AttachModuleOptions, HostHandlers, ModuleHandle, ModuleStatus } from './host';
export { connectToHost, preloadHostConnection, shortcutOf } from './module';
export type { ConnectionMode, ConnectToHostOptions, HostConnection, ModuleHandlers } from './module';
export { checkAllowedOrigins } from './origins';
export { parsePlainMessage } from './plainMessages';
export type { ParsedPlainMessage } from './plainMessages';
export { EMPTY_CONTEXT, hideTokenFromAddress, readOwnContext } from './standalone';
export { decodeSystemInfo, encodeSystemInfo, readSystemInfo } from './systemInfo';
export { checkContractVersion, isCompatibleContractVersion } from './version';
