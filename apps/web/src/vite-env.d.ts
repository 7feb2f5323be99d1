/// <reference types="vite/client" />
/// <reference types="vite-plugin-pwa/vanillajs" />

/** Package version and build date, set by vite.config.ts. */
declare const __APP_VERSION__: string;

interface ImportMetaEnv {
  /** App Store page of the Glentia iOS app, when published. */
  readonly VITE_APP_STORE_URL?: string;
  /** Google Play page of the Glentia Android app, when published. */
  readonly VITE_PLAY_STORE_URL?: string;
  /** Map tile URL template; OpenStreetMap's when unset. */
  readonly VITE_MAP_TILE_URL?: string;
  /** Credit shown on the map for the tiles (HTML). */
  readonly VITE_MAP_TILE_ATTRIBUTION?: string;
  /** Operator's contact e-mail; info@glentia.gr when unset. */
  readonly VITE_CONTACT_EMAIL?: string;
  /** Base host whose `<event id>.` subdomains show a single event, e.g. glentia.gr. */
  readonly VITE_BASE_HOST?: string;
  /** The API server the phone apps talk to (SPEC §7: a separate host on native mobile). */
  readonly VITE_NATIVE_API_URL?: string;
  /** `false` shows the cookie banner to automated browsers too (the end-to-end build). */
  readonly VITE_CONSENT_HIDE_FROM_BOTS?: string;
  /** Chat support address opened by the native apps' chat button on flagged screens. */
  readonly VITE_SUPPORT_CHAT_URL?: string;
}
