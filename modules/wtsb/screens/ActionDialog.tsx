/**
 * The dialog of one lifecycle action: only the inputs that action takes (handler and time limit for
 * sending an order, result for progress and review, hours for a delay, photos where the handler shows
 * the work), a remark with the useful expressions for that action, and the call. The server decides
 * again; a refusal is shown as its message.
 */
import { UploadOutlined } from '@ant-design/icons';
import { Button, Form, Input, InputNumber, Modal, Radio, Select, Space, Tag, TreeSelect, Upload } from 'antd';
import { useEffect, useState } from 'react';
import { commonApi, problemApi } from '../api';
import type { ProblemAction } from '../lifecycle';
import { usefulExpression } from '../resources/usefulExpression';
import { useLoad, useWtsb, type Page, type Row } from './useWtsb';

/** The call of each action. */
export const ACTION_CALLS: Record<Exclude<ProblemAction, 'report' | 'edit'>, string> = {
  sign: problemApi.sign,
  reportCommandCenter: problemApi.reportCommandCenter,
  returnCommandCenter: problemApi.returnCommandCenter,
  sendOrder: problemApi.sendOrder,
  refuse: problemApi.refuse,
  reportProgress: problemApi.reportProgress,
  delayApply: problemApi.delayApply,
  review: problemApi.review,
  setRead: problemApi.setRead,
  delete: problemApi.remove,
};

/** The call of an action; editing a reported case saves it again (saveProblemInfo with its id). */
const callOf = (a: ProblemAction): string => (a === 'edit' || a === 'report' ? problemApi.save : ACTION_CALLS[a]);

/** Actions whose remark the server requires (review: when it fails). */
const REMARK_REQUIRED: ProblemAction[] = ['refuse', 'reportProgress', 'delayApply', 'reportCommandCenter', 'returnCommandCenter'];
const WITH_PHOTOS: ProblemAction[] = ['reportProgress', 'review'];

type StaffNode = { key: string; title: string; type: string; userId?: string; children: StaffNode[] };

