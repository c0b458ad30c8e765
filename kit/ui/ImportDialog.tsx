/**
 * Import of an .xlsx or .csv: the server checks every row first (mode=check) and the dialog previews
 * the rows as they will be stored, each marked valid, duplicate (its unique key is stored already or
 * repeats an earlier row of the file) or invalid, with the problems named by column. "Import all"
 * writes only when every row is valid; otherwise the user may import only the valid rows after
 * confirming it, and the result counts imported, duplicate and invalid rows. Rows are numbered as the
 * sheet numbers them; a header found below a title row and columns not recognised are named above the
 * rows. The template is the server's .xlsx (the import call with mode=template), like the export.
 */
import { InboxOutlined } from '@ant-design/icons';
import { Alert, Button, Modal, Space, Table, Tag, Tooltip, Upload } from 'antd';
import { useState } from 'react';
import { useOverlay } from '../bridge';
import type { ImportAnswer } from '../client';
import { importFields, type ImportError, type ImportRowStatus, type ResourceDef } from '../resource';
import { FieldValue } from './FieldValue';
import { useKit } from './KitProvider';
import { useFeedback } from './feedback';

type PreviewRow = NonNullable<ImportAnswer['preview']>[number];

export function ImportDialog(props: { def: ResourceDef; open: boolean; onClose: () => void; onImported: () => void }) {
  const kit = useKit();
  const { message, modal } = useFeedback();
  const api = kit.api(props.def);
  const [file, setFile] = useState<File | null>(null);
  const [check, setCheck] = useState<ImportAnswer | null>(null);
  const [busy, setBusy] = useState(false);
  useOverlay(props.open);
  const labels = Object.fromEntries(importFields(props.def).map((f) => [f.name, kit.t(f.label)]));
  const problemText = (row: number) => (problems.get(row) ?? []).map((e) => (e.field && !e.message.includes(labels[e.field] ?? e.field) ? `${labels[e.field] ?? e.field}：${e.message}` : e.message)).join('；');

  const reset = () => {
    setFile(null);
    setCheck(null);
  };
  const pick = async (f: File) => {
    setFile(f);
    setBusy(true);
    try {
      const answer = await api.importFile(f, 'check');
      if (answer.result !== 0 || !answer.data) {
        message.error(answer.msg);
        setCheck(null);
      } else setCheck(answer.data);
    } finally {
      setBusy(false);
    }
  };
  const run = async (mode: 'all' | 'valid') => {
    if (!file) return;
    setBusy(true);
    try {
      const answer = await api.importFile(file, mode);
      if (answer.result === 0) {
        message.success(answer.msg);
        reset();
        props.onImported();
        props.onClose();
      } else {
        message.error(answer.msg);
        if (answer.data) setCheck(answer.data);
      }
    } finally {
      setBusy(false);
    }
  };
  const skipped = check ? (check.duplicates ?? 0) + (check.invalid ?? 0) : 0;
  const valid = check ? (check.valid ?? check.total - skipped) : 0;
  const downloadTemplate = () => {
    api.importTemplate(`${kit.t(props.def.title)}.xlsx`).catch((e: unknown) => message.error(e instanceof Error ? e.message : String(e)));
  };
  const problems = new Map<number, ImportError[]>();
  for (const e of check?.errors ?? []) problems.set(e.row, [...(problems.get(e.row) ?? []), e]);
  const fields = importFields(props.def);
  const statusColor: Record<ImportRowStatus, string> = { valid: 'success', duplicate: 'warning', invalid: 'error' };

  return (
    <Modal
      open={props.open}
      title={kit.t('kit.import.title', { title: kit.t(props.def.title) })}
      width={1000}
      onCancel={() => {
        reset();
        props.onClose();
      }}
      destroyOnHidden
      footer={
        <Space>
          <Button onClick={downloadTemplate}>{kit.t('kit.import.template')}</Button>
          {check && skipped > 0 && valid > 0 && (
            <Button
              loading={busy}
              onClick={() =>
                modal.confirm({
                  title: kit.t('kit.import.validOnlyConfirm', { duplicates: check.duplicates ?? 0, invalid: check.invalid ?? 0, valid }),
                  okText: kit.t('kit.ok'),
                  cancelText: kit.t('kit.cancel'),
                  onOk: () => run('valid'),
                })
              }
            >
              {kit.t('kit.import.validOnly', { count: valid })}
            </Button>
          )}
          <Button type="primary" disabled={!check || skipped > 0} loading={busy} onClick={() => void run('all')}>
            {kit.t('kit.import.all')}
          </Button>
        </Space>
      }
    >
      <Upload.Dragger accept=".xlsx,.csv" maxCount={1} showUploadList={Boolean(file)} beforeUpload={(f) => (void pick(f), false)} onRemove={reset} disabled={busy}>
        <p className="ant-upload-drag-icon">
          <InboxOutlined />
        </p>
        <p>{kit.t('kit.import.pick')}</p>
      </Upload.Dragger>
      {check && (
        <Space direction="vertical" style={{ width: '100%', marginTop: 12 }} data-testid="import-preview">
          <Alert
            type={skipped ? 'warning' : 'success'}
            showIcon
            data-testid="import-counts"
            message={kit.t('kit.import.preview', { total: check.total, valid, duplicates: check.duplicates ?? 0, invalid: check.invalid ?? 0 })}
          />
          {(check.headerRow ?? 1) > 1 && <Alert type="info" data-testid="import-header-row" message={kit.t('kit.import.headerRow', { row: check.headerRow ?? 1 })} />}
          {(check.unknownColumns ?? []).map((c) => (
            <Alert key={c} type="info" message={kit.t('kit.import.unknownColumn', { column: c })} />
          ))}
          <Table<PreviewRow>
            size="small"
            rowKey="row"
            data-testid="import-rows"
            pagination={{ pageSize: 8, showSizeChanger: false }}
            scroll={{ x: 'max-content' }}
            dataSource={check.preview ?? []}
            rowClassName={(r) => `import-row-${r.status}`}
            columns={[
              { title: kit.t('kit.import.rowNo'), dataIndex: 'row', width: 80, fixed: 'left', render: (r: number) => kit.t('kit.import.row', { row: r }) },
              {
                title: kit.t('kit.import.status'),
                dataIndex: 'status',
                width: 90,
                fixed: 'left',
                render: (s: ImportRowStatus, r) => (
                  <Tooltip title={problemText(r.row) || undefined}>
                    <Tag color={statusColor[s]}>{kit.t(`kit.import.status.${s}`)}</Tag>
                  </Tooltip>
                ),
              },
              ...fields.map((f) => ({
                title: kit.t(f.label),
                key: f.name,
                ellipsis: true,
                render: (_: unknown, r: PreviewRow) => {
                  const bad = problems.get(r.row)?.some((e) => e.field === f.name);
                  return (
                    <span className={bad ? 'ant-typography ant-typography-danger' : undefined}>
                      <FieldValue field={f} value={r.values[f.name]} />
                    </span>
                  );
                },
              })),
              { title: kit.t('kit.import.error'), key: 'problems', width: 260, render: (_: unknown, r: PreviewRow) => problemText(r.row) },
            ]}
          />
          {check.total > (check.preview?.length ?? 0) && <Alert type="info" message={kit.t('kit.import.previewFirst', { count: check.preview?.length ?? 0 })} />}
        </Space>
      )}
    </Modal>
  );
}
