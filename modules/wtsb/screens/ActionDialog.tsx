/**
 * The dialog of one lifecycle action: the kit's workflow dialog (outcome, remark with the rules of
 * the problem's workflow, phrases) with the area's own inputs — the handler and time limit for
 * sending an order (the area's default handler suggested), hours for a delay, the description for an
 * edit, photos where the handler shows the work (sent as a multipart form with the action). The
 * server decides again; a refusal is shown as its message.
 */
import { UploadOutlined } from '@ant-design/icons';
import { Button, Form, Input, InputNumber, Select, TreeSelect, Upload } from 'antd';
import { useEffect, useState } from 'react';
import { WorkflowDialog } from '../../../kit/ui';
import { commonApi, problemApi } from '../api';
import { problemFlow, type ProblemAction } from '../lifecycle';
import { problem } from '../resources/problem';
import { usefulExpression } from '../resources/usefulExpression';
import { useLoad, useWtsb, type Page, type Row } from './useWtsb';

/** The call of an action; editing a reported case saves it again (saveProblemInfo with its id). */
const callOf = (a: ProblemAction): string => (a === 'edit' || a === 'report' ? problemApi.save : String(problemFlow.calls?.[a] ?? problemApi.save));

const WITH_PHOTOS: ProblemAction[] = ['reportProgress', 'review'];

type StaffNode = { key: string; title: string; type: string; userId?: string; children: StaffNode[] };

export function ActionDialog(props: { problem: Row; action: ProblemAction | null; outcomes: string[]; onClose: () => void; onDone: () => void }) {
  const { t, call, upload } = useWtsb();
  const [form] = Form.useForm();
  const [files, setFiles] = useState<File[]>([]);
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
    setFiles([]);
    if (action === 'sendOrder') {
      void call<Row | null>(problemApi.defaultHandler, { id }, 'silent').then((d) => {
        setSuggested(d);
        if (d?.handlerUserId) form.setFieldsValue({ handlerUserId: d.handlerUserId });
        if (d?.handleHours) form.setFieldsValue({ handleHours: d.handleHours });
      }, () => undefined);
    }
  }, [open, action, id, form, call]);

  if (!action) return null;
  const phrases = (expressions.data?.records ?? []).filter((e) => e.useFor === action || e.useFor === 'all').map((e) => String(e.content));
  const staffTree = (nodes: StaffNode[]): object[] =>
    nodes.map((n) => ({ value: n.type === 'staff' ? n.userId : n.key, title: n.title, selectable: n.type === 'staff', children: staffTree(n.children) }));

  /** With photos the action goes as a multipart form; otherwise as the usual call. */
  const send = async (values: Row): Promise<Row> => {
    if (!files.length) return call<Row>(callOf(action), values);
    const data = new FormData();
    for (const [k, value] of Object.entries(values)) if (value !== undefined && value !== null && value !== '') data.append(k, String(value));
    for (const f of files) data.append('file', f, f.name);
    return upload<Row>(callOf(action), data);
  };

  return (
    <WorkflowDialog
      def={problem}
      record={props.problem}
      action={action}
      outcomes={props.outcomes}
      onClose={props.onClose}
      onDone={props.onDone}
      phrases={phrases}
      form={form}
      send={send}
      initialValues={action === 'edit' ? { description, address } : undefined}
    >
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
      {WITH_PHOTOS.includes(action) && (
        <Form.Item label={t('wtsb.report.photos')}>
          <Upload accept="image/png,image/jpeg,image/webp,image/gif" multiple beforeUpload={(f) => (setFiles((x) => [...x, f]), false)} onRemove={(f) => setFiles((x) => x.filter((y) => y.name !== f.name))}>
            <Button icon={<UploadOutlined />}>{t('wtsb.report.addPhoto')}</Button>
          </Upload>
        </Form.Item>
      )}
    </WorkflowDialog>
  );
}
