/**
 * Vite plugin: parts of antd a kit list page never or rarely uses are loaded the first time they are
 * used, not with every list page. antd imports them statically:
 * - the column filter dropdown (`hooks/useFilter/FilterDropdown`: Tree, Menu, Dropdown, Radio, Checkbox,
 *   search input), drawn only for a column with `filters` or `filterDropdown` (the kit's filters are
 *   its own form above the table);
 * - the selection column's `Dropdown` (drawn only with `rowSelection.selections`) and `Radio` (only
 *   with `rowSelection.type: 'radio'`);
 * - the table's pagination (with its page-size select): drawn below the rows, so it comes just after
 *   them, its place held meanwhile;
 * - the form's rule validator (`@rc-component/async-validator`), needed only when a field with rules
 *   is validated: a filter form has none, a record form validates on submit;
 * - a select's open list and the table's virtual body (for more than 200 rows), and the click wave;
 * - and, not deferred but left out, stylis' vendor prefixer (see STYLIS_UNPREFIXED).
 * Each is replaced, for those importers only, by a stand-in that loads the real module on first use:
 * components re-render when it arrives, showing meanwhile what the real one wraps (the column title,
 * the select-all checkbox); the validator's `validate` awaits the import (validation is asynchronous
 * already). Any other importer of these modules gets the real one, unchanged. What it saves is printed
 * by `npm run bench:pages` (docs/performance.md).
 */
import type { Plugin } from 'vite';
import { replaceImports, type Replacements } from './replaceImports';

/** importer (path end) → the sources replaced in it → the stand-in's name. */
export const REPLACED: Replacements = {
  '/antd/es/table/hooks/useFilter/index.js': { './FilterDropdown': 'filter-dropdown' },
  '/antd/es/table/hooks/useSelection.js': { '../../dropdown': 'dropdown', '../../radio': 'radio', '@rc-component/tree': 'tree-utils' },
  '/antd/es/table/InternalTable.js': { '../pagination': 'pagination', './RcTable/VirtualTable': 'virtual-table' },
  '/@rc-component/select/es/Select.js': { './OptionList': 'option-list' },
  '/@rc-component/form/es/utils/validateUtil.js': { '@rc-component/async-validator': 'async-validator' },
  '/antd/es/_util/wave/useWave.js': { './WaveEffect': 'wave-effect' },
  '/@ant-design/cssinjs/es/hooks/useStyleRegister.js': { stylis: 'stylis-unprefixed' },
};

/**
 * The selection's tree helpers from their own files: the package's index (through its util.js) also
 * brings the TreeNode component, which a table never draws. Same functions, nothing deferred.
 */
const TREE_UTILS = `export { conductCheck } from '@rc-component/tree/es/utils/conductUtil.js';
export { convertDataToEntities } from '@rc-component/tree/es/utils/treeUtil.js';
export function arrDel(list, value) {
  if (!list) return [];
  const clone = list.slice();
  const index = clone.indexOf(value);
  if (index >= 0) clone.splice(index, 1);
  return clone;
}
export function arrAdd(list, value) {
  const clone = (list || []).slice();
  if (clone.indexOf(value) === -1) clone.push(value);
  return clone;
}
`;

/** The validator's stand-in: the same class surface rc-form uses (warning, messages, validate). */
const VALIDATOR = `export default class LazyAsyncValidator {
  static warning = () => undefined;
  constructor(descriptor) {
    this.descriptor = descriptor;
    this.messageTable = undefined;
  }
  messages(table) {
    this.messageTable = table;
  }
  async validate(source, options) {
    const { default: Real } = await import('@rc-component/async-validator');
    Real.warning = LazyAsyncValidator.warning;
    const validator = new Real(this.descriptor);
    if (this.messageTable) validator.messages(this.messageTable);
    return validator.validate(source, options);
  }
}
`;

/**
 * The click wave of buttons and checkboxes, drawn after a click: the first click starts the download and
 * its wave shows when the module is there (a few milliseconds; a decoration, nothing waits for it).
 */
const WAVE_EFFECT = `let real = null;
export default function showWaveEffect(target, info) {
  if (real) return real(target, info);
  import('antd/es/_util/wave/WaveEffect.js').then((m) => {
    real = m.default;
    if (target.isConnected) real(target, info);
  }, () => undefined);
}
`;

/**
 * stylis without its vendor prefixer (~5 KB): antd's style register uses `prefixer` only under
 * cssinjs' `autoPrefix` (a StyleProvider option), which the suite never sets and should not need
 * (its browsers take unprefixed CSS). Setting it would fail loudly here rather than style wrongly.
 */
