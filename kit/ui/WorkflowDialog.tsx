/**
 * The dialog of one workflow action: the outcome (pass / reject …) where the action has several, the
 * action's declared values, a module's own inputs (`children`), the remark — required as the
 * definition says, for some outcomes only (a rejection's reason) — with ready-made phrases, and
 * attachments uploaded to the file service where the action takes them. It sends the action's call
 * (or the module's `send`); the server decides again and a refusal is shown as its message.
 *
 * @example
 *   <WorkflowDialog def={repairOrder} record={order} action="audit" outcomes={['pass', 'reject']} onClose={…} onDone={…} />
 */
import { Form, Input, Modal, Radio, Space, Tag, type FormInstance } from 'antd';
import { useEffect, useState, type ReactNode } from 'react';
import { callWith } from '../client';
import { actionInput, displayField, fieldList, parseCall, remarkRequired, workflowLabel, type FieldDef, type ResourceDef } from '../resource';
import { FieldInput } from './FieldInput';
import { FileField } from './FileField';
import { useKit } from './KitProvider';
import { useFeedback } from './feedback';

type Row = Record<string, unknown>;

export type WorkflowDialogProps = {
  def: ResourceDef;
  record: Row;
  /** The action to take; null keeps the dialog closed. */
  action: string | null;
  outcomes: string[];
  onClose: () => void;
  /** Called with the server's answer once the action is taken. */
  onDone: (answer: Row) => void;
  /** The module's own inputs of this action (inside the form, above the remark). */
  children?: ReactNode;
  /** Ready-made remarks offered as tags. */
  phrases?: string[];
  /** Values the form starts with (a suggested handler …). */
  initialValues?: Row;
  /** Sends the action instead of the workflow's call (a multipart upload, another call); resolves the answer. */
  send?: (values: Row) => Promise<Row>;
  /** The dialog's form, when the module's inputs set values themselves (a suggestion loaded later). */
  form?: FormInstance;
};

export function WorkflowDialog(props: WorkflowDialogProps) {
  const { def, record, action, outcomes } = props;
  const kit = useKit();
  const { message } = useFeedback();
  const [own] = Form.useForm();
  const form = props.form ?? own;
  const [busy, setBusy] = useState(false);
  const flow = def.workflow!;
  const open = action !== null;
  const outcome = Form.useWatch('result', form) as string | undefined;

  useEffect(() => {
    if (!open) return;
    form.resetFields();
    form.setFieldsValue({ ...(outcomes.length ? { result: outcomes[0] } : {}), ...props.initialValues });
    // eslint-disable-next-line react-hooks/exhaustive-deps -- reset when the dialog opens for an action
  }, [open, action, record.id]);

  if (!action) return null;
  const t = kit.t;
  const label = t(workflowLabel(flow, 'action', action));
  const rule = actionInput(flow, action);
  const fields = fieldList({ ...def, fields: (rule.fields ?? {}) as Record<string, FieldDef> });
  const needRemark = remarkRequired(flow, action, outcome);
  const remarkMessage = t(flow.messages?.remark ?? 'kit.workflow.remark', { action: label });
  const call = (flow.calls as Record<string, Parameters<typeof parseCall>[0] | undefined> | undefined)?.[action];

  const submit = async () => {
    const values = (await form.validateFields()) as Row;
    setBusy(true);
    try {
      const data = { id: record.id, ...values };
      const answer = props.send ? await props.send(data) : await callWith<Row>(kit.request, parseCall(call!), data);
      message.success(String(answer?.message ?? t('kit.server.saved')));
      props.onDone(answer);
    } catch {
      // the client (or `send`) has shown the server's message
    } finally {
      setBusy(false);
    }
  };

  return (
    <Modal open title={`${label} · ${String(record[displayField(def)] ?? record.id)}`} onCancel={props.onClose} onOk={() => void submit().catch(() => undefined)} confirmLoading={busy} okText={label} cancelText={t('kit.cancel')} destroyOnHidden>
      <Form form={form} layout="vertical">
        {outcomes.length > 0 && (
          <Form.Item name="result" label={t('kit.workflow.result')} rules={[{ required: true }]}>
            <Radio.Group options={outcomes.map((o) => ({ value: o, label: t(workflowLabel(flow, 'outcome', o)) }))} optionType="button" />
          </Form.Item>
        )}
        {fields.map((f) => (
          <Form.Item key={f.name} name={f.name} label={t(f.label)} required={f.required}>
            <FieldInput field={f} />
          </Form.Item>
        ))}
        {props.children}
        <Form.Item name="remark" label={t('kit.workflow.remarkLabel')} dependencies={['result']} rules={needRemark ? [{ required: true, whitespace: true, message: remarkMessage }] : []}>
          <Input.TextArea rows={3} maxLength={500} showCount />
        </Form.Item>
        {(props.phrases ?? []).length > 0 && (
          <Space wrap style={{ marginTop: -8, marginBottom: 12 }}>
            <span>{t('kit.workflow.phrases')}</span>
            {(props.phrases ?? []).map((p) => (
              <Tag key={p} style={{ cursor: 'pointer' }} onClick={() => form.setFieldValue('remark', p)}>
                {p}
              </Tag>
            ))}
          </Space>
        )}
        {rule.attachments && (
          <Form.Item name="attachments" label={t('kit.workflow.attachmentsLabel')}>
            <FileField field={{ type: 'file', multiple: true, name: 'attachments', label: 'kit.workflow.attachmentsLabel' }} />
          </Form.Item>
        )}
      </Form>
    </Modal>
  );
}
