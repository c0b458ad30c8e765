/**
 * 设施检查: the inspections' list and the drawer of a row (检查处理): what is inspected (facility,
 * unit, date, findings, deduction), the state, the actions the user may take — 检查 (the deduction
 * items, photos and place) while not submitted, 提交 once inspected — and the log: who did what, when
 * (inspection/info, inspection/logList).
 */
import { Descriptions, Drawer, Space } from 'antd';
import { useState } from 'react';
import { detailFields } from '../../../kit/resource';
import { FieldValue, ResourcePage, useKit, useResourceList, WorkflowPanel } from '../../../kit/ui';
import { inspection } from '../resources/inspection';

type Row = Record<string, unknown> & { id: number };
const SHOWN = ['inspectNo', 'facilityId', 'facilityType', 'deptId', 'inspectDate', 'inspectorName', 'findings', 'deduction', 'photos', 'remark'];

export function Inspections() {
  const { t } = useKit();
  const [open, setOpen] = useState<Row | null>(null);
  const list = useResourceList(inspection);
  const fields = detailFields(inspection).filter((f) => SHOWN.includes(f.name));
  const reload = async () => {
    await list.model.load();
    const fresh = list.model.getState().rows.find((r) => r.id === open?.id);
    if (fresh) setOpen(fresh as Row);
  };
  return (
    <>
      <ResourcePage def={inspection} list={list} onRowAction={(name, row) => name === 'flow' && (setOpen(row as Row), true)} />
      <Drawer open={open !== null} onClose={() => setOpen(null)} size={720} title={t('facility.inspection.flow')} destroyOnHidden>
        {open !== null && (
          <Space direction="vertical" size="middle" style={{ width: '100%' }}>
            <Descriptions column={2} bordered size="small" data-testid="inspection-shown">
              {fields.map((f) => (
                <Descriptions.Item key={f.name} label={t(f.label)} span={f.name === 'findings' || f.name === 'photos' ? 2 : 1}>
                  <FieldValue field={f} value={open[f.name]} detail />
                </Descriptions.Item>
              ))}
            </Descriptions>
            <WorkflowPanel def={inspection} id={open.id} onChanged={() => void reload()} />
          </Space>
        )}
      </Drawer>
    </>
  );
}
