/**
 * 回收订单: the orders' list (progress and payment filtered apart), and the handling drawer of a row:
 * the order's state, the steps the user may take (确认/驳回, 收运 with the weight, 结算, 取消 with its
 * reason, 上门失败), its log — bookings, amendments, every step, who and when (order/flowInfo) — and the
 * collector's way to the door on the map (order/newHistoryPosition).
 */
import { Drawer, Space } from 'antd';
import { useState } from 'react';
import { ResourcePage, useKit, useResourceList, WorkflowPanel } from '../../../kit/ui';
import { order } from '../resources/order';
import { TrackBox } from './TrackDrawer';

type Row = Record<string, unknown> & { id: number };
const TRACK = '/cloud/gfgj/order/newHistoryPosition';

export function Orders() {
  const { t } = useKit();
  const [open, setOpen] = useState<Row | null>(null);
  // Each step taken in the drawer reloads the list and the collector's way.
  const [version, setVersion] = useState(0);
  const list = useResourceList(order);
  return (
    <>
      <ResourcePage def={order} list={list} onRowAction={(name, row) => name === 'flow' && (setOpen(row as Row), true)} />
      <Drawer open={open !== null} onClose={() => setOpen(null)} size={760} title={`${t('gfgj.order.flow')} ${String(open?.orderNo ?? '')}`} destroyOnHidden>
        {open !== null && (
          <Space direction="vertical" size="middle" style={{ width: '100%' }}>
            <WorkflowPanel def={order} id={open.id} onChanged={() => (setVersion((v) => v + 1), void list.model.load())} />
            <TrackBox key={version} call={TRACK} id={open.id} />
          </Space>
        )}
      </Drawer>
    </>
  );
}
