/**
 * 审批单: the applications' list in two tabs (待审批 first, 全部), and the approval drawer of a row:
 * what is asked (type, person, times, hours, kind of day, reason), the item's state, the decisions
 * the user may take (审批: 通过 / 驳回 with a reason; 撤回 for whoever filed it) and its log — who did
 * what, when (approval/info, approval/logList).
 */
import { Descriptions, Drawer, Space } from 'antd';
import { useState } from 'react';
import { detailFields } from '../../../kit/resource';
import { FieldValue, ResourcePage, useKit, useResourceList, WorkflowPanel } from '../../../kit/ui';
import { approval, approvalTabs } from '../resources/approval';

type Row = Record<string, unknown> & { id: number };
/** What the approver reads before deciding. */
const ASKED = ['applyNo', 'kind', 'personId', 'deptId', 'leaveType', 'startAt', 'endAt', 'hours', 'dayKind', 'reason'];

export function Approvals() {
  const { t } = useKit();
  const [open, setOpen] = useState<Row | null>(null);
  const list = useResourceList(approval, { tabs: approvalTabs, counts: true });
  const fields = detailFields(approval).filter((f) => ASKED.includes(f.name));
  return (
    <>
      <ResourcePage def={approval} tabs={approvalTabs} counts list={list} onRowAction={(name, row) => name === 'flow' && (setOpen(row as Row), true)} />
      <Drawer open={open !== null} onClose={() => setOpen(null)} size={720} title={t('ht.approval.flow')} destroyOnHidden>
        {open !== null && (
          <Space direction="vertical" size="middle" style={{ width: '100%' }}>
            <Descriptions column={2} bordered size="small" data-testid="approval-asked">
              {fields.filter((f) => open[f.name] != null || f.name === 'reason').map((f) => (
                <Descriptions.Item key={f.name} label={t(f.label)} span={f.name === 'reason' ? 2 : 1}>
                  <FieldValue field={f} value={open[f.name]} detail />
                </Descriptions.Item>
              ))}
            </Descriptions>
            <WorkflowPanel def={approval} id={open.id} onChanged={() => void list.model.load()} />
          </Space>
        )}
      </Drawer>
    </>
  );
}
