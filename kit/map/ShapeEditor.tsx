/**
 * Draws and edits a line or polygon on the map: a click adds a vertex; undo and clear buttons. The
 * value is the GeoJSON text of shapes.ts ('' until the shape has enough vertices).
 */
import { Button, Space, Typography } from 'antd';
import { useMemo, useState } from 'react';
import type { LngLat } from '../geo';
import OfflineMap from './OfflineMap';
import { parseShape, shapeText, type ShapeKind } from './shapes';
import { useKit } from '../ui/KitProvider';

export type ShapeEditorProps = {
  kind: ShapeKind;
  value?: string | null;
  onChange?: (text: string | null) => void;
  disabled?: boolean;
  height?: number | string;
  /** Accessible name (the field's label). */
  title?: string;
};

export default function ShapeEditor(props: ShapeEditorProps) {
  const { t } = useKit();
  const [vertices, setVertices] = useState<LngLat[]>(() => (props.value ? (parseShape(props.value, props.kind) ?? []) : []));
  const update = (next: LngLat[]) => {
    setVertices(next);
    props.onChange?.(shapeText(props.kind, next) || null);
  };
  const drawn = useMemo(() => {
    const points = vertices.map((at, i) => ({ id: i, at, color: '#fa541c' }));
    if (props.kind === 'line') return { points, lines: vertices.length >= 2 ? [{ id: 'shape', path: vertices, color: '#fa541c' }] : [] };
    return { points, polygons: vertices.length >= 3 ? [{ id: 'shape', ring: vertices, color: '#fa541c' }] : [], lines: vertices.length === 2 ? [{ id: 'edge', path: vertices, color: '#fa541c' }] : [] };
  }, [vertices, props.kind]);
  return (
    <div className="uo-shape-editor">
      <OfflineMap
        {...drawn}
        clusterPx={0}
        height={props.height ?? 320}
        title={props.title}
        center={vertices[0]}
        onMapClick={props.disabled ? undefined : (at) => update([...vertices, at])}
      />
      <Space style={{ marginTop: 8 }}>
        <Typography.Text type="secondary">{t('kit.map.vertices', { count: vertices.length })}</Typography.Text>
        <Button size="small" disabled={props.disabled || !vertices.length} onClick={() => update(vertices.slice(0, -1))}>
          {t('kit.map.undo')}
        </Button>
        <Button size="small" danger disabled={props.disabled || !vertices.length} onClick={() => update([])}>
          {t('kit.map.clear')}
        </Button>
      </Space>
    </div>
  );
}
