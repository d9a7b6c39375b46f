// What the demo link plays, read from the contract Prism answers with: getDramaInfo's first example
// (Prism's default answer), its first playable episode, with the CDN parameters the app adds when
// the drama has isCdn set. The baseline page plays exactly this address.
import { readFile } from 'node:fs/promises';
import { resolve } from 'node:path';

export const DEMO_PATH = '/?info=demo-th';

const CDN_PARAMS = ['siteId', 'dramaId', 'customerDomain', 'promotionLinkId', 'pixelId'];

function deref(contract, node) {
  let value = node;
  while (value && typeof value === 'object' && typeof value.$ref === 'string') {
    value = value.$ref
      .replace(/^#\//, '')
      .split('/')
      .reduce((parent, key) => parent?.[key.replaceAll('~1', '/').replaceAll('~0', '~')], contract);
  }
  return value;
}

/** @returns {Promise<{ drama: object, firstEpisode: { episodeNumber: number, videoUrl: string }, freeEpisodes: number[] }>} */
export async function demoDrama(root) {
  const contract = JSON.parse(await readFile(resolve(root, 'generated/openapi.json'), 'utf8'));
  const operation = contract.paths['/h5/drama_video/info'].get;
  const examples = operation.responses['200'].content['application/json'].examples;
  const first = deref(contract, Object.values(examples)[0]);
  const drama = first.value.data;
  const playable = drama.dramaUrl.filter((episode) => episode.videoUrl && !episode.locked);
  if (!playable.length) throw new Error('the demo drama (getDramaInfo first example) has no playable episode');
  const episode = playable[0];
  let videoUrl = episode.videoUrl;
  if (drama.isCdn) {
    const url = new URL(videoUrl, 'http://bench.invalid');
    for (const name of CDN_PARAMS) url.searchParams.set(name, String(drama[name] ?? ''));
    url.searchParams.set('source', 'h5');
    videoUrl = url.origin === 'http://bench.invalid' ? `${url.pathname}${url.search}` : url.href;
  }
  return {
    drama,
    firstEpisode: { episodeNumber: episode.episodeNumber, videoUrl },
    freeEpisodes: playable.map((item) => item.episodeNumber),
  };
}
