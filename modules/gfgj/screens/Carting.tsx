/** 清运单: the carting orders, and a row's way from the station to the site on the map (轨迹回放). */
import { Drawer } from 'antd';
import { useState } from 'react';
import { ResourcePage, useKit } from '../../../kit/ui';
import { cartingOrder } from '../resources/cartingOrder';
import { TrackBox } from './TrackDrawer';

type Row = Record<string, unknown> & { id: number };
const TRACK = '/cloud/gfgj/cartingOrder/newHistoryPosition';

export function Carting() {
  const { t } = useKit();
  const [open, setOpen] = useState<Row | null>(null);
  return (
    <>
      <ResourcePage def={cartingOrder} onRowAction={(name, row) => name === 'track' && (setOpen(row as Row), true)} />
      <Drawer open={open !== null} onClose={() => setOpen(null)} size={760} title={`${t('gfgj.track')} ${String(open?.cartingNo ?? '')}`} destroyOnHidden>
        {open !== null && <TrackBox call={TRACK} id={open.id} />}
      </Drawer>
    </>
  );
}
