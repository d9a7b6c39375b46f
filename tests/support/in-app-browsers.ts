// The in-app browsers visitors arrive in from ads, by the user agents they send (real strings, as
// src/shared/utils/in-app-browser.test.ts reads them): the end-to-end tests of what differs there.
export const inAppBrowsers = {
  'TikTok on iOS':
    'Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Mobile/15E148 musical_ly_34.1.0 JsSdk/2.0 NetType/WIFI Channel/App Store ByteLocale/en Region/TH WKWebView/1 BytedanceWebview/d8a21c6',
  'Facebook on Android':
    'Mozilla/5.0 (Linux; Android 14; Pixel 7 Build/UQ1A.240205.004; wv) AppleWebKit/537.36 (KHTML, like Gecko) Version/4.0 Chrome/121.0.6167.178 Mobile Safari/537.36 [FB_IAB/FB4A;FBAV/452.0.0.41.109;]',
  'Instagram on iOS':
    'Mozilla/5.0 (iPhone; CPU iPhone OS 17_3_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Mobile/15E148 Instagram 319.0.2.21.109 (iPhone15,3; iOS 17_3_1; en_US; en; scale=3.00; 1290x2796; 565366496)',
} as const;
