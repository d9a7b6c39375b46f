// Test data for the start-up tests (prelude-start, early-requests; not imported by the app): a drama
// with episodes 1 and 2 free and 3 locked, listed out of order as an answer may list them.
export const dramaFixture = {
  dramaId: '10086',
  promotionLinkId: 'pl_7781',
  pixelId: 'PX1',
  siteId: 'site_th_01',
  customerDomain: 'shop.example',
  isCdn: false,
  country: 'TH',
  title: 'A title',
  freeEpisodes: 2,
  dramaUrl: [
    { episodeNumber: 2, videoUrl: 'https://cdn.example/ep2.mp4', locked: false },
    { episodeNumber: 1, videoUrl: 'https://cdn.example/ep1.mp4', locked: false },
    { episodeNumber: 3, videoUrl: '', locked: true },
  ],
};
