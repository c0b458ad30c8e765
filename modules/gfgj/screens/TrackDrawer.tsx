/**
 * A collector's or a vehicle's way on the offline map, played back (kit/map TrackView): the positions
 * of an order or a carting order from its newHistoryPosition call (columns), or a notice when there
 * are none yet.
 */
import { Empty, Spin } from 'antd';
import { useEffect, useState } from 'react';
import { callWith } from '../../../kit/client';
import { TrackView, trackFromColumns, type TrackColumns } from '../../../kit/map';
import { parseCall } from '../../../kit/resource';
import { useKit } from '../../../kit/ui';

export function TrackBox(props: { call: string; id: number }) {
  const kit = useKit();
  const [cols, setCols] = useState<TrackColumns | null | undefined>(undefined);
  useEffect(() => {
    setCols(undefined);
    callWith<TrackColumns>(kit.request, parseCall(props.call), { id: props.id }).then(setCols, () => setCols(null));
  }, [kit, props.call, props.id]);
  if (cols === undefined) return <Spin style={{ display: 'block', margin: 24 }} />;
  if (!cols || !cols.t.length) return <Empty description={kit.t('gfgj.trackEmpty')} data-testid="track-empty" />;
  return (
    <div data-testid="track">
      <TrackView points={trackFromColumns(cols)} height={360} locale={kit.locale} title={kit.t('gfgj.track')} />
    </div>
  );
}
