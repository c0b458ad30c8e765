/**
 * 人员档案: the kit's list of the staff table with a tab per kind (counted), and one thing more in the
 * toolbar: 上传合同扫描件 — with one person of a kind's tab selected, a PDF or image picked is stored
 * through the area's upload (file/upload) and added to the person's 合同扫描件 through the kind's update.
 */
import Button from 'antd/es/button';
import { useRef, useState } from 'react';
import { authHeaders } from '../../../kit/request';
import { fileIds, ResourcePage, useFeedback, useKit, useResourceList } from '../../../kit/ui';
import { STAFF_UPLOAD } from '../resources/paths';
import { allStaff, STAFF_TABS } from '../resources/staff';
const ACCEPT = 'application/pdf,image/png,image/jpeg,image/webp';

type Saved = { id: string; name: string };

export function RecordsPage() {
  const kit = useKit();
  const { message } = useFeedback();
  const list = useResourceList(allStaff, { tabs: STAFF_TABS, counts: true });
  const input = useRef<HTMLInputElement>(null);
  const [busy, setBusy] = useState(false);
  const { selected, rows } = list.state;
  const row = selected.length === 1 ? rows.find((r) => r.id === selected[0]) : undefined;
  const editable = list.active !== allStaff && Boolean(list.active.api.update);

  async function attach(file: File) {
    if (!row) return;
    setBusy(true);
    try {
      const form = new FormData();
      form.append('file', file, file.name);
      const response = await kit.request.http<{ result?: number; msg?: string; data?: Saved[] }>({ url: STAFF_UPLOAD, method: 'POST', body: form, headers: authHeaders(kit.session()), anyStatus: true });
      const body = typeof response.data === 'object' ? response.data : undefined;
      if (!body || body.result !== 0 || !body.data?.length) throw new Error(body?.msg || `HTTP ${response.status}`);
      const values = Object.fromEntries(Object.entries(list.active.fields).filter(([, f]) => f.form !== false).map(([k]) => [k, row[k]]));
      await kit.api(list.active).update(Number(row.id), { ...values, contractFile: [...fileIds(row.contractFile), body.data[0]!.id] });
      message.success(kit.t('staff.upload.done', { name: String(row.staffName), file: file.name }));
      await list.model.load();
    } catch (e) {
      message.error(e instanceof Error ? e.message : String(e));
    } finally {
      setBusy(false);
    }
  }

  const extra = (
    <>
      <Button disabled={!row || !editable} loading={busy} title={kit.t('staff.upload.hint')} onClick={() => input.current?.click()}>
        {kit.t('staff.upload.button')}
      </Button>
      <input
        ref={input}
        type="file"
        accept={ACCEPT}
        hidden
        data-testid="contract-upload"
        onChange={(e) => {
          const file = e.target.files?.[0];
          e.target.value = '';
          if (file) void attach(file);
        }}
      />
    </>
  );
  return <ResourcePage def={allStaff} list={list} title="staff.staff" extra={extra} />;
}
