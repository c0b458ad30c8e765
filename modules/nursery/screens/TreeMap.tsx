/**
 * 行道树地图: the trees on the kit's offline map (tree/getList). The current layer shows the standing
 * trees; 含已移除 adds the removed ones in grey (a removed tree leaves the current layer and stays in
 * the history). A popup names the tree, its species, street and size as text (the kit never sets HTML).
 */
import { Radio, Space, Typography } from 'antd';
import { useEffect, useMemo, useState } from 'react';
import { callWith } from '../../../kit/client';
import { MapView, type MapPoint } from '../../../kit/map';
import { parseCall } from '../../../kit/resource';
import { useKit } from '../../../kit/ui';

type Tree = { id: number; treeNo: string; subTypeId: number; street: string | null; status: string; dbh: number | null; removedOn: string | null; location?: { lng: number; lat: number } | null; locationLng?: number; locationLat?: number };
type Species = { id: number; subTypeName: string };

const TREES = '/cloud/nursery/web/tree/getList';
const SPECIES = '/cloud/nursery/web/nurseryStockSubType/getList';
const COLOR = { standing: '#389e0d', removed: '#8c8c8c' } as const;

/** A tree's point: the stored location in either wire shape. */
const at = (x: Tree): [number, number] | null => {
  const lng = x.location?.lng ?? x.locationLng;
  const lat = x.location?.lat ?? x.locationLat;
  return typeof lng === 'number' && typeof lat === 'number' ? [lng, lat] : null;
};

export function TreeMap() {
  const kit = useKit();
  const { t } = kit;
  const [layer, setLayer] = useState<'current' | 'history'>('current');
  const [trees, setTrees] = useState<Tree[]>([]);
  const [species, setSpecies] = useState<Map<number, string>>(new Map());

  useEffect(() => {
    let on = true;
    void callWith<Species[]>(kit.request, parseCall(SPECIES), {}).then((rows) => on && setSpecies(new Map(rows.map((s) => [s.id, s.subTypeName]))));
    return () => {
      on = false;
    };
  }, [kit.request]);

  useEffect(() => {
    let on = true;
    void callWith<Tree[]>(kit.request, parseCall(TREES), layer === 'current' ? { status: 'standing' } : {}).then((rows) => on && setTrees(rows));
    return () => {
      on = false;
    };
  }, [kit.request, layer]);

  const points = useMemo<MapPoint[]>(
    () =>
      trees.flatMap((x) => {
        const p = at(x);
        if (!p) return [];
        const removed = x.status === 'removed';
        const lines = [`${x.treeNo} ${species.get(x.subTypeId) ?? ''}`, x.street ?? '', x.dbh === null ? '' : `${t('nursery.tree.dbh')} ${x.dbh} ${t('nursery.unit.cm')}`, removed && x.removedOn ? t('nursery.map.removedOn', { day: x.removedOn }) : ''];
        return [{ id: x.id, at: p, color: removed ? COLOR.removed : COLOR.standing, popup: lines.filter(Boolean).join('\n') }];
      }),
    [trees, species, t],
  );

  return (
    <div style={{ padding: 16 }} data-testid="nursery-tree-map">
      <Space style={{ marginBottom: 12 }} wrap>
        <Radio.Group value={layer} onChange={(e) => setLayer(e.target.value as 'current' | 'history')} optionType="button" buttonStyle="solid"
          options={[{ value: 'current', label: t('nursery.map.current') }, { value: 'history', label: t('nursery.map.history') }]} />
        <Typography.Text data-testid="nursery-tree-count">{t('nursery.map.count', { count: points.length })}</Typography.Text>
      </Space>
      <MapView points={points} fit clusterPx={0} height="calc(100vh - 96px)" title={t('nursery.map.title')} />
    </div>
  );
}
