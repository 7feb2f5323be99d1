/**
 * The public pages' first screen, drawn on the server (SPEC §9): `/`, `/glentia`, `/glentia/{id}`,
 * `/location/{id}` and `/artist/{id}` arrive with their content in the HTML, the answers it was
 * drawn with inlined (the app starts from them instead of asking again) and the first poster
 * preloaded, in the language the app will speak to a first visit from that device (its
 * Accept-Language, by the app's own rule), in a phone's frame or a wide window's. A visitor who
 * chose the other language never sees this drawing: the page's first script (theme-init.js) hides
 * it before the first paint, and the app draws their own screen. A signed-in visitor sees it as
 * drawn, and the app adopts it: their own parts (the menu's links, an owner's controls) fill in
 * after. The drawing is the web app's own code (`apps/web/dist-ssr`, built with the app); where it
 * is missing or fails, the page is the plain app page, as before.
 */
import { existsSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { detectDeviceLanguage, keepsNothing, requestLanguageSource } from '@glentia/core';
import type { FastifyInstance } from 'fastify';
import { escapeHtml, jsonForScript } from '../../lib/html.ts';

interface RenderedPage {
  html: string;
  state: unknown;
  seed: number;
  /** The Greek names an English drawing wrote in Latin letters. */
  names?: Record<string, string>;
  /** The tab's title as the app names the page, in the drawing's language. */
  title?: string;
}

type ApiAnswer = (url: string) => Promise<{ status: number; body: string }>;

export type DrawnLanguage = 'el' | 'en';

interface FirstScreenModule {
  renderPage(
    url: string,
    answer: ApiAnswer,
    language: DrawnLanguage,
    wide: boolean,
  ): Promise<RenderedPage | null>;
}

/** The language a first visit from this request's device sees, so the drawing is in it too. */
export function drawnLanguage(headers: {
  'accept-language'?: string | undefined;
  'user-agent'?: string | undefined;
}): DrawnLanguage {
  return detectDeviceLanguage(requestLanguageSource(headers['accept-language'], headers['user-agent']));
}

/**
 * The app's page as this browser gets it: from one that keeps nothing of Glentia's (core's
 * `keepsNothing`: neither the kept cookie nor a cookie choice), marked `data-nothing-kept`, so the
 * page's first script (theme-init.js) knows it without reading the local storage and the cookies.
 * A page that varies so names `cookie` among what it varies by (`PAGE_VARIES_BY`).
 */
export function forBrowser(html: string, cookieHeader: string | undefined): string {
  return keepsNothing(cookieHeader) ? markNothingKept(html) : html;
}

function markNothingKept(html: string): string {
  return html.replace(/<html\b([^>]*)>/, '<html$1 data-nothing-kept>');
}

/** What an app page's HTML depends on besides its address. */
export const PAGE_VARIES_BY = 'user-agent, accept-language, cookie';

/** Paths drawn on the server: the pages people open from a link. */
const SERVER_DRAWN = [
  /^\/$/,
  /^\/glentia$/,
  /^\/glentia\/(?!search$)[^/]+$/,
  /^\/location\/[^/]+$/,
  /^\/artist\/[^/]+$/,
];

/**
 * Whether the browser is a phone's. Phones and desktops both get the drawn screen, each in its own
 * frame: a desktop's has the side menu beside the page (the layout picks it in the browser by a
 * media query, so the server draws what a wide window shows, and the browser adopts it as drawn).
 */
export function isPhone(userAgent: string | undefined): boolean {
  return /\b(Mobi|Android|iPhone|iPod)\b/i.test(userAgent ?? '');
}

/** Whether to draw the wide screen's frame (the side menu beside the page): for any non-phone. */
export function drawsWide(userAgent: string | undefined): boolean {
  return !isPhone(userAgent);
}

export function isServerDrawn(url: string): boolean {
  // A page with a query (a shared search, a refresh) is the reader's own: the app draws it.
  return !url.includes('?') && SERVER_DRAWN.some((pattern) => pattern.test(url));
}

/**
 * The first `<img>` asked for at high priority, the largest thing on the first screen: its address
 * and the narrower copies it names (`srcset`), if any.
 */
export function firstScreenImage(html: string): { src: string; srcset: string | null } | null {
  const tag = html.match(/<img\b[^>]*\bfetchpriority="high"[^>]*>/i)?.[0];
  const src = tag?.match(/\bsrc="([^"]+)"/)?.[1];
  if (!tag || !src) return null;
  return { src, srcset: tag.match(/\bsrcset="([^"]+)"/i)?.[1] ?? null };
}

const ENTRY_SCRIPT = /\s*<script type="module" crossorigin src="([^"]+)"><\/script>/;
const MODULE_PRELOAD = /\s*<link rel="modulepreload" crossorigin href="([^"]+)">/g;
const MANIFEST_LINK = /\s*<link rel="manifest" href="([^"]+)">/;

/** The origin a request was made to (`https://glentia.gr`), as its browser sees it. */
export function requestOrigin(request: { protocol: string; host: string }): string {
  return `${request.protocol}://${request.host}`;
}

/**
 * The page with the app's scripts asked for only after the drawing has been painted (public
 * app-start.js): the entry module and its preloads leave the head, and the starter carries them.
 * So does the web app manifest: the browser reads it, and then fetches its 192 px icon, as soon as
 * it finds it, and on a slow connection those two shared the line with the first screen's poster.
 */