const STYLIS_UNPREFIXED = `export { compile, serialize, stringify } from 'stylis';
export function middleware(collection) {
  const length = collection.length;
  return (element, index, children, callback) => {
    let output = '';
    for (let i = 0; i < length; i++) output += collection[i](element, index, children, callback) || '';
    return output;
  };
}
export function prefixer() {
  throw new Error('cssinjs autoPrefix is not built in: scripts/vite/lazyAntdParts.ts leaves out the stylis prefixer');
}
`;

/** The real module of each stand-in, and what it shows until the real one is there. */
const STANDINS: Record<string, { real: string; fallback: string; extra?: string; early?: string }> = {
  'filter-dropdown': {
    real: 'antd/es/table/hooks/useFilter/FilterDropdown.js',
    fallback: 'props.children',
    // useFilter calls this pure helper while building columns, before any dropdown renders.
    extra: `export function flattenKeys(filters) {
  let keys = [];
  (filters || []).forEach(({ value, children }) => {
    keys.push(value);
    if (children) keys = keys.concat(flattenKeys(children));
  });
  return keys;
}`,
  },
  dropdown: { real: 'antd/es/dropdown/index.js', fallback: 'props.children ?? null' },
  radio: { real: 'antd/es/radio/index.js', fallback: 'null' },
  // Below the rows: its place is held (same class, so the same margins) while it comes.
  pagination: { real: 'antd/es/pagination/index.js', fallback: "createElement('div', { className: props.className, style: { minHeight: 32 }, 'aria-hidden': true })" },
  // Drawn only for a page of more than 200 rows (ResourceTable's VIRTUAL_THRESHOLD).
  'virtual-table': { real: 'antd/es/table/RcTable/VirtualTable.js', fallback: 'null' },
  // A select's open list (with the virtual list under it): fetched when the pointer first comes over a
  // select, or on the page's first press, key or focus, so it is usually there by the time a select
  // opens; until then an open popup is empty. BaseSelect reaches the list's keyboard handlers through
  // `listRef.current?.`, so keys before it are ignored.
  'option-list': { real: '@rc-component/select/es/OptionList.js', fallback: 'null', early: '.ant-select' },
};

function standIn(name: string): string {
  if (name === 'async-validator') return VALIDATOR;
  if (name === 'tree-utils') return TREE_UTILS;
  if (name === 'wave-effect') return WAVE_EFFECT;
  if (name === 'stylis-unprefixed') return STYLIS_UNPREFIXED;
  const s = STANDINS[name]!;
  // early: the pointer over a match of that selector, or the first press, key or focus anywhere on the
  // page, starts the download.
  const early = s.early
    ? `if (typeof document !== 'undefined') {
  const early = (event) => {
    if (event.type === 'pointerover' && !event.target.closest?.(${JSON.stringify(s.early)})) return;
    for (const type of ['pointerover', 'pointerdown', 'keydown', 'focusin']) document.removeEventListener(type, early, true);
    load().catch(() => undefined);
  };
  for (const type of ['pointerover', 'pointerdown', 'keydown', 'focusin']) document.addEventListener(type, early, true);
}`
    : '';
  // Not React.lazy: a component that suspends inside a shown tree is revealed no sooner than ~300 ms
  // after (React's fallback throttling), even when its module is already loaded. A state update on
  // arrival shows it at once, and a module loaded before the first render is drawn without waiting.
  return `import { createElement, useEffect, useState } from 'react';
let Real = null;
let pending = null;
const load = () => (pending ??= import(${JSON.stringify(s.real)}).then(
  (m) => (Real = m.default),
  (error) => {
    pending = null;
    throw error;
  },
));
${early}
export default function LazyStandIn(props) {
  const [failed, setFailed] = useState(null);
  const [, setArrived] = useState(Real !== null);
  useEffect(() => {
    // Arrived between this render and its effect (another instance or the early download): draw it.
    if (Real) {
      setArrived(true);
      return undefined;
    }
    let live = true;
    load().then(() => live && setArrived(true), (error) => live && setFailed(error));
    return () => {
      live = false;
    };
  }, []);
  if (failed) throw failed; // to the page's error boundary, as a failed lazy import would go
  return Real ? createElement(Real, props) : ${s.fallback};
}
${s.extra ?? ''}
`;
}

export function lazyAntdParts(): Plugin {
  return replaceImports('urbanops:lazy-antd-parts', REPLACED, standIn);
}
