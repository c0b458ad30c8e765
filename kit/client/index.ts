/** The browser engine's framework-free core: resource calls, cached loaders, column settings, escaping, scaling. */
export { resourceApi, callWith, downloadWithProgress } from './resourceApi';
/** The token headers of a direct `fetch` (uploads, streamed exports): the request entry's one builder. */
export { authHeaders } from '../request';
export type { ResourceApiClient, ImportAnswer } from './resourceApi';
export { createLoaders, ttlCache, toTree, LOADER_TTL, TREE_CALLS } from './loaders';
export type { Loaders, OptionSource, TreeNode } from './loaders';
export { defaultPrefs, loadPrefs, savePrefs, visibleColumns, move, toggle, pin, prefsKey } from './columnPrefs';
export type { ColumnPrefs, ColumnDefault, Density, Pin } from './columnPrefs';
export { escapeHtml } from './escape';
export { scaleOf, px, boardFit, watchScale, DESIGN_WIDTH, RESIZE_SETTLE_MS, BOARD_SIZE } from './scale';
export { optionsFromRows, optionTree, isTreeOptions } from './rowOptions';
export type { OptionNode } from './rowOptions';
export { resourceTree, filterTree, treeIds } from './trees';
export { loadFunctions, moduleFunctionCodes, HAS_FUNCTIONS_CALL } from './functions';
