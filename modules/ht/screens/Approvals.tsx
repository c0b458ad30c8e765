/**
 * 审批单: the applications' list in two tabs (待审批 first, 全部), and the approval drawer of a row:
 * the item's state, the decisions the user may take (审批: 通过 / 驳回 with a reason; 撤回 for whoever
 * filed it) and its log — who did what, when (approval/info, approval/logList).
 */
import { Drawer } from 'antd';
import { useState } from 'react';
import { ResourcePage, useKit, useResourceList, WorkflowPanel } from '../../../kit/ui';
import { approval, approvalTabs } from '../resources/approval';

export function Approvals() {
  const { t } = useKit();
  const [open, setOpen] = useState<number | null>(null);
  const list = useResourceList(approval, { tabs: approvalTabs, counts: true });
  return (
    <>
      <ResourcePage def={approval} tabs={approvalTabs} counts list={list} onRowAction={(name, row) => name === 'flow' && (setOpen(Number(row.id)), true)} />
      <Drawer open={open !== null} onClose={() => setOpen(null)} size={720} title={t('ht.approval.flow')} destroyOnHidden>
        {open !== null && <WorkflowPanel def={approval} id={open} onChanged={() => void list.model.load()} />}
      </Drawer>
    </>
  );
}