export function ActionDialog(props: { problem: Row; action: ProblemAction | null; outcomes: string[]; onClose: () => void; onDone: () => void }) {
  const { t, call, upload, message } = useWtsb();
  const [form] = Form.useForm();
  const [files, setFiles] = useState<File[]>([]);
  const [busy, setBusy] = useState(false);
  const action = props.action;
  const open = action !== null;
  const id = props.problem.id as number;
  const { description, address } = props.problem;
  const expressions = useLoad<Page>(String(usefulExpression.api.list), { pageSize: 100, orderField: 'sort', orderType: 'asc' }, open);
  const staff = useLoad<StaffNode[]>(commonApi.staffTree, {}, open && action === 'sendOrder');
  const hours = useLoad<{ options: number[]; typeHours: number }>(problemApi.handleHour, { id }, open && action === 'sendOrder');
  const [suggested, setSuggested] = useState<Row | null>(null);

  useEffect(() => {
    if (!open) return;
    form.resetFields();
    setFiles([]);
    if (props.outcomes.length) form.setFieldValue('result', props.outcomes[0]);
    if (action === 'edit') form.setFieldsValue({ description, address });
    if (action === 'sendOrder') {
      void call<Row | null>(problemApi.defaultHandler, { id }, 'silent').then((d) => {
        setSuggested(d);
        if (d?.handlerUserId) form.setFieldsValue({ handlerUserId: d.handlerUserId });
        if (d?.handleHours) form.setFieldsValue({ handleHours: d.handleHours });
      }, () => undefined);
    }
  }, [open, action, id, props.outcomes, form, call, description, address]);

  if (!action) return null;
  const label = t(`wtsb.enum.problemAction.${action}`);
  const phrases = (expressions.data?.records ?? []).filter((e) => e.useFor === action || e.useFor === 'all');
  const staffTree = (nodes: StaffNode[]): object[] =>
    nodes.map((n) => ({ value: n.type === 'staff' ? n.userId : n.key, title: n.title, selectable: n.type === 'staff', children: staffTree(n.children) }));

  const submit = async () => {
    const v = (await form.validateFields()) as Record<string, unknown>;
    const result = String(v.result ?? '');
    if (action === 'review' && result === 'fail' && !v.remark) return form.setFields([{ name: 'remark', errors: [t('wtsb.refused.remark', { action: label })] }]);
    setBusy(true);
    try {
      let answer: Row & { message?: string };
      if (files.length) {
        const data = new FormData();
        data.append('id', String(id));
        for (const [k, value] of Object.entries(v)) if (value !== undefined && value !== null && value !== '') data.append(k, String(value));
        for (const f of files) data.append('file', f, f.name);
        answer = await upload(callOf(action), data);
      } else answer = await call(callOf(action), { id, ...v });
      message.success(String(answer.message ?? t('kit.server.saved')));
      props.onDone();
    } catch {
      // the message is shown by the client
    } finally {
      setBusy(false);
    }
  };

  return (
    <Modal open title={`${label} · ${String(props.problem.problemNo)}`} onCancel={props.onClose} onOk={() => void submit()} confirmLoading={busy} okText={label} destroyOnHidden>
      <Form form={form} layout="vertical">
        {props.outcomes.length > 0 && (
          <Form.Item name="result" label={t('wtsb.dialog.result')} rules={[{ required: true }]}>
            <Radio.Group options={props.outcomes.map((o) => ({ value: o, label: t(`wtsb.outcome.${o}`) }))} optionType="button" />
          </Form.Item>
        )}
        {action === 'sendOrder' && (
          <>
            <Form.Item
              name="handlerUserId"
              label={t('wtsb.problem.handlerName')}
              rules={[{ required: true, message: t('wtsb.refused.handler') }]}
              extra={suggested?.handlerName ? t('wtsb.dialog.suggested', { name: String(suggested.handlerName), area: String(suggested.areaName) }) : undefined}
            >
              <TreeSelect treeData={staffTree(staff.data ?? [])} treeDefaultExpandAll showSearch treeNodeFilterProp="title" aria-label={t('wtsb.problem.handlerName')} />
            </Form.Item>
            <Form.Item name="handleHours" label={t('wtsb.problem.handleHours')} extra={hours.data ? t('wtsb.dialog.typeHours', { hours: hours.data.typeHours }) : undefined}>
              <Select options={(hours.data?.options ?? []).map((h) => ({ value: h, label: `${h} ${t('wtsb.unit.hour')}` }))} allowClear />
            </Form.Item>
          </>
        )}
        {action === 'delayApply' && (
          <Form.Item name="delayHours" label={t('wtsb.problemDelay.applyHours')} rules={[{ required: true, type: 'integer', min: 1, max: 720, message: t('wtsb.refused.hours', { label: t('wtsb.problemDelay.applyHours') }) }]}>
            <InputNumber min={1} max={720} precision={0} addonAfter={t('wtsb.unit.hour')} />
          </Form.Item>
        )}
        {action === 'delete' && <p>{t('wtsb.dialog.deleteWarning')}</p>}
        {action === 'edit' && (
          <>
            <Form.Item name="description" label={t('wtsb.problem.description')} rules={[{ required: true, min: 4, max: 500, message: t('wtsb.report.descriptionRule') }]}>
              <Input.TextArea rows={3} maxLength={500} />
            </Form.Item>
            <Form.Item name="address" label={t('wtsb.problem.address')} rules={[{ required: true, max: 120 }]}>
              <Input maxLength={120} />
            </Form.Item>
          </>
        )}
        <Form.Item
          name="remark"
          label={t('wtsb.dialog.remark')}
          rules={REMARK_REQUIRED.includes(action) ? [{ required: true, message: t('wtsb.refused.remark', { action: label }) }] : []}
        >
          <Input.TextArea rows={3} maxLength={500} showCount />
        </Form.Item>
        {phrases.length > 0 && (
          <Space wrap style={{ marginTop: -8, marginBottom: 12 }}>
            <span>{t('wtsb.dialog.phrases')}</span>
            {phrases.map((e) => (
              <Tag key={String(e.id)} style={{ cursor: 'pointer' }} onClick={() => form.setFieldValue('remark', e.content)}>
                {String(e.content)}
              </Tag>
            ))}
          </Space>
        )}
        {WITH_PHOTOS.includes(action) && (
          <Form.Item label={t('wtsb.report.photos')}>
            <Upload accept="image/png,image/jpeg,image/webp,image/gif" multiple beforeUpload={(f) => (setFiles((x) => [...x, f]), false)} onRemove={(f) => setFiles((x) => x.filter((y) => y.name !== f.name))}>
              <Button icon={<UploadOutlined />}>{t('wtsb.report.addPhoto')}</Button>
            </Upload>
          </Form.Item>
        )}
      </Form>
    </Modal>
  );
}
