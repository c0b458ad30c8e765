/**
 * The kit's video player: a native <video> with its controls (play, pause, seek, full screen), fed by
 * a source adapter (kit/video/sources.ts): recorded WebM/MP4 files natively, HLS where the browser or
 * a configured library can. What cannot be played is said in words, not left as a black box.
 * The element's `data-state` (empty, loading, ready, playing, refused, error) and `data-via` (the
 * adapter used) tell tests and styles where it is.
 */
import { Alert, Typography } from 'antd';
import { useEffect, useMemo, useRef, useState } from 'react';
import { translator, type Locale } from '../i18n';
import { adapterFor, defaultAdapters, type SourceAdapter, type VideoSource } from './sources';
import { videoMessages } from './videoMessages';

export type VideoPlayerProps = {
  /** What to play; null shows the "choose something" hint. */
  source: VideoSource | null;
  /** Adapters tried in order (default: native HLS, then files). */
  adapters?: SourceAdapter[];
  /** The element's accessible name (e.g. the camera and the clip's time). */
  title?: string;
  height?: number;
  autoPlay?: boolean;
  locale?: Locale;
};

type State = 'empty' | 'loading' | 'ready' | 'playing' | 'refused' | 'error';

export function VideoPlayer(props: VideoPlayerProps) {
  const t = useMemo(() => translator(props.locale ?? 'zh-CN', videoMessages), [props.locale]);
  const video = useRef<HTMLVideoElement>(null);
  const [state, setState] = useState<State>('empty');
  const [via, setVia] = useState('');
  const [problem, setProblem] = useState('');
  const { source, autoPlay } = props;
  const adapters = props.adapters ?? defaultAdapters;

  useEffect(() => {
    const element = video.current;
    setProblem('');
    setVia('');
    if (!element || !source) {
      setState('empty');
      return;
    }
    const adapter = adapterFor(source, adapters);
    const attached = adapter ? adapter.attach(element, source) : { refused: 'kit.video.typeUnsupported', params: { type: source.type ?? source.url } };
    if ('refused' in attached) {
      setState('refused');
      setProblem(t(attached.refused, attached.params));
      return;
    }
    setVia(attached.via);
    setState('loading');
    if (autoPlay) element.play().catch(() => undefined);
    return () => attached.detach();
  }, [source, adapters, autoPlay, t]);

  const failed = () => {
    const code = video.current?.error?.code;
    if (!source || code === undefined) return;
    setState('error');
    setProblem(t('kit.video.failed', { reason: video.current?.error?.message || `MediaError ${code}` }));
  };

  return (
    <div className="uo-video" data-state={state} data-via={via}>
      <video
        ref={video}
        controls
        muted
        playsInline
        preload="metadata"
        aria-label={props.title}
        hidden={state === 'empty' || state === 'refused'}
        style={{ width: '100%', maxHeight: props.height ?? 360, background: '#000', borderRadius: 6 }}
        onLoadedMetadata={() => setState((s) => (s === 'loading' ? 'ready' : s))}
        onPlaying={() => setState('playing')}
        onPause={() => setState((s) => (s === 'playing' ? 'ready' : s))}
        onError={failed}
      />
      {state === 'empty' ? <Typography.Text type="secondary">{t('kit.video.none')}</Typography.Text> : null}
      {problem ? <Alert type={state === 'refused' ? 'warning' : 'error'} showIcon message={problem} /> : null}
    </div>
  );
}
