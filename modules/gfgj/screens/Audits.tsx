/**
 * 商户审核 / 回收员审核: the businesses or the recyclers, and the audit drawer of a row: its state,
 * 审核 (通过, or 驳回 with its reason) while it waits, and every audit so far (user/auditInfo).
 */
import { Drawer } from 'antd';
import { useState } from 'react';
import { ResourcePage, useKit, useResourceList, WorkflowPanel } from '../../../kit/ui';
import { appUser, businessAudit, recyclerAudit } from '../resources/appUser';

type Row = Record<string, unknown> & { id: number };

export function Audits(props: { kind: 'business' | 'recycler' }) {
  const { t } = useKit();
  const def = props.kind === 'business' ? businessAudit : recyclerAudit;
  const [open, setOpen] = useState<Row | null>(null);
  const list = useResourceList(def);
  return (
    <>
      <ResourcePage def={def} list={list} onRowAction={(name, row) => name === 'flow' && (setOpen(row as Row), true)} />
      <Drawer open={open !== null} onClose={() => setOpen(null)} size={640} title={`${t('gfgj.appUser.flow')} ${String(open?.userName ?? '')}`} destroyOnHidden>
        {open !== null && <WorkflowPanel def={appUser} id={open.id} onChanged={() => void list.model.load()} />}
      </Drawer>
    </>
  );
}
