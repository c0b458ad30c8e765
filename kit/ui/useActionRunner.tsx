/**
 * Runs a definition's action (a call beside CRUD) as the list page offers it: on a row (`id`), on the
 * selection (`ids`) or on the list (toolbar); asks first (`prompt` values or a `confirm` question);
 * saves a file answer (`download`, sending the list's filters and sort) or shows the answer (`show`:
 * a message, a table, a detail or a chart dialog) and loads the list again.
 */
import { Space } from 'antd';
import Input from 'antd/es/input/Input';
import { useState } from 'react';
import type { ListModel, ListRow } from '../list';
import { encodeListQuery, type ActionDef, type ResourceDef } from '../resource';
import type { ActionAnswer } from './ActionResult';
import { answerFields } from './answerFields';
import { useKit } from './KitProvider';
import { useFeedback } from './feedback';

export function useActionRunner(def: ResourceDef, list: ListModel, onRowAction?: (name: string, row: ListRow) => boolean) {
  const kit = useKit();
  const { message, modal } = useFeedback();
  const [answer, setAnswer] = useState<ActionAnswer>(null);
  const api = kit.api(def);

  const ask = (action: ActionDef): Promise<Record<string, string> | null> => {
    if (action.prompt) {
      const values: Record<string, string> = {};
      return new Promise((resolve) =>
        modal.confirm({
          title: kit.t(action.label),
          content: (
            <Space direction="vertical" style={{ width: '100%' }}>
              {Object.entries(action.prompt!).map(([k, label]) => (
                <Input key={k} aria-label={kit.t(label)} placeholder={kit.t(label)} onChange={(e) => (values[k] = e.target.value)} />
              ))}
            </Space>
          ),
          onOk: () => resolve(values),
          onCancel: () => resolve(null),
        }),
      );
    }
    if (action.confirm) return new Promise((resolve) => modal.confirm({ title: kit.t(action.confirm!), onOk: () => resolve({}), onCancel: () => resolve(null) }));
    return Promise.resolve({});
  };

  const run = async (name: string, action: ActionDef, row: ListRow | null) => {
    if (row && onRowAction?.(name, row)) return;
    const data: Record<string, unknown> = row ? { id: row.id } : action.scope === 'selection' ? { ids: list.getState().selected } : {};
    const typed = await ask(action);
    if (!typed) return;
    Object.assign(data, typed);
    if (action.download) {
      const { pageNo: _n, pageSize: _s, ...wire } = encodeListQuery(def, list.request());
      await api.actionDownload(action, { ...data, ...wire }, () => undefined, `${kit.t(action.label)}.xlsx`).catch((e: Error) => message.error(e.message));
      return;
    }
    const result = await api.action<Record<string, unknown>>(action, data).catch(() => undefined);
    if (result === undefined) return;
    if (action.show === 'table' || action.show === 'detail' || action.show === 'chart') return setAnswer({ title: kit.t(action.label), show: action.show, data: result, fields: answerFields(kit.module, def, action), exact: typeof action.answer === 'object' });
    message.success(typeof result?.message === 'string' ? result.message : kit.t('kit.server.saved'));
    if (action.scope === 'selection') list.select([]);
    void list.load();
  };
  return { run, answer, closeAnswer: () => setAnswer(null) };
}
