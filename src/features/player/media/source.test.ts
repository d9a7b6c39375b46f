import { afterEach, describe, expect, it, vi } from 'vitest';
import { attachSource, isHlsAddress, needsHlsJs, releaseVideo } from './source';

const hls = vi.hoisted(() => ({
  imported: vi.fn(),
  instances: [] as {
    loadSource: ReturnType<typeof vi.fn>;
    attachMedia: ReturnType<typeof vi.fn>;
    destroy: ReturnType<typeof vi.fn>;
    on: ReturnType<typeof vi.fn>;
    startLoad: ReturnType<typeof vi.fn>;
    config: { autoStartLoad?: boolean };
  }[],
}));

vi.mock('hls.js/light', () => {
  hls.imported();
  class FakeHls {
    static isSupported = () => true;
    static Events = { ERROR: 'hlsError' };
    loadSource = vi.fn();
    attachMedia = vi.fn();
    destroy = vi.fn();
    on = vi.fn();
    startLoad = vi.fn();
    constructor(public config: { autoStartLoad?: boolean }) {
      hls.instances.push(this);
    }
  }
  return { default: FakeHls };
});

function video(nativeHls: boolean): HTMLVideoElement {
  const element = document.createElement('video');
  element.canPlayType = (type: string) =>
    (/mpegurl/i.test(type) ? (nativeHls ? 'maybe' : '') : 'probably') as CanPlayTypeResult;
  element.load = vi.fn();
  element.pause = vi.fn();
  return element;
}

afterEach(() => {
  hls.imported.mockClear();
  hls.instances.length = 0;
});

describe('isHlsAddress', () => {
  it('recognises .m3u8 by the path, whatever the query', () => {
    expect(isHlsAddress('/demo-media/hls/ep1.m3u8')).toBe(true);
    expect(isHlsAddress('https://cdn.example/ep1.M3U8?siteId=1&source=h5')).toBe(true);
    expect(isHlsAddress('/demo-media/ep1.mp4?x=.m3u8')).toBe(false);
  });
});

describe('needsHlsJs', () => {
  it('is needed only for HLS where the browser has no native HLS', () => {
    expect(needsHlsJs(video(false), '/a.m3u8')).toBe(true);
    expect(needsHlsJs(video(true), '/a.m3u8')).toBe(false);
    expect(needsHlsJs(video(false), '/a.mp4')).toBe(false);
  });
});

describe('attachSource', () => {
  it('puts an MP4 straight into src, without loading hls.js, and releases it', async () => {
    const element = video(false);
    const detach = await attachSource(element, '/demo-media/ep1.mp4', { onFatalError: vi.fn() });
    expect(element.getAttribute('src')).toBe('/demo-media/ep1.mp4');
    expect(hls.imported).not.toHaveBeenCalled();
    detach?.();
    expect(element.hasAttribute('src')).toBe(false);
    expect(element.load).toHaveBeenCalled();
  });

  it('plays HLS natively where the browser can, without loading hls.js', async () => {
    const element = video(true);
    await attachSource(element, '/demo-media/hls/ep1.m3u8', { onFatalError: vi.fn() });
    expect(element.getAttribute('src')).toBe('/demo-media/hls/ep1.m3u8');
    expect(hls.imported).not.toHaveBeenCalled();
  });

  it('loads hls.js for HLS without native support, and destroys it on release', async () => {
    const element = video(false);
    element.preload = 'auto';
    const detach = await attachSource(element, '/demo-media/hls/ep1.m3u8', { onFatalError: vi.fn() });
    expect(hls.imported).toHaveBeenCalledOnce();
    const [instance] = hls.instances;
    expect(instance?.loadSource).toHaveBeenCalledWith('/demo-media/hls/ep1.m3u8');
    expect(instance?.attachMedia).toHaveBeenCalledWith(element);
    expect(instance?.config.autoStartLoad).toBe(true);
    detach?.();
    expect(instance?.destroy).toHaveBeenCalled();
  });

  it('through hls.js, a slide preloading metadata only fetches the segments once it plays', async () => {
    const element = video(false);
    element.preload = 'metadata';
    await attachSource(element, '/demo-media/hls/ep1.m3u8', { onFatalError: vi.fn() });
    const [instance] = hls.instances;
    expect(instance?.config.autoStartLoad).toBe(false);
    expect(instance?.loadSource).toHaveBeenCalled();
    expect(instance?.startLoad).not.toHaveBeenCalled();
    element.dispatchEvent(new Event('play'));
    element.dispatchEvent(new Event('play'));
    expect(instance?.startLoad).toHaveBeenCalledOnce();
  });

  it('attaches nothing when the slide moved on while hls.js was loading', async () => {
    const element = video(false);
    const detach = await attachSource(element, '/demo-media/hls/ep1.m3u8', { onFatalError: vi.fn() }, () => true);
    expect(detach).toBeNull();
    expect(hls.instances).toHaveLength(0);
  });
});

describe('releaseVideo', () => {
  it('removes the source and reloads, so the browser drops the buffers', () => {
    const element = video(false);
    element.setAttribute('src', '/demo-media/ep1.mp4');
    releaseVideo(element);
    expect(element.hasAttribute('src')).toBe(false);
    expect(element.load).toHaveBeenCalledOnce();
  });
});
