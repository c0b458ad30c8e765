// The player's source adapters (kit/video/sources.ts) on a stand-in video element whose
// canPlayType answers as a given browser would: files natively, HLS natively where the browser says
// it can, through a configured library otherwise, and else refused with the words that a library
// must be configured (what desktop browsers without native HLS show).
import { describe, expect, it } from 'vitest';
import { translator as make, type Locale } from '../../../kit/i18n';
import { adapterFor, fileAdapter, hlsAdapter } from '../../../kit/video/sources';
import { videoMessages } from '../../../kit/video/videoMessages';

const translator = (locale: Locale) => make(locale, videoMessages);

/** A stand-in <video>: canPlayType from a table, src recorded. */
function element(playable: Record<string, string>) {
  const v = { src: '', removed: false, canPlayType: (t: string) => playable[t] ?? '', removeAttribute: () => void (v.removed = true), load: () => undefined };
  return v as unknown as HTMLVideoElement & { removed: boolean };
}
const chromiumWithoutHls = () => element({ 'video/webm': 'maybe', 'video/mp4': 'maybe' });
const safari = () => element({ 'video/mp4': 'maybe', 'application/vnd.apple.mpegurl': 'maybe' });

describe('video source adapters', () => {
  it('plays a WebM clip natively and detaches it', () => {
    const v = chromiumWithoutHls();
    const source = { url: '/cloud/management/rest/np/file/download/abc?access_token=x', type: 'video/webm' };
    expect(adapterFor(source)).toBe(fileAdapter);
    const attached = fileAdapter.attach(v, source);
    expect(attached).toMatchObject({ via: 'file' });
    expect(v.src).toBe(source.url);
    if ('detach' in attached) attached.detach();
    expect(v.removed).toBe(true);
  });

  it('refuses a file type the browser cannot play, naming it', () => {
    expect(fileAdapter.attach(safari(), { url: '/a.webm' })).toEqual({ refused: 'kit.video.typeUnsupported', params: { type: 'video/webm' } });
  });

  it('plays .m3u8 natively where the browser can', () => {
    const v = safari();
    expect(adapterFor({ url: '/live/C-106/index.m3u8' })?.id).toBe('hls');
    expect(hlsAdapter().attach(v, { url: '/live/C-106/index.m3u8' })).toMatchObject({ via: 'hls-native' });
    expect(v.src).toBe('/live/C-106/index.m3u8');
  });

  it('says a player library must be configured when the browser cannot play HLS and none is', () => {
    const refusal = hlsAdapter().attach(chromiumWithoutHls(), { url: '/live/C-106/index.m3u8' });
    expect(refusal).toEqual({ refused: 'kit.video.hlsNeedsLibrary' });
    const t = translator('zh-CN');
    expect(t('kit.video.hlsNeedsLibrary')).toContain('需要为播放器配置 HLS 播放库（如 hls.js）');
    expect(translator('en-US')('kit.video.hlsNeedsLibrary')).toContain('an HLS player library (such as hls.js) must be configured');
  });

  it('plays HLS through the configured library otherwise', () => {
    const attached: string[] = [];
    const library = { isSupported: () => true, attach: (_v: HTMLVideoElement, url: string) => (attached.push(url), { detach: () => undefined }) };
    expect(hlsAdapter({ library }).attach(chromiumWithoutHls(), { url: 'https://cam.example.cn/live.m3u8?x=1' })).toMatchObject({ via: 'hls-library' });
    expect(attached).toEqual(['https://cam.example.cn/live.m3u8?x=1']);
  });
});
