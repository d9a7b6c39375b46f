import { describe, expect, it } from 'vitest';
import { browserKind } from './in-app-browser';

// User agents as these apps and browsers send them (2024–2026 versions).
const agents = {
  tiktokIos:
    'Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Mobile/15E148 musical_ly_34.1.0 JsSdk/2.0 NetType/WIFI Channel/App Store ByteLocale/th Region/TH ByteFullLocale/th-TH isDarkMode/1 WKWebView/1 RevealType/Dialog BytedanceWebview/d8a21c6',
  tiktokAndroid:
    'Mozilla/5.0 (Linux; Android 13; SM-A515F Build/TP1A.220624.014; wv) AppleWebKit/537.36 (KHTML, like Gecko) Version/4.0 Chrome/120.0.6099.193 Mobile Safari/537.36 trill_330204 JsSdk/1.0 NetType/WIFI Channel/googleplay AppName/trill app_version/33.2.4 ByteLocale/th ByteFullLocale/th Region/TH AppId/1180 Spark/1.4.8.3-bugfix AppVersion/33.2.4 BytedanceWebview/d8a21c6',
  facebookIos:
    'Mozilla/5.0 (iPhone; CPU iPhone OS 17_1_2 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Mobile/15E148 [FBAN/FBIOS;FBAV/442.0.0.39.111;FBBV/547497537;FBDV/iPhone14,5;FBMD/iPhone;FBSN/iOS;FBSV/17.1.2;FBSS/3;FBID/phone;FBLC/th_TH;FBOP/5;FBRV/549512843]',
  facebookAndroid:
    'Mozilla/5.0 (Linux; Android 14; Pixel 7 Build/UQ1A.240205.004; wv) AppleWebKit/537.36 (KHTML, like Gecko) Version/4.0 Chrome/121.0.6167.178 Mobile Safari/537.36 [FB_IAB/FB4A;FBAV/452.0.0.41.109;]',
  instagramIos:
    'Mozilla/5.0 (iPhone; CPU iPhone OS 17_3_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Mobile/15E148 Instagram 319.0.2.21.109 (iPhone15,3; iOS 17_3_1; ar_AE; ar; scale=3.00; 1290x2796; 565366496)',
  instagramAndroid:
    'Mozilla/5.0 (Linux; Android 13; SM-S908B Build/TP1A.220624.014; wv) AppleWebKit/537.36 (KHTML, like Gecko) Version/4.0 Chrome/120.0.6099.230 Mobile Safari/537.36 Instagram 316.0.0.38.109 Android (33/13; 480dpi; 1080x2340; samsung; SM-S908B; b0q; qcom; en_US; 563459864)',
  messengerIos:
    'Mozilla/5.0 (iPhone; CPU iPhone OS 16_6 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Mobile/15E148 LightSpeed [FBAN/MessengerLiteForiOS;FBAV/434.0.0.34.105;FBBV/529395727;FBDV/iPhone13,2;FBMD/iPhone;FBSN/iOS;FBSV/16.6;FBSS/3;FBCR/;FBID/phone;FBLC/en_US;FBOP/0]',
  messengerAndroid:
    'Mozilla/5.0 (Linux; Android 12; SM-G991B Build/SP1A.210812.016; wv) AppleWebKit/537.36 (KHTML, like Gecko) Version/4.0 Chrome/118.0.5993.111 Mobile Safari/537.36 [FB_IAB/Orca-Android;FBAV/431.0.0.22.109;]',
  lineIos:
    'Mozilla/5.0 (iPhone; CPU iPhone OS 17_2 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Mobile/15E148 Safari Line/13.21.0',
  lineAndroid:
    'Mozilla/5.0 (Linux; Android 13; SM-A536E Build/TP1A.220624.014; wv) AppleWebKit/537.36 (KHTML, like Gecko) Version/4.0 Chrome/119.0.6045.163 Mobile Safari/537.36 Line/13.20.2/IAB',
  kakaotalkIos:
    'Mozilla/5.0 (iPhone; CPU iPhone OS 16_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Mobile/15E148 KAKAOTALK 10.2.5',
  wechatIos:
    'Mozilla/5.0 (iPhone; CPU iPhone OS 16_6 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Mobile/15E148 MicroMessenger/8.0.40(0x18002831) NetType/WIFI Language/zh_TW',
  unknownAndroidWebView:
    'Mozilla/5.0 (Linux; Android 11; Redmi Note 8 Build/RKQ1.201004.002; wv) AppleWebKit/537.36 (KHTML, like Gecko) Version/4.0 Chrome/117.0.5938.153 Mobile Safari/537.36',
  unknownIosWebView:
    'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Mobile/15E148',
  safari:
    'Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4 Mobile/15E148 Safari/604.1',
  chromeIos:
    'Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) CriOS/122.0.6261.89 Mobile/15E148 Safari/604.1',
  chromeAndroid:
    'Mozilla/5.0 (Linux; Android 10; K) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/122.0.0.0 Mobile Safari/537.36',
  samsungInternet:
    'Mozilla/5.0 (Linux; Android 14; SAMSUNG SM-S918B) AppleWebKit/537.36 (KHTML, like Gecko) SamsungBrowser/24.0 Chrome/117.0.0.0 Mobile Safari/537.36',
  desktopChrome:
    'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/156.0.0.0 Safari/537.36',
};

describe('browserKind', () => {
  it.each([
    ['tiktokIos', 'tiktok', 'ios'],
    ['tiktokAndroid', 'tiktok', 'android'],
    ['facebookIos', 'facebook', 'ios'],
    ['facebookAndroid', 'facebook', 'android'],
    ['instagramIos', 'instagram', 'ios'],
    ['instagramAndroid', 'instagram', 'android'],
    ['messengerIos', 'messenger', 'ios'],
    ['messengerAndroid', 'messenger', 'android'],
    ['lineIos', 'line', 'ios'],
    ['lineAndroid', 'line', 'android'],
    ['kakaotalkIos', 'kakaotalk', 'ios'],
    ['wechatIos', 'wechat', 'ios'],
    ['unknownAndroidWebView', 'webview', 'android'],
    ['unknownIosWebView', 'webview', 'ios'],
  ] as const)('%s is the in-app browser of %s on %s', (agent, inApp, os) => {
    expect(browserKind(agents[agent])).toEqual({ inApp, os });
  });

  it.each([
    ['safari', 'ios'],
    ['chromeIos', 'ios'],
    ['chromeAndroid', 'android'],
    ['samsungInternet', 'android'],
    ['desktopChrome', 'other'],
  ] as const)('%s is the phone’s own browser (%s)', (agent, os) => {
    expect(browserKind(agents[agent])).toEqual({ inApp: null, os });
  });

  it('an empty user agent is nobody’s web view', () => {
    expect(browserKind('')).toEqual({ inApp: null, os: 'other' });
  });
});
