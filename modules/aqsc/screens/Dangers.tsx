/**
 * 隐患排查治理: the dangers' list in three tabs (未销号 first, 重大隐患, 全部) and the handling drawer of
 * a row: what was found (level in its colour, place, deadline, 逾期, photos), the state, the actions the
 * user may take (挂牌督办 with measures, owner, funding, deadline and emergency plan; 整改完成 with
 * photos; 验收 pass or not; 销号) and the log — who did what, when, with which photos.
 */
import { Descriptions, Drawer, Space, Tag } from 'antd';
import { useState } from 'react';
import { detailFields } from '../../../kit/resource';
import { FieldValue, ResourcePage, useKit, useResourceList, WorkflowPanel } from '../../../kit/ui';
import { danger, dangerTabs } from '../resources/danger';
import { RISK_COLOURS, type RiskLevel } from '../rules/danger';

type Row = Record<string, unknown> & { id: number };
const SHOWN = ['dangerNo', 'title', 'level', 'category', 'deptId', 'location', 'foundAt', 'finderId', 'deadline', 'overdue', 'description', 'photos', 'measures', 'owner', 'funding', 'emergencyPlan'];

export function Dangers() {
  const { t } = useKit();
  const [open, setOpen] = useState<Row | null>(null);
  const list = useResourceList(danger, { tabs: dangerTabs, counts: true });
  const fields = detailFields(danger).filter((f) => SHOWN.includes(f.name));
  return (
    <>
      <ResourcePage def={danger} tabs={dangerTabs} counts list={list} onRowAction={(name, row) => name === 'flow' && (setOpen(row as Row), true)} />
      <Drawer open={open !== null} onClose={() => setOpen(null)} size={760} title={t('aqsc.danger.flow')} destroyOnHidden>
        {open !== null && (
          <Space direction="vertical" size="middle" style={{ width: '100%' }}>
            <Descriptions column={2} bordered size="small" data-testid="danger-found">
              {fields.filter((f) => open[f.name] != null).map((f) => (
                <Descriptions.Item key={f.name} label={t(f.label)} span={['description', 'photos', 'measures', 'emergencyPlan'].includes(f.name) ? 2 : 1}>
                  {f.name === 'level'
                    ? <Tag color={RISK_COLOURS[open.level as RiskLevel]} data-testid="danger-level">{t(`aqsc.enum.riskLevel.${String(open.level)}`)}</Tag>
                    : <FieldValue field={f} value={open[f.name]} detail />}
                </Descriptions.Item>
              ))}
            </Descriptions>
            <WorkflowPanel def={danger} id={open.id} onChanged={() => void list.model.load()} />
          </Space>
        )}
      </Drawer>
    </>
  );
}
