/**
 * Social apps open links in their own small browsers, where logging in with Google is refused,
 * downloads and push notifications fail and the page is lost when the app closes. SPEC §1: such
 * browsers are recognised by markers in their user agent, and people are asked to open Glentia in
 * their real browser.
 */

export type InAppBrowser =
  | 'messenger'
  | 'instagram'
  | 'facebook'
  | 'tiktok'
  | 'line'
  | 'twitter'
  | 'linkedin'
  | 'snapchat'
  | 'wechat';

/** Each app's name as it writes it (a brand, the same in every language). */
export const IN_APP_BROWSER_NAMES: Readonly<Record<InAppBrowser, string>> = {
  facebook: 'Facebook',
  messenger: 'Messenger',
  instagram: 'Instagram',
  tiktok: 'TikTok',
  line: 'LINE',
  twitter: 'X (Twitter)',
  linkedin: 'LinkedIn',
  snapchat: 'Snapchat',
  wechat: 'WeChat',
};

/**
 * Markers of each app's browser, checked in this order: Messenger and Instagram also carry
 * Facebook's markers, so they come first.
 */
export const IN_APP_BROWSER_MARKERS: ReadonlyArray<{ app: InAppBrowser; markers: readonly RegExp[] }> = [
  { app: 'messenger', markers: [/FBAN\/MessengerForiOS/i, /FB_IAB\/MESSENGER/i, /\bMessenger\b/] },
  { app: 'instagram', markers: [/\bInstagram\b/i] },
  { app: 'facebook', markers: [/\bFBAN\b/, /\bFBAV\b/, /\bFB_IAB\b/] },
  { app: 'tiktok', markers: [/musical_ly/i, /\bTikTok\b/i, /BytedanceWebview/i] },
  { app: 'line', markers: [/\bLine\//] },
  { app: 'twitter', markers: [/\bTwitterAndroid\b/, /\bTwitter\b/] },
  { app: 'linkedin', markers: [/LinkedInApp/i] },
  { app: 'snapchat', markers: [/Snapchat/i] },
  { app: 'wechat', markers: [/MicroMessenger/i] },
];

/** The social app whose built-in browser this is, or `null` in a real browser. */
export function detectInAppBrowser(userAgent: string | null | undefined): InAppBrowser | null {
  if (!userAgent) return null;
  for (const { app, markers } of IN_APP_BROWSER_MARKERS) {
    if (markers.some((marker) => marker.test(userAgent))) return app;
  }
  return null;
}

export function isAndroid(userAgent: string | null | undefined): boolean {
  return !!userAgent && /\bAndroid\b/i.test(userAgent);
}

/**
 * An Android intent link that opens `url` in Chrome (the only reliable way out of most in-app
 * browsers on Android); Chrome's Play Store page is the fallback when it is not installed.
 */
export function chromeIntentUrl(url: string): string | null {
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    return null;
  }
  if (parsed.protocol !== 'https:' && parsed.protocol !== 'http:') return null;
  const scheme = parsed.protocol.slice(0, -1);
  // The intent's own `#Intent;...` part takes the place of a fragment, so the page's one is dropped.
  const rest = `${parsed.host}${parsed.pathname}${parsed.search}`;
  return `intent://${rest}#Intent;scheme=${scheme};package=com.android.chrome;end`;
}
