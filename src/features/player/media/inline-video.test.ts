import { describe, expect, it } from 'vitest';
import { createInlineVideo } from './inline-video';

describe('createInlineVideo', () => {
  it('makes a muted video that plays inline on an iPhone, old WebViews included', () => {
    const video = createInlineVideo();
    expect(video.hasAttribute('playsinline')).toBe(true);
    expect(video.hasAttribute('webkit-playsinline')).toBe(true);
    expect(video.muted).toBe(true);
    expect(video.hasAttribute('muted')).toBe(true);
  });
});
