/**
 * Build-time configuration of the web app, read once here; nothing else reads `import.meta.env`.
 */

function optionalUrl(value: string | undefined): string | null {
  if (!value) return null;
  try {
    return new URL(value).toString();
  } catch {
    return null;
  }
}

export const env = {
  /** Version label of the side drawer: package version and build date. */
  appVersion: typeof __APP_VERSION__ === 'string' ? __APP_VERSION__ : 'dev',
  /**
   * Store pages of the native apps, behind the drawer's badges on the web (SPEC §2). Unset: no
   * badge, since a badge must open an app that is there to install.
   */
  appStoreUrl: optionalUrl(import.meta.env.VITE_APP_STORE_URL),
  playStoreUrl: optionalUrl(import.meta.env.VITE_PLAY_STORE_URL),
  isDevelopment: import.meta.env.DEV,
  /** Map tiles (`{z}/{x}/{y}` template) and the credit their provider requires. */
  mapTileUrl: import.meta.env.VITE_MAP_TILE_URL || 'https://tile.openstreetmap.org/{z}/{x}/{y}.png',
  mapTileAttribution:
    import.meta.env.VITE_MAP_TILE_ATTRIBUTION ||
    '&copy; <a href="https://www.openstreetmap.org/copyright">OpenStreetMap</a>',
  /** The operator's address on the contact page and in the legal texts. */
  contactEmail: import.meta.env.VITE_CONTACT_EMAIL || 'info@glentia.gr',
  /** Host whose subdomains name single events (`<event id>.glentia.gr`); unset turns that off. */
  baseHost: import.meta.env.VITE_BASE_HOST || null,
  /** Where the phone apps find the API; the web app always uses its own origin. */
  nativeApiUrl: optionalUrl(import.meta.env.VITE_NATIVE_API_URL)?.replace(/\/$/, '') ?? 'https://glentia.gr',
  /** The cookie banner hides from bots unless this build says otherwise (end-to-end tests). */
  consentHideFromBots: import.meta.env.VITE_CONSENT_HIDE_FROM_BOTS !== 'false',
  supportChatUrl: optionalUrl(import.meta.env.VITE_SUPPORT_CHAT_URL),
} as const;
