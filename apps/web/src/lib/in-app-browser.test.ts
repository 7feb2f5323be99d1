import { describe, expect, it } from 'vitest';
import { chromeIntentUrl, detectInAppBrowser, isAndroid } from './in-app-browser.ts';

const IPHONE =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko)';
const ANDROID =
  'Mozilla/5.0 (Linux; Android 14; Pixel 8 Build/UQ1A; wv) AppleWebKit/537.36 (KHTML, like Gecko) Version/4.0 Chrome/126.0 Mobile Safari/537.36';

describe('detectInAppBrowser', () => {
  it.each([
    [
      'Facebook on iPhone',
      `${IPHONE} Mobile/15E148 [FBAN/FBIOS;FBAV/470.0.0.38.109;FBBV/123;FBDV/iPhone15,2]`,
      'facebook',
    ],
    ['Facebook on Android', `${ANDROID} [FB_IAB/FB4A;FBAV/470.0.0.37.109;]`, 'facebook'],
    [
      'Messenger on iPhone',
      `${IPHONE} Mobile/15E148 [FBAN/MessengerForiOS;FBAV/462.0.0.39.108;FBBV/1]`,
      'messenger',
    ],
    ['Messenger on Android', `${ANDROID} [FB_IAB/MESSENGER;FBAV/455.0.0.32.117;]`, 'messenger'],
    [
      'Instagram on iPhone',
      `${IPHONE} Mobile/15E148 Instagram 300.0.0.29.110 (iPhone15,2; iOS 17_5; el_GR)`,
      'instagram',
    ],
    [
      'Instagram on Android',
      `${ANDROID} Instagram 300.0.0.29.110 Android (34/14; 420dpi; 1080x2400)`,
      'instagram',
    ],
    ['TikTok (musical_ly)', `${IPHONE} Mobile/15E148 musical_ly_34.5.0 JsSdk/2.0 NetType/WIFI`, 'tiktok'],
    ['TikTok (Bytedance webview)', `${ANDROID} BytedanceWebview/d8a21c6`, 'tiktok'],
    ['TikTok (name)', `${ANDROID} TikTok 34.1.3 ByteLocale/el`, 'tiktok'],
    ['LINE', `${IPHONE} Mobile/15E148 Safari Line/14.8.0`, 'line'],
    ['X on Android', `${ANDROID} TwitterAndroid`, 'twitter'],
    ['X on iPhone', `${IPHONE} Mobile/15E148 Twitter for iPhone/10.50`, 'twitter'],
    ['LinkedIn', `${IPHONE} Mobile/15E148 [LinkedInApp]/9.29.4`, 'linkedin'],
    ['Snapchat', `${IPHONE} Mobile/15E148 Snapchat/13.0.0.43 (like Safari/8618.2.12.10.5)`, 'snapchat'],
    ['WeChat', `${ANDROID} MMWEBID/1234 MicroMessenger/8.0.49.2600(0x28003133) WeChat/arm64`, 'wechat'],
  ])('recognises %s', (_name, userAgent, app) => {
    expect(detectInAppBrowser(userAgent)).toBe(app);
  });

  it.each([
    ['Safari on iPhone', `${IPHONE} Version/17.5 Mobile/15E148 Safari/604.1`],
    [
      'Chrome on Android',
      'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0 Mobile Safari/537.36',
    ],
    ['Firefox on a desktop', 'Mozilla/5.0 (X11; Linux x86_64; rv:128.0) Gecko/20100101 Firefox/128.0'],
    [
      'Samsung Internet',
      'Mozilla/5.0 (Linux; Android 14; SM-S918B) AppleWebKit/537.36 (KHTML, like Gecko) SamsungBrowser/25.0 Chrome/121.0 Mobile Safari/537.36',
    ],
    ['Googlebot', 'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)'],
    ['an empty agent', ''],
  ])('leaves %s alone', (_name, userAgent) => {
    expect(detectInAppBrowser(userAgent)).toBeNull();
  });

  it('does not mistake words that merely contain a marker', () => {
    expect(detectInAppBrowser(`${IPHONE} Safari/604.1 Online/1.0`)).toBeNull();
    expect(detectInAppBrowser(`${IPHONE} Safari/604.1 Pipeline/2`)).toBeNull();
  });
});

describe('chromeIntentUrl', () => {
  it('opens the same address in Chrome', () => {
    expect(chromeIntentUrl('https://glentia.gr/glentia/abc?x=1#top')).toBe(
      'intent://glentia.gr/glentia/abc?x=1#Intent;scheme=https;package=com.android.chrome;end',
    );
    expect(chromeIntentUrl('http://localhost:3000/')).toBe(
      'intent://localhost:3000/#Intent;scheme=http;package=com.android.chrome;end',
    );
  });

  it('refuses anything that is not a web address', () => {
    expect(chromeIntentUrl('javascript:alert(1)')).toBeNull();
    expect(chromeIntentUrl('not a url')).toBeNull();
  });
});

describe('isAndroid', () => {
  it('tells Android from iOS', () => {
    expect(isAndroid(ANDROID)).toBe(true);
    expect(isAndroid(IPHONE)).toBe(false);
    expect(isAndroid(undefined)).toBe(false);
  });
});
