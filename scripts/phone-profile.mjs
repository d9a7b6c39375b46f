// The phone every browser run uses (end-to-end tests, deploy tests, the bench, screenshots): a
// 390×844 Android phone at device scale 3, with touch and a mobile user agent.
export const phoneProfile = {
  viewport: { width: 390, height: 844 },
  deviceScaleFactor: 3,
  isMobile: true,
  hasTouch: true,
  userAgent:
    'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/156.0.0.0 Mobile Safari/537.36',
  locale: 'en-US',
};
