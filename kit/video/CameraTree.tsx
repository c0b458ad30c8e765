/**
 * The camera tree (`camera/tree`): departments, vehicles and facilities, their groups, then the
 * cameras with their online state and a mark when they have a live stream. Selecting a camera
 * calls `onSelect`; group nodes only open and close. Names are shown as text (never as HTML).
 */
import { Tag, Tree } from 'antd';
import type { DataNode } from 'antd/es/tree';
import { useMemo } from 'react';
import type { CameraInfo, CameraTreeNode } from '../contract';
import { translator, type Locale } from '../i18n';
import { videoMessages } from './videoMessages';

export type CameraTreeProps = {
  tree: CameraTreeNode[];
  /** The selected camera's id. */
  selected?: string | null;
  onSelect(camera: CameraInfo): void;
  locale?: Locale;
};

export function CameraTree(props: CameraTreeProps) {
  const t = useMemo(() => translator(props.locale ?? 'zh-CN', videoMessages), [props.locale]);
  const { cameras, data } = useMemo(() => {
    const byId = new Map<string, CameraInfo>();
    const nodes: DataNode[] = props.tree.map((kind) => ({
      key: `kind:${kind.kind}`,
      title: t(`kit.video.${kind.kind}`),
      selectable: false,
      children: kind.groups.map((g) => ({
        key: `group:${kind.kind}:${g.name}`,
        title: g.name,
        selectable: false,
        children: g.cameras.map((c) => {
          byId.set(c.id, c);
          return {
            key: c.id,
            isLeaf: true,
            title: (
              <span data-camera={c.code}>
                {c.code} {c.name}{' '}
                <Tag color={c.online ? 'green' : 'default'} bordered={false}>
                  {t(c.online ? 'kit.video.online' : 'kit.video.offline')}
                </Tag>
                {c.streamUrl ? <Tag color="blue" bordered={false}>{t('kit.video.live')}</Tag> : null}
              </span>
            ),
          };
        }),
      })),
    }));
    return { cameras: byId, data: nodes };
  }, [props.tree, t]);
  const expanded = useMemo(() => data.flatMap((k) => [k.key, ...(k.children ?? []).map((g) => g.key)]), [data]);
  return (
    <Tree
      className="uo-camera-tree"
      treeData={data}
      defaultExpandedKeys={expanded}
      key={expanded.join('|')}
      selectedKeys={props.selected ? [props.selected] : []}
      onSelect={(keys) => {
        const camera = cameras.get(String(keys[0]));
        if (camera) props.onSelect(camera);
      }}
    />
  );
}
