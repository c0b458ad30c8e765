/**
 * 人事同步 (ehr): pick what to sync (companies, departments, staff) and the source (the demo HR data
 * the server ships, or an uploaded JSON file of the HR system), preview what changes (added,
 * updated with old → new, not in the source: kept), then apply. Nothing is written by a preview.
 */
import { useState } from 'react';
import { Alert, Button, Modal, Radio, Space, Table, Tag, Upload } from 'antd';
import { api } from '../api';
import { useXtgl } from './useXtgl';

type Change = { action: 'add' | 'update' | 'missing'; code: string; name: string; fields: { field: string; from: string | null; to: string | null }[] };
type Plan = { applied: boolean; total: number; added: number; updated: number; unchanged: number; missing: number; changes: Change[] };
const KINDS = { Org: api.syncOrg, Department: api.syncDepartment, Staff: api.syncStaff } as const;
const LABELS = { Org: 'xtgl.org.syncOrg', Department: 'xtgl.org.syncDepartment', Staff: 'xtgl.org.syncStaff' } as const;
const COLORS = { add: 'green', update: 'blue', missing: 'default' } as const;

export function EhrSyncDialog(props: { onClose(changed: boolean): void }) {
  const { t, call } = useXtgl();
  const [kind, setKind] = useState<keyof typeof KINDS>('Org');
  const [source, setSource] = useState<'demo' | 'upload'>('demo');
  const [document, setDocument] = useState<{ name: string; text: string } | null>(null);
  const [plan, setPlan] = useState<Plan | null>(null);
  const [changed, setChanged] = useState(false);
  const run = (apply: boolean) =>
    call<Plan>(KINDS[kind], { source, document: source === 'upload' ? document?.text ?? '' : undefined, apply }).then((p) => {
      setPlan(p);
      if (p.applied) setChanged(true);
    }, () => setPlan(null));
  const reset = () => setPlan(null);
  return (
    <Modal open width={820} title={t('xtgl.ehr.title')} footer={null} onCancel={() => props.onClose(changed)} destroyOnHidden>
      <Space direction="vertical" style={{ width: '100%' }}>
        <Radio.Group aria-label={t('xtgl.ehr.kind')} value={kind} onChange={(e) => { setKind(e.target.value as keyof typeof KINDS); reset(); }}
          options={(Object.keys(KINDS) as (keyof typeof KINDS)[]).map((k) => ({ value: k, label: t(LABELS[k]) }))} optionType="button" />
        <Space>
          <Radio.Group value={source} onChange={(e) => { setSource(e.target.value as 'demo' | 'upload'); reset(); }}
            options={[{ value: 'demo', label: t('xtgl.ehr.demo') }, { value: 'upload', label: t('xtgl.ehr.upload') }]} />
          {source === 'upload' && (
            <Upload accept=".json,application/json" maxCount={1} showUploadList={false} beforeUpload={(file) => { void file.text().then((text) => { setDocument({ name: file.name, text }); reset(); }); return false; }}>
              <Button>{document ? document.name : t('xtgl.ehr.pickFile')}</Button>
            </Upload>
          )}
        </Space>
        <Space>
          <Button onClick={() => void run(false)}>{t('xtgl.ehr.preview')}</Button>
          <Button type="primary" disabled={!plan || plan.applied || plan.added + plan.updated === 0} onClick={() => void run(true)}>{t('xtgl.ehr.apply')}</Button>
        </Space>
        {plan && (
          <>
            <Alert type={plan.applied ? 'success' : 'info'} data-testid="ehr-summary"
              message={t(plan.applied ? 'xtgl.ehr.applied' : 'xtgl.ehr.planned', { added: plan.added, updated: plan.updated, unchanged: plan.unchanged, missing: plan.missing })} />
            <Table<Change> rowKey={(c) => `${c.action}:${c.code}`} size="small" pagination={{ pageSize: 8 }} dataSource={plan.changes}
              columns={[
                { title: t('xtgl.ehr.action'), dataIndex: 'action', width: 90, render: (a: Change['action']) => <Tag color={COLORS[a]}>{t(`xtgl.ehr.${a}`)}</Tag> },
                { title: t('xtgl.org.code'), dataIndex: 'code' },
                { title: t('xtgl.user.name'), dataIndex: 'name' },
                { title: t('xtgl.ehr.fields'), dataIndex: 'fields', render: (fields: Change['fields']) => fields.map((f) => `${f.field}: ${f.from ?? '—'} → ${f.to ?? '—'}`).join('；') },
              ]} />
          </>
        )}
      </Space>
    </Modal>
  );
}
