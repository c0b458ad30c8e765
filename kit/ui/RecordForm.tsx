/**
 * Create and edit in a drawer (default) or a modal, from the definition's form fields. Each item's
 * rule is the definition's validation (the same messages the server answers); the server's per-field
 * errors land on their items. Unsaved input: the host asks before closing the tab (the page's
 * canClose, see unsaved.ts), and cancelling here asks too. A view's fixed values (`fixed`) are preset
 * and locked: a row created or edited through a view stays inside it.
 */
import { Button, Drawer, Form, Modal, Space } from 'antd';
import { useEffect, useState } from 'react';
import { useOverlay } from '../bridge';
import { useUnsaved } from './unsaved';
import { isRequestError } from '../request';
import { formatDate, formFields, validateValue, type ResourceDef } from '../resource';
import { clearDependents } from './dependents';
import { DocumentLines, errorPath } from './DocumentLines';
import { FieldInput } from './FieldInput';
import { useKit } from './KitProvider';
import { useFeedback } from './feedback';

export type RecordFormProps = {
  def: ResourceDef;
  /** The record being edited, or null to create. */
  record: Record<string, unknown> | null;
  open: boolean;
  onClose: () => void;
  /** Saves; rejects with the request error when the server refuses. */
  onSubmit: (values: Record<string, unknown>) => Promise<void>;
  /** Values a new record starts with besides the defaults, left editable (a tree node's parent). */
  initial?: Record<string, unknown>;
  /** Field → value the form presets and locks (a view's fixed filters). */
  fixed?: Record<string, unknown>;
};

function defaults(def: ResourceDef): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const f of formFields(def)) {
    if (!('default' in f) || f.default === undefined) continue;
    out[f.name] = f.default === 'today' || f.default === 'now' ? formatDate(new Date(), f.default === 'now') : f.default;
  }
  return out;
}

export function RecordForm(props: RecordFormProps) {
  const kit = useKit();
  const { modal } = useFeedback();
  const [form] = Form.useForm();
  const [saving, setSaving] = useState(false);
  const [dirty, setDirty] = useState(false);
  // Each opening draws its own footer buttons: a drawer re-opened while it was still closing kept the
  // save button of the last save, whose loading icon was left half-way through its leave motion (the
  // closing drawer never ends the transition), so the button read "loading 保存" to assistive tech.
  const [opening, setOpening] = useState(0);
  const { def, record, open } = props;
  useUnsaved(open && dirty);
  useOverlay(open);

  useEffect(() => {
    if (open) setOpening((n) => n + 1);
  }, [open]);

  useEffect(() => {
    if (!open) return;
    form.resetFields();
    form.setFieldsValue(record ?? { ...defaults(def), ...props.initial, ...props.fixed });
    setDirty(false);
    // eslint-disable-next-line react-hooks/exhaustive-deps -- the initial and fixed values count when the form opens
  }, [open, record, def, form]);

  useEffect(() => {
    if (!(open && dirty)) return;
    const warn = (e: BeforeUnloadEvent) => e.preventDefault();
    window.addEventListener('beforeunload', warn);
    return () => window.removeEventListener('beforeunload', warn);
  }, [open, dirty]);

  const close = () => {
    if (!dirty) return props.onClose();
    modal.confirm({ title: kit.t('kit.unsaved'), okText: kit.t('kit.ok'), cancelText: kit.t('kit.cancel'), onOk: props.onClose });
  };

  const submit = async () => {
    const values = await form.validateFields();
    setSaving(true);
    try {
      await props.onSubmit(values);
      setDirty(false);
    } catch (e) {
      const errors = isRequestError(e) ? ((e.envelope?.data as { errors?: { field: string; message: string }[] } | null)?.errors ?? []) : [];
      form.setFields(errors.filter((x) => x.field).map((x) => ({ name: errorPath(x.field), errors: [x.message] })));
    } finally {
      setSaving(false);
    }
  };

  const title = `${kit.t(record ? 'kit.edit' : 'kit.add')} · ${kit.t(def.title)}`;
  const body = (
    <Form
      form={form}
      name={`record-${def.id}`}
      layout="vertical"
      onValuesChange={(changed: Record<string, unknown>) => {
        clearDependents(def, form, changed);
        setDirty(true);
      }}
      aria-label={title}
    >
      {formFields(def).map((f) => (
        <Form.Item
          key={f.name}
          name={f.name}
          label={kit.t(f.label)}
          required={f.required}
          extra={f.help ? kit.t(f.help) : undefined}
          rules={[{ validator: async (_r, v) => {
            const msg = validateValue(f, v, { t: kit.t, enumValues: undefined });
            if (msg) throw new Error(msg);
          } }]}
        >
          <FieldInput field={f} def={def} disabled={props.fixed !== undefined && f.name in props.fixed} />
        </Form.Item>
      ))}
      {def.document && <DocumentLines def={def} record={record} />}
    </Form>
  );
  const footer = (
    <Space key={opening}>
      <Button onClick={close}>{kit.t('kit.cancel')}</Button>
      <Button type="primary" loading={saving} onClick={() => void submit().catch(() => undefined)}>
        {kit.t('kit.save')}
      </Button>
    </Space>
  );
  return def.formIn === 'modal' ? (
    <Modal open={open} title={title} onCancel={close} footer={footer} destroyOnHidden maskClosable={false}>
      {body}
    </Modal>
  ) : (
    <Drawer open={open} title={title} onClose={close} size={def.document ? 1000 : 560} extra={footer} destroyOnHidden maskClosable={false}>
      {body}
    </Drawer>
  );
}