export function startAppAfterPaint(indexHtml: string): string {
  const entry = indexHtml.match(ENTRY_SCRIPT)?.[1];
  if (!entry) return indexHtml;
  const preloads = [...indexHtml.matchAll(MODULE_PRELOAD)].map((match) => match[1]);
  const manifest = indexHtml.match(MANIFEST_LINK)?.[1];
  const manifestData = manifest ? ` data-manifest="${manifest}"` : '';
  return indexHtml
    .replace(MODULE_PRELOAD, '')
    .replace(MANIFEST_LINK, '')
    .replace(
      ENTRY_SCRIPT,
      `\n    <script src="/app-start.js" data-entry="${entry}" data-preload="${preloads.join(' ')}"${manifestData} defer></script>`,
    );
}

/**
 * What the drawing asks to have in the head (a poster's preload, a feed's link): React draws these
 * first, in place, and in the browser keeps them in the head, where it finds them when it adopts the
 * drawing.
 */
const LEADING_HEAD_TAGS = /^(?:<link\b[^>]*\/?>|<meta\b[^>]*\/?>)+/;

/** A feed's link in the page's head (`previews.html.ts`, `feedLinks`), with its address. */
const FEED_LINK = /<link rel="alternate" type="[^"]+" title="[^"]*" href="([^"]+)" \/>\s*/g;

/**
 * The page's feed links, less those the drawing brings itself: React keeps its own in the head, so
 * a feed reader or browser finds each feed once (the calendar's, which the drawing has not, stays).
 */
function withoutDrawnFeeds(html: string, headTags: string): string {
  return html.replace(FEED_LINK, (link, href: string) => (headTags.includes(`href="${href}"`) ? '' : link));
}

/**
 * The app page with the drawn screen inside `#root`, its answers beside it and its poster preloaded.
 * The drawing names its language, which theme-init.js compares with the visitor's saved one.
 */
export function injectFirstScreen(
  indexHtml: string,
  page: RenderedPage,
  language: DrawnLanguage,
  wide = false,
): string {
  const root = '<div id="root"></div>';
  if (!indexHtml.includes(root)) return indexHtml;
  const headTags = page.html.match(LEADING_HEAD_TAGS)?.[0] ?? '';
  const body = page.html.slice(headTags.length);
  const image = firstScreenImage(body);
  // React preloads the images it draws at high priority itself (by `href`, or by `imagesrcset`
  // when the image names narrower copies); only an image it left out gets a preload here. A card's
  // `src` may be the small thumbnail while its copies come from the poster: asking for the thumbnail
  // too would only share the phone's connection with the copy it shows.
  const preloaded =
    image !== null &&
    (headTags.includes(`href="${image.src}"`) ||
      (image.srcset !== null && headTags.includes(`imageSrcSet="${image.srcset}"`)));
  const preload =
    image && !preloaded ? `<link rel="preload" as="image" href="${image.src}" fetchpriority="high" />` : '';
  // An English drawing's names in Latin letters, so the app adopts it without writing them again.
  const names =
    page.names && Object.keys(page.names).length > 0
      ? `<script type="application/json" id="glentia-names">${jsonForScript(page.names)}</script>`
      : '';
  // Ahead of the first script, so the poster is asked for with the stylesheet, not after it.
  const beforeScripts = indexHtml.includes('<script') ? '<script' : '</head>';
  // The tab reads as the app will name it, in the drawing's language (a link's preview keeps its
  // own title in the Open Graph tags).
  const { title } = page;
  const titled = title
    ? indexHtml.replace(/<title>[\s\S]*?<\/title>/, () => `<title>${escapeHtml(title)}</title>`)
    : indexHtml;
  return startAppAfterPaint(withoutDrawnFeeds(titled, headTags))
    .replace(/<html lang="[a-z]+"/, `<html lang="${language}"`)
    .replace(beforeScripts, `${headTags}${preload}\n    ${beforeScripts}`)
    .replace(
      root,
      // Usable at once: its links lead on, and a tap on a button or letters typed before the app has
      // taken it over are kept and made again then (app-start.js). The drawing is the root's content
      // exactly as the app draws it, so the app can adopt it.
      `<div id="root" lang="${language}" data-first-screen data-seed="${page.seed}"${wide ? ' data-wide' : ''}>${body}</div><script type="application/json" id="glentia-state">${jsonForScript(page.state)}</script>${names}`,
    );
}

/**
 * `withFirstScreen(html, url, language, origin, wide)`: the page at `url` with its first screen
 * drawn (for a wide window when `wide`), or `html` unchanged.
 */
export function createFirstScreen(app: FastifyInstance, webDistDir: string) {
  const file = path.join(webDistDir, '..', 'dist-ssr', 'entry-server.js');
  let loading: Promise<FirstScreenModule | null> | null = null;
  // Loaded with the first page, not at start-up: the server answers sooner after a start.
  const load = () => {
    loading ??= existsSync(file)
      ? (import(pathToFileURL(file).href) as Promise<FirstScreenModule>).catch((error: unknown) => {
          app.log.error({ err: error }, 'the first-screen drawing could not be loaded');
          return null;
        })
      : Promise.resolve(null);
    return loading;
  };
  // The page's answers come from the server's own public routes, anonymously, as a first visit asks.
  const answer: ApiAnswer = async (url) => {
    const response = await app.inject({ method: 'GET', url, headers: { 'accept-encoding': 'identity' } });
    return { status: response.statusCode, body: response.body };
  };
  return async function withFirstScreen(
    html: string,
    url: string,
    language: DrawnLanguage,
    origin: string,
    wide: boolean,
  ): Promise<string> {
    if (!isServerDrawn(url)) return html;
    const module = await load();
    if (!module) return html;
    try {
      // Drawn at the address the visitor sees, so its links match those the browser would draw.
      const page = await module.renderPage(`${origin}${url}`, answer, language, wide);
      return page ? injectFirstScreen(html, page, language, wide) : html;
    } catch (error) {
      app.log.warn({ err: error, url }, 'the first screen was not drawn on the server');
      return html;
    }
  };
}
