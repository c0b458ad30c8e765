/**
 * Snapshot alarms (`snapshot/list`): newest first, each with its time, camera, kind and note; "查看"
 * opens the still image in a dialog. `imageUrl` turns an alarm into the image's address (with the
 * kit's file URLs: `fileUrl(kit.request, kit.session(), alarm.fileId)`).
 */
import { Button, List, Modal, Tag, Typography } from 'antd';
import { useMemo, useState } from 'react';
import type { SnapshotAlarm } from '../contract';
import { translator, type Locale } from '../i18n';
import { videoMessages } from './videoMessages';

export type SnapshotAlarmsProps = {
  alarms: SnapshotAlarm[];
  imageUrl(alarm: SnapshotAlarm): string;
  locale?: Locale;
};

const pad = (n: number) => String(n).padStart(2, '0');
/** Local date and time, to the second. */
export const alarmTime = (t: number) => {
  const d = new Date(t);
  return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())} ${pad(d.getHours())}:${pad(d.getMinutes())}:${pad(d.getSeconds())}`;
};

export function SnapshotAlarms(props: SnapshotAlarmsProps) {
  const t = useMemo(() => translator(props.locale ?? 'zh-CN', videoMessages), [props.locale]);
  const [open, setOpen] = useState<SnapshotAlarm | null>(null);
  const kind = (k: string) => {
    const key = `kit.video.kind.${k}`;
    const text = t(key);
    return text === key ? k : text;
  };
  return (
    <>
      <List
        className="uo-snapshots"
        size="small"
        header={<Typography.Text strong>{t('kit.video.snapshots')}</Typography.Text>}
        locale={{ emptyText: t('kit.video.noSnapshots') }}
        dataSource={props.alarms}
        renderItem={(a) => (
          <List.Item
            data-snapshot={a.id}
            actions={[
              <Button key="open" size="small" onClick={() => setOpen(a)}>
                {t('kit.video.open')}
              </Button>,
            ]}
          >
            <List.Item.Meta
              title={
                <>
                  <Tag color="red" bordered={false}>
                    {kind(a.kind)}
                  </Tag>
                  {a.cameraCode} {a.cameraName}
                </>
              }
              description={`${alarmTime(a.t)}${a.note ? ` · ${a.note}` : ''}`}
            />
          </List.Item>
        )}
      />
      <Modal open={open !== null} title={open ? `${kind(open.kind)} · ${open.cameraCode} ${open.cameraName}` : ''} footer={null} onCancel={() => setOpen(null)} width={560} destroyOnHidden>
        {open ? (
          <figure style={{ margin: 0 }}>
            <img className="uo-snapshot-image" src={props.imageUrl(open)} alt={`${open.cameraCode} ${alarmTime(open.t)}`} style={{ width: '100%', borderRadius: 4 }} />
            <figcaption>
              <Typography.Text type="secondary">
                {alarmTime(open.t)}
                {open.note ? ` · ${open.note}` : ''}
              </Typography.Text>
            </figcaption>
          </figure>
        ) : null}
      </Modal>
    </>
  );
}
