/**
 * Where a player's video comes from, pluggable and framework-free: an adapter says whether it handles
 * a source and attaches it to a <video> element. Two come with the kit:
 * - `fileAdapter`: recorded files (WebM, MP4) played natively, seeking with HTTP byte ranges;
 * - `hlsAdapter()`: live streams (`.m3u8`) where the browser plays HLS itself (Safari, iOS, some
 *   Chromium builds), else through an HLS library the deployment configures (`library`), else a
 *   refusal that says a library must be configured. The kit ships none: no player library is a
 *   dependency, and nothing is fetched from a CDN.
 *
 * @example
 *   // with hls.js bundled by the deployment:
 *   const library = { isSupported: () => Hls.isSupported(), attach: (video, url) => { const h = new Hls(); h.loadSource(url); h.attachMedia(video); return { detach: () => h.destroy() }; } };
 *   <VideoPlayer source={{ url: camera.streamUrl }} adapters={[hlsAdapter({ library }), fileAdapter]} />
 */

/** A video to play: its address and, when known, its MIME type. */
export type VideoSource = { url: string; type?: string };

/** A source attached to an element; `detach` stops it and frees what it holds. */
export type Attachment = { detach(): void };

/** Why an adapter cannot play a source here: a message key of kit/video's catalogue and its values. */
export type Refusal = { refused: string; params?: Record<string, string> };

export type SourceAdapter = {
  /** A name for logs and tests ('file', 'hls', 'hls-native', …). */
  id: string;
  handles(source: VideoSource): boolean;
  attach(video: HTMLVideoElement, source: VideoSource): (Attachment & { via: string }) | Refusal;
};

/** An HLS player library as the deployment wraps it (e.g. hls.js). */
export type HlsLibrary = { isSupported(): boolean; attach(video: HTMLVideoElement, url: string): Attachment };

const HLS_TYPES = ['application/vnd.apple.mpegurl', 'application/x-mpegurl'];
const path = (url: string) => url.split(/[?#]/)[0]!.toLowerCase();

/** Whether a source is an HLS stream (by type or by the `.m3u8` ending). */
export const isHls = (source: VideoSource) => (source.type ? HLS_TYPES.includes(source.type.toLowerCase()) : path(source.url).endsWith('.m3u8'));

/** The type of a file source: given, or from its extension (WebM, MP4). */
export function fileType(source: VideoSource): string {
  if (source.type) return source.type;
  const p = path(source.url);
  return p.endsWith('.webm') ? 'video/webm' : p.endsWith('.mp4') || p.endsWith('.m4v') ? 'video/mp4' : '';
}

const native = (video: HTMLVideoElement, url: string, via: string): Attachment & { via: string } => {
  video.src = url;
  return {
    via,
    detach() {
      video.removeAttribute('src');
      video.load();
    },
  };
};

/** Recorded files (WebM, MP4, or any other type the browser says it can play), natively. */
export const fileAdapter: SourceAdapter = {
  id: 'file',
  handles: (source) => !isHls(source),
  attach(video, source) {
    const type = fileType(source);
    if (type && video.canPlayType(type) === '') return { refused: 'kit.video.typeUnsupported', params: { type } };
    return native(video, source.url, 'file');
  },
};

/** Live HLS streams: natively where the browser can, else through `library`, else refused (see the module comment). */
export function hlsAdapter(options: { library?: HlsLibrary } = {}): SourceAdapter {
  return {
    id: 'hls',
    handles: isHls,
    attach(video, source) {
      if (HLS_TYPES.some((t) => video.canPlayType(t) !== '')) return native(video, source.url, 'hls-native');
      if (options.library?.isSupported()) return { ...options.library.attach(video, source.url), via: 'hls-library' };
      return { refused: 'kit.video.hlsNeedsLibrary' };
    },
  };
}

/** What a player uses when given nothing else: HLS (native only), then files. */
export const defaultAdapters: SourceAdapter[] = [hlsAdapter(), fileAdapter];

/** The first adapter that handles the source (null: none does). */
export const adapterFor = (source: VideoSource, adapters: SourceAdapter[] = defaultAdapters) => adapters.find((a) => a.handles(source)) ?? null;
