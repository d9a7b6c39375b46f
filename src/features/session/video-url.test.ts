import { describe, expect, it } from 'vitest';
import { rewriteDrama, withCdnParams } from './video-url';

const base = 'https://watch.example.com/?info=k';
const drama = {
  isCdn: true,
  siteId: 's 1',
  dramaId: 'd&1',
  customerDomain: 'cdn.example.com',
  promotionLinkId: 'p=1',
  pixelId: '',
};

describe('withCdnParams', () => {
  it('adds the six CDN parameters to an address', () => {
    const url = new URL(withCdnParams('https://v.example.com/ep1.mp4', drama, base));
    expect(url.origin + url.pathname).toBe('https://v.example.com/ep1.mp4');
    expect(Object.fromEntries(url.searchParams)).toEqual({
      siteId: 's 1',
      dramaId: 'd&1',
      customerDomain: 'cdn.example.com',
      promotionLinkId: 'p=1',
      pixelId: '',
      source: 'h5',
    });
  });

  it('encodes values so they cannot break the query', () => {
    const out = withCdnParams('https://v.example.com/ep1.mp4', drama, base);
    expect(out).toContain('dramaId=d%261');
    expect(out).toContain('promotionLinkId=p%3D1');
    expect(out).not.toContain('s 1');
  });

  it('keeps parameters and the fragment the address already has', () => {
    const url = new URL(withCdnParams('https://v.example.com/ep1.m3u8?token=a%2Fb&siteId=old#t=3', drama, base));
    expect(url.searchParams.get('token')).toBe('a/b');
    expect(url.searchParams.getAll('siteId')).toEqual(['s 1']);
    expect(url.hash).toBe('#t=3');
  });

  it('keeps an empty address empty', () => {
    expect(withCdnParams('', drama, base)).toBe('');
    expect(withCdnParams('   ', drama, base)).toBe('');
  });

  it('rewrites a relative address on this origin', () => {
    const url = new URL(withCdnParams('/demo-media/ep1.mp4', drama, base));
    expect(url.origin).toBe('https://watch.example.com');
    expect(url.searchParams.get('source')).toBe('h5');
  });

  it('leaves a safe address untouched when the drama is not on a CDN', () => {
    expect(withCdnParams('/demo-media/ep1.mp4', { ...drama, isCdn: false }, base)).toBe('/demo-media/ep1.mp4');
  });

  it.each([
    'javascript:alert(1)',
    ' JavaScript:alert(1)',
    'java\tscript:alert(1)',
    'data:video/mp4;base64,AAAA',
    'blob:https://watch.example.com/1',
    'ftp://v.example.com/ep1.mp4',
    '//evil.example.net/ep1.mp4',
    '\\\\evil.example.net/ep1.mp4',
  ])('turns the unsafe address %j into an empty one', (address) => {
    expect(withCdnParams(address, drama, base)).toBe('');
    expect(withCdnParams(address, { ...drama, isCdn: false }, base)).toBe('');
  });

  it('accepts a protocol-relative address on this very host', () => {
    expect(withCdnParams('//watch.example.com/ep1.mp4', { ...drama, isCdn: false }, base)).toBe(
      '//watch.example.com/ep1.mp4',
    );
  });
});

describe('rewriteDrama', () => {
  it('rewrites every episode and leaves locked ones empty', () => {
    const out = rewriteDrama(
      {
        ...drama,
        title: 'T',
        dramaUrl: [
          { episodeNumber: 1, videoUrl: 'https://v.example.com/1.mp4', locked: false },
          { episodeNumber: 2, videoUrl: '', locked: true },
        ],
      },
      base,
    );
    expect(out.title).toBe('T');
    expect(out.dramaUrl[0]?.videoUrl).toContain('source=h5');
    expect(out.dramaUrl[1]).toEqual({ episodeNumber: 2, videoUrl: '', locked: true });
  });
});
