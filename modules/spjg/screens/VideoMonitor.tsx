/**
 * 视频监控: the camera tree on the left (video/tree: departments, vehicles, facilities, with online
 * state, read again every 15 s so the states stay live), and for the chosen camera on the right its
 * recordings and live stream in the kit's player, the control pad (video/control: up, down, left,
 * right, zoom in and out, stop; disabled while the camera is offline) and its snapshot alarms, new
 * ones arriving live (kit/live).
 */
import { Alert, Button, Card, Empty, Space, Tag } from 'antd';
import { useCallback, useEffect, useMemo, useState } from 'react';
import { useDeviceLive } from '../../../kit/live';
import { parseCall } from '../../../kit/resource';
import { useKit } from '../../../kit/ui';
import { fileUrl } from '../../../kit/ui/files';
import { alarmTime, CameraTree, clipSource, SnapshotAlarms, VIDEO_CALLS, VideoPlayer, type CameraInfo, type CameraTreeNode, type SnapshotAlarm, type VideoClip, type VideoSource } from '../../../kit/video';
import { jhtml, type Command } from '../resources/paths';

const TREE_CALL = '/cloud/spjg/video/tree.jhtml';
const CONTROL_CALL = parseCall(jhtml('video', 'control')).path;
const REFRESH_MS = 15_000;

type Answer = { accepted: boolean; cameraCode: string; command: Command; message: string };

/** The pad's layout: three rows of commands (null: an empty cell). */
const PAD: (Command | null)[][] = [
  [null, 'up', null],
  ['left', 'stop', 'right'],
  ['zoomOut', 'down', 'zoomIn'],
];

export function VideoMonitor() {
  const kit = useKit();
  const { request, locale, t } = kit;
  const [tree, setTree] = useState<CameraTreeNode[]>([]);
  const [cameraId, setCameraId] = useState<string | null>(null);
  const [clips, setClips] = useState<VideoClip[]>([]);
  const [alarms, setAlarms] = useState<SnapshotAlarm[]>([]);
  const [source, setSource] = useState<{ source: VideoSource; title: string } | null>(null);
  const [answer, setAnswer] = useState<Answer | null>(null);

  const loadTree = useCallback(() => request.load<CameraTreeNode[]>({ url: TREE_CALL, method: 'POST' }).then(setTree, () => undefined), [request]);
  useEffect(() => {
    void loadTree();
    const timer = window.setInterval(() => void loadTree(), REFRESH_MS);
    return () => window.clearInterval(timer);
  }, [loadTree]);

  // The chosen camera as the latest tree has it (its online state changes while it is shown).
  const camera = useMemo<CameraInfo | null>(() => tree.flatMap((k) => k.groups.flatMap((g) => g.cameras)).find((c) => c.id === cameraId) ?? null, [tree, cameraId]);

  useEffect(() => {
    setClips([]);
    setAlarms([]);
    setSource(null);
    setAnswer(null);
    if (!cameraId) return;
    void request.load<VideoClip[]>({ url: VIDEO_CALLS.clips, method: 'GET', data: { cameraId } }).then(setClips, () => undefined);
    void request.load<SnapshotAlarm[]>({ url: VIDEO_CALLS.snapshots, method: 'GET', data: { cameraId } }).then(setAlarms, () => undefined);
  }, [request, cameraId]);

  // A snapshot alarm the chosen camera raises while it is shown arrives on the live stream.
  useDeviceLive({
    onEvent: (e) => {
      const raised = (e.snapshots ?? []).filter((a) => a.cameraId === cameraId);
      if (raised.length) setAlarms((list) => [...raised.filter((a) => !list.some((b) => b.id === a.id)), ...list]);
    },
  });

  const send = (command: Command) => {
    if (!camera) return;
    void request.load<Answer>({ url: CONTROL_CALL, method: 'POST', data: { cameraId: camera.id, command } }).then(setAnswer, () => void loadTree());
  };

  return (
    <div style={{ display: 'grid', gridTemplateColumns: '340px 1fr', gap: 16, padding: 16 }}>
      <Card size="small" data-testid="camera-tree" extra={<Button size="small" onClick={() => void loadTree()}>{t('spjg.monitor.refresh')}</Button>}>
        <CameraTree tree={tree} selected={cameraId} onSelect={(c) => setCameraId(c.id)} locale={locale} />
      </Card>
      {camera ? (
        <Space direction="vertical" size="middle" style={{ width: '100%' }}>
          <Card
            size="small"
            data-testid="camera-view"
            title={
              <span data-testid="camera-title">
                {camera.code} {camera.name} · {camera.groupName}{' '}
                <Tag color={camera.online ? 'green' : 'default'}>{t(camera.online ? 'spjg.enum.onlineState.online' : 'spjg.enum.onlineState.offline')}</Tag>
              </span>
            }
          >
            <Space wrap data-testid="clips" style={{ marginBottom: 12 }}>
              <span>{t('spjg.monitor.clips')}:</span>
              {camera.streamUrl ? <Button onClick={() => setSource({ source: { url: camera.streamUrl! }, title: `${camera.code} ${t('spjg.monitor.live')}` })}>{t('spjg.monitor.live')}</Button> : null}
              {clips.length ? null : <span>{t('spjg.monitor.noClips')}</span>}
              {clips.map((c) => (
                <Button key={c.id} data-clip={c.id} onClick={() => setSource({ source: clipSource(kit, c), title: `${camera.code} ${alarmTime(c.startedAt)}` })}>
                  {alarmTime(c.startedAt)}
                </Button>
              ))}
            </Space>
            <div data-testid="player">
              <VideoPlayer source={source?.source ?? null} title={source?.title} locale={locale} />
            </div>
          </Card>
          <Card size="small" title={t('spjg.monitor.control')} data-testid="control-pad">
            <div style={{ display: 'grid', gridTemplateColumns: 'repeat(3, 88px)', gap: 8 }}>
              {PAD.flat().map((command, i) =>
                command ? (
                  <Button key={command} data-command={command} disabled={!camera.online} onClick={() => send(command)}>
                    {t(`spjg.enum.command.${command}`)}
                  </Button>
                ) : (
                  <span key={`gap${i}`} />
                ),
              )}
            </div>
            {camera.online ? null : <Alert style={{ marginTop: 12 }} type="warning" showIcon message={t('spjg.monitor.offline')} />}
            {answer ? <Alert data-testid="control-result" style={{ marginTop: 12 }} type="success" showIcon message={answer.message} /> : null}
          </Card>
          <Card size="small" data-testid="snapshots">
            <SnapshotAlarms alarms={alarms} imageUrl={(a) => fileUrl(kit.request, kit.session(), a.fileId)} locale={locale} />
          </Card>
        </Space>
      ) : (
        <Empty description={t('spjg.monitor.pick')} />
      )}
    </div>
  );
}
