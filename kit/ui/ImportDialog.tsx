/**
 * Import of an .xlsx or .csv: the server checks every row first (mode=check) and the dialog previews
 * the result with each error named by row and column. "Import all" writes only when every row is
 * valid; with errors, the user may import only the valid rows after confirming it.
 */
import { InboxOutlined } from '@ant-design/icons';
import { Alert, App, Button, Modal, Space, Table, Upload } from 'antd';
import { useState } from 'react';
import { useOverlay } from '../bridge';
import type { ImportAnswer } from '../client';
import { importFields, spreadsheetText, type ResourceDef } from '../resource';
import { useKit } from './KitProvider';

/** A CSV template: the import columns' labels as the header row (UTF-8 with BOM for spreadsheet apps; no label is a formula). */
export function templateCsv(def: ResourceDef, t: (k: string) => string): string {
  return `\uFEFF${importFields(def).map((f) => `"${spreadsheetText(t(f.label)).replace(/"/g, '""')}"`).join(',')}\r\n`;
}

export function ImportDialog(props: { def: ResourceDef; open: boolean; onClose: () => void; onImported: () => void }) {
  const kit = useKit();
  const { message, modal } = App.useApp();
  const api = kit.api(props.def);
  const [file, setFile] = useState<File | null>(null);
  const [check, setCheck] = useState<ImportAnswer | null>(null);
  const [busy, setBusy] = useState(false);
  useOverlay(props.open);
  const labels = Object.fromEntries(importFields(props.def).map((f) => [f.name, kit.t(f.label)]));

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
  const invalidRows = check ? new Set(check.errors.map((e) => e.row)).size : 0;
  const valid = check ? check.total - invalidRows : 0;
  const downloadTemplate = () => {
    const url = URL.createObjectURL(new Blob([templateCsv(props.def, kit.t)], { type: 'text/csv;charset=utf-8' }));
    const a = Object.assign(document.createElement('a'), { href: url, download: `${kit.t(props.def.title)}.csv` });
    a.click();
    setTimeout(() => URL.revokeObjectURL(url), 1000);
  };

  return (
    <Modal
      open={props.open}
      title={kit.t('kit.import.title', { title: kit.t(props.def.title) })}
      width={760}
      onCancel={() => {
        reset();
        props.onClose();
      }}
      destroyOnHidden
      footer={
        <Space>
          <Button onClick={downloadTemplate}>{kit.t('kit.import.template')}</Button>
          {check && invalidRows > 0 && valid > 0 && (
            <Button
              loading={busy}
              onClick={() =>
                modal.confirm({
                  title: kit.t('kit.import.validOnlyConfirm', { invalid: invalidRows, valid }),
                  okText: kit.t('kit.ok'),
                  cancelText: kit.t('kit.cancel'),
                  onOk: () => run('valid'),
                })
              }
            >
              {kit.t('kit.import.validOnly', { count: valid })}
            </Button>
          )}
          <Button type="primary" disabled={!check || invalidRows > 0} loading={busy} onClick={() => void run('all')}>
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
          <Alert type={invalidRows ? 'warning' : 'success'} showIcon message={kit.t('kit.import.preview', { total: check.total, valid, invalid: invalidRows })} />
          {(check.unknownColumns ?? []).map((c) => (
            <Alert key={c} type="info" message={kit.t('kit.import.unknownColumn', { column: c })} />
          ))}
          {check.errors.length > 0 && (
            <Table
              size="small"
              rowKey={(e) => `${e.row}.${e.field}`}
              pagination={{ pageSize: 8 }}
              dataSource={check.errors}
              columns={[
                { title: kit.t('kit.import.row').replace('{row}', ''), dataIndex: 'row', width: 80, render: (r: number) => kit.t('kit.import.row', { row: r }) },
                { title: kit.t('kit.import.column'), dataIndex: 'field', width: 160, render: (f: string) => labels[f] ?? f },
                { title: kit.t('kit.import.error'), dataIndex: 'message' },
              ]}
            />
          )}
        </Space>
      )}
    </Modal>
  );
}
