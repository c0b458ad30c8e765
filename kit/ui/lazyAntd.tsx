/**
 * antd components a list page rarely shows, loaded when first rendered: the result panels (error, 404,
 * with their large illustrations), number inputs, switches, tree selects, progress bars, the tabs
 * (with their counts) of the lists that have views, the rows' 更多 menus and the export's dialog. Each wraps
 * the antd component in its own Suspense boundary, so the rest of the page (the first rows) never waits
 * for it; while its code arrives it shows `fallback` (nothing by default).
 *
 * @example
 *   <LazyResult status="warning" title={t('kit.loadError')} />
 *   <LazyInputNumber fallback={<Input disabled />} min={0} value={v} onChange={set} />
 */
import type { BadgeProps, DropdownProps, InputNumberProps, ModalProps, ProgressProps, ResultProps, SwitchProps, TabsProps, TreeSelectProps } from 'antd';
import type { TextAreaProps } from 'antd/es/input/TextArea';
import { lazy, Suspense, type ComponentType, type ReactNode } from 'react';
import { useAfterFirstData } from './firstData';

type Fallback = { fallback?: ReactNode };

/* @__NO_SIDE_EFFECTS__ */
function deferred<P extends object>(load: () => Promise<{ default: ComponentType<P> }>) {
  const Lazy = lazy(load) as unknown as ComponentType<P>;
  return function Deferred(props: P & Fallback) {
    const { fallback = null, ...rest } = props;
    return (
      <Suspense fallback={fallback}>
        <Lazy {...(rest as P)} />
      </Suspense>
    );
  };
}

/**
 * `deferred`, mounted only after the page's first data is drawn (firstData.ts): for what a list page
 * shows beside its rows but nobody needs to read them. Until then, and while its code arrives, `fallback`.
 */
/* @__NO_SIDE_EFFECTS__ */
function afterFirstData<P extends object>(load: () => Promise<{ default: ComponentType<P> }>) {
  const Deferred = deferred(load);
  return function AfterFirstData(props: P & Fallback) {
    const ready = useAfterFirstData();
    return ready ? <Deferred {...props} /> : <>{props.fallback ?? null}</>;
  };
}

export const LazyResult = deferred<ResultProps>(() => import('antd/es/result'));
export const LazyInputNumber = deferred<InputNumberProps<number>>(() => import('antd/es/input-number'));
export const LazySwitch = deferred<SwitchProps>(() => import('antd/es/switch'));
export const LazyTreeSelect = deferred<TreeSelectProps>(() => import('antd/es/tree-select'));
export const LazyProgress = deferred<ProgressProps>(() => import('antd/es/progress'));
export const LazyTabs = deferred<TabsProps>(() => import('antd/es/tabs'));
/** A list's view tabs: after the first rows (the fallback shows their labels). */
export const ListTabsAfterData = afterFirstData<TabsProps>(() => import('antd/es/tabs'));
/** A tree choice of a list's filter: after the first rows (the fallback is a plain select showing the value). */
export const TreeSelectAfterData = afterFirstData<TreeSelectProps>(() => import('antd/es/tree-select'));
export const LazyBadge = deferred<BadgeProps>(() => import('antd/es/badge'));
/** A row's 更多 menu: its code (menu, dropdown) comes after the first rows are painted; `fallback` is the trigger button. */
export const LazyDropdown = afterFirstData<DropdownProps>(() => import('antd/es/dropdown'));
/** A dialog a list opens on an action (the export's progress). */
/** A multi-line text field (record forms). */
export const LazyTextArea = deferred<TextAreaProps>(() => import('antd/es/input/TextArea'));
export const LazyModal = deferred<ModalProps>(() => import('antd/es/modal'));
