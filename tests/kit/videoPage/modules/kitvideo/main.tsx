// A test page (built by tests/kit/video.browser.test.ts only): a camera board on the real bridge
// context (token from the URL) and the real server: the camera tree, the selected camera's clips
// played by the kit's player (and its live stream, when it has one), and the snapshot alarms.
import { Button, Space } from 'antd';
import { useEffect, useState } from 'react';
import { createRoot } from 'react-dom/client';
import { defineMessages } from '../../../../../kit/i18n';
import { defineModuleResources } from '../../../../../kit/resource';
import { ModuleApp, useKit } from '../../../../../kit/ui';
import { fileUrl } from '../../../../../kit/ui/files';
import {
  alarmTime,
  CameraTree,
  clipSource,
  SnapshotAlarms,
  VIDEO_CALLS,
  VideoPlayer,
  type CameraInfo,
  type CameraTreeNode,
  type SnapshotAlarm,
  type VideoClip,
  type VideoSource,
} from '../../../../../kit/video';

const resources = defineModuleResources({
  module: 'kitvideo',
  messages: defineMessages({ 'zh-CN': { 'kitvideo.board': '视频监控' }, 'en-US': { 'kitvideo.board': 'Cameras' } }),
  resources: [],
});

function Board() {
  const kit = useKit();
  const { request, locale } = kit;
  const [tree, setTree] = useState<CameraTreeNode[]>([]);
  const [camera, setCamera] = useState<CameraInfo | null>(null);
  const [clips, setClips] = useState<VideoClip[]>([]);
  const [source, setSource] = useState<{ source: VideoSource; title: string } | null>(null);
  const [alarms, setAlarms] = useState<SnapshotAlarm[]>([]);

  useEffect(() => {
    void request.load<CameraTreeNode[]>({ url: VIDEO_CALLS.tree, method: 'GET' }).then(setTree);
    void request.load<SnapshotAlarm[]>({ url: VIDEO_CALLS.snapshots, method: 'GET' }).then(setAlarms);
  }, [request]);
  useEffect(() => {
    setClips([]);
    setSource(null);
    if (camera) void request.load<VideoClip[]>({ url: VIDEO_CALLS.clips, method: 'GET', data: { cameraId: camera.id } }).then(setClips);
  }, [request, camera]);

  return (
    <div style={{ display: 'grid', gridTemplateColumns: '320px 1fr', gap: 16, padding: 16 }}>
      <section data-testid="tree">
        <CameraTree tree={tree} selected={camera?.id} onSelect={setCamera} locale={locale} />
      </section>
      <section>
        <Space wrap data-testid="clips">
          {camera?.streamUrl ? (
            <Button onClick={() => setSource({ source: { url: camera.streamUrl! }, title: `${camera.code} 直播` })}>直播</Button>
          ) : null}
          {clips.map((c) => (
            <Button key={c.id} data-clip={c.id} onClick={() => setSource({ source: clipSource(kit, c), title: `${camera?.code ?? ''} ${alarmTime(c.startedAt)}` })}>
              {alarmTime(c.startedAt)}
            </Button>
          ))}
        </Space>
        <div data-testid="player" style={{ marginTop: 12 }}>
          <VideoPlayer source={source?.source ?? null} title={source?.title} locale={locale} />
        </div>
        <div data-testid="snapshots">
          <SnapshotAlarms alarms={alarms} imageUrl={(a) => fileUrl(kit.request, kit.session(), a.fileId)} locale={locale} />
        </div>
      </section>
    </div>
  );
}

createRoot(document.getElementById('root')!).render(<ModuleApp module={resources} routes={[{ path: '/board', element: <Board /> }]} />);
