/**
 * 月度结算: the settlements' list, and a row's 确认流程 drawer: the month's figures (gross,
 * deductions, net, the confirmations and the due date), its lines (quantity, where it came from, the
 * prices of the month, the amount), its deductions, and the workflow panel — the actions the user may
 * take (提交确认, 乙方确认, 甲方确认, 登记付款) and the log of who did what, when.
 */
import { Descriptions, Drawer, Space, Table, Typography } from 'antd';
import { useEffect, useState } from 'react';
import { callWith } from '../../../kit/client';
import { detailFields, parseCall, type ResourceDef } from '../../../kit/resource';
import { FieldValue, ResourcePage, useKit, useResourceList, WorkflowPanel } from '../../../kit/ui';
import { deduction } from '../resources/deduction';
import { settlement } from '../resources/settlement';
import { settlementLine } from '../resources/settlementLine';

type Row = Record<string, unknown> & { id: number };
const SHOWN = ['settlementNo', 'contractId', 'month', 'grossAmount', 'deductionAmount', 'netAmount', 'excessAmount', 'assessmentScore', 'contractorBy', 'contractorAt', 'ownerBy', 'ownerAt', 'dueDate', 'paidDate', 'paymentStatus', 'overdueDays'];

function Rows(props: { def: ResourceDef; settlementId: number; columns: string[]; version: number; testId: string }) {
  const kit = useKit();
  const [rows, setRows] = useState<Row[]>([]);
  useEffect(() => {
    void callWith<{ records: Row[] }>(kit.request, parseCall(props.def.api.list!), { settlementId: props.settlementId, pageSize: 200 }).then((p) => setRows(p.records), () => setRows([]));
  }, [kit, props.def, props.settlementId, props.version]);
  const fields = detailFields(props.def).filter((f) => props.columns.includes(f.name));
  return (
    <Table<Row> size="small" rowKey="id" pagination={false} dataSource={rows} data-testid={props.testId}
      columns={fields.map((f) => ({ key: f.name, title: kit.t(f.label), render: (_: unknown, r: Row) => <FieldValue field={f} value={r[f.name]} /> }))} />
  );
}

export function Settlements() {
  const { t } = useKit();
  const [open, setOpen] = useState<Row | null>(null);
  const [version, setVersion] = useState(0);
  const list = useResourceList(settlement);
  const fields = detailFields(settlement).filter((f) => SHOWN.includes(f.name));
  const current = open ? ((list.state.rows as Row[]).find((r) => r.id === open.id) ?? open) : null;
  return (
    <>
      <ResourcePage def={settlement} list={list} onRowAction={(name, row) => name === 'flow' && (setOpen(row as Row), true)} />
      <Drawer open={current !== null} onClose={() => setOpen(null)} size={960} title={t('htxm.settlement.flow')} destroyOnHidden>
        {current !== null && (
          <Space direction="vertical" size="middle" style={{ width: '100%' }}>
            <Descriptions column={3} bordered size="small" data-testid="settlement-figures">
              {fields.map((f) => (
                <Descriptions.Item key={f.name} label={t(f.label)}><FieldValue field={f} value={current[f.name]} detail /></Descriptions.Item>
              ))}
            </Descriptions>
            <Typography.Title level={5}>{t('htxm.settlementLine')}</Typography.Title>
            <Rows def={settlementLine} settlementId={current.id} version={version} testId="settlement-lines" columns={['priceLineId', 'quantity', 'unit', 'quantitySource', 'prices', 'amount']} />
            <Typography.Title level={5}>{t('htxm.deduction')}</Typography.Title>
            <Rows def={deduction} settlementId={current.id} version={version} testId="settlement-deductions" columns={['source', 'reason', 'amount']} />
            <WorkflowPanel def={settlement} id={current.id} onChanged={() => { setVersion((v) => v + 1); void list.model.load(); }} />
          </Space>
        )}
      </Drawer>
    </>
  );
}
