import { startTransition, useEffect, useId, useRef, useState, useSyncExternalStore } from 'react';
import { adoptingDrawing, markAdopting, onPageAdopted } from '../stores/adoption.ts';
import { afterNextPaint, nextTask } from './next-task.ts';

/**
 * What a page's first drawing depends on besides its answers: the address it is seen at and the
 * number its random choices (which ad, which other glentia) are drawn from. The server sets both
 * for each page it draws and sends them with it; the browser sets the same, so its first drawing
 * matches the server's and the app adopts the page as it is. Once the page is adopted
 * (`PageAdopted`), later choices are random again.
 */
interface Drawing {
  origin: string;
  seed: number | null;
  /** Drawn for a wide window (a desktop's: the side menu beside the page) rather than a phone. */
  wide?: boolean;
}

let drawing: Drawing = {
  origin: typeof window === 'undefined' ? '' : window.location.origin,
  seed: null,
};

/** Whether this page came drawn by the server (set in the browser when the app adopts it). */
let drawnPage = false;
/** Whether the app is adopting that drawing now: from `startDrawing` until the page is adopted. */
let adopting = false;

export function startDrawing(next: Drawing): void {
  drawing = next;
  drawnPage = adopting = typeof window !== 'undefined';
  markAdopting(adopting);
}

export function endDrawing(): void {
  drawing = { ...drawing, seed: null };
  adopting = false;
  markAdopting(false);
}

/**
 * Placed last in the page's own part, inside the boundary the app adopts after its frame: its
 * effect runs once the page is adopted, and the drawing ends in the task after it. Adopting the
 * frame and the page in two steps splits React's work into two shorter turns: over 16 traced loads
 * of the home page, the blocking time a phone four times slower would see fell from a median of
 * 206 to 128 ms. A boundary the server draws inside the page would be adopted later still, so a
 * page keeps its random choices out of any.
 *
 * What waits for the adoption (the reader's own parts shown, their answers asked for again, the
 * taps kept meanwhile made again) runs in that later task, apart from the adopted page's other
 * effects: together they made one turn of 9–13 ms (unthrottled) on a signed-in start.
 */
export function PageAdopted(): null {
  useEffect(() => {
    if (adopting) void nextTask().then(() => adopting && endDrawing());
  }, []);
  return null;
}

/** The page's origin (`https://glentia.gr`): the browser's own, or the one the server draws for. */
export function pageOrigin(): string {
  return drawing.origin;
}

/**
 * Whether the page was drawn for a wide window: what a media query for one answers while the app
 * adopts the drawing (`useMediaQuery`), so its first drawing matches the server's.
 */
export function drawnWide(): boolean {
  return drawing.wide === true;
}

/** A fresh number for a drawing's random choices. */
export function newDrawingSeed(): number {
  return Math.floor(Math.random() * 2 ** 31);
}

/** A small, fast generator of numbers in [0, 1) from a 32-bit state (mulberry32). */
function seededRandom(state: number): () => number {
  let value = state >>> 0;
  return () => {
    value = (value + 0x6d2b79f5) >>> 0;
    let mixed = Math.imul(value ^ (value >>> 15), value | 1);
    mixed ^= mixed + Math.imul(mixed ^ (mixed >>> 7), mixed | 61);
    return ((mixed ^ (mixed >>> 14)) >>> 0) / 4_294_967_296;
  };
}

/** The place of a component in the page (its `useId`) as a number, so each place draws its own. */
function hashOf(text: string, seed: number): number {
  let hash = seed ^ 0x811c9dc5;
  for (let index = 0; index < text.length; index++)
    hash = Math.imul(hash ^ text.charCodeAt(index), 0x01000193);
  return hash >>> 0;
}

/**
 * `Math.random` for this component, except while a page is first drawn: then numbers drawn from
 * the drawing's seed and the component's place, the same on the server and in the browser.
 */
export function useDrawnRandom(): () => number {
  const place = useId();
  return drawing.seed === null ? Math.random : seededRandom(hashOf(place, drawing.seed));
}

const noChanges = () => () => undefined;

/**
 * A value only the browser knows (its user agent, a media query's answer): `drawn`, what the server
 * drew with, while the app adopts the server's drawing, and the browser's own (`read`) once the page
 * is adopted, in a transition; from the start where the app draws by itself. `subscribe` tells of
 * later changes (a window resized). Taken as a store's value right after the adoption, a value that
 * differed from the drawing made React redraw all its readers at once, synchronously: for the
 * frame's width query, the whole frame and page (290–320 ms of one turn with the CPU slowed 8×).
 */
export function useBrowserValue<T>(
  read: () => T,
  drawn: T,
  subscribe: (onChange: () => void) => () => void = noChanges,
): T {
  const followsBrowser = useRef(!adoptingDrawing());
  const latestRead = useRef(read);
  latestRead.current = read;
  const [, redraw] = useState(0);
  useEffect(() => {
    if (followsBrowser.current) return;
    return onPageAdopted(() => {
      followsBrowser.current = true;
      if (!Object.is(latestRead.current(), drawn)) startTransition(() => redraw((count) => count + 1));
    });
  }, [drawn]);
  return useSyncExternalStore(
    subscribe,
    () => (followsBrowser.current ? read() : drawn),
    () => drawn,
  );
}

const pageLoaded = () => !drawnPage || document.readyState === 'complete';

/**
 * Whether a page the server drew has loaded (its stylesheet, its first-screen pictures): false in
 * the drawing, while the app adopts it and until the browser's `load` event; always true when the
 * app draws by itself. What lies beyond the first screen (pictures, the rest of a row of cards)
 * waits for it: the drawn page stays small, and on a slow connection the first screen has the
 * connection to itself.
 *
 * The change comes as a transition, so React draws the rest in slices a phone can answer a tap
 * between: as a store value it came right after the adoption, in one piece (the home page's
 * thirteen further cards and their pictures: 130–200 ms of main thread on Lighthouse's phone).
 */
export function usePageLoaded(): boolean {
  const [loaded, setLoaded] = useState(() => typeof window !== 'undefined' && !adopting && pageLoaded());
  useEffect(() => {
    if (loaded) return;
    const show = () => startTransition(() => setLoaded(true));
    if (pageLoaded()) {
      show();
      return;
    }
    window.addEventListener('load', show);
    return () => window.removeEventListener('load', show);
  }, [loaded]);
  return loaded;
}

/** How many further cards of a row join at a time once a drawn page has loaded. */
export const CARDS_PER_FRAME = 3;

/**
 * How near the screen a row's last card must come for the next cards to join: half a screen below
 * it (a row scrolled down to), or any part of it shown in the row (a row swiped along by a card).
 */
const NEAR_THE_SCREEN: IntersectionObserverInit = { rootMargin: '50% 0px' };

/** The cards a row shows, and the ref its last shown card takes (`watchLast`). */
export interface CardsShown {
  shown: number;
  watchLast: (card: Element | null) => void;
}

/**
 * How many of a row's `total` cards to show. On a page the server drew: the `first` ones the drawing
 * has until the page has loaded (`usePageLoaded`), then `CARDS_PER_FRAME` more each time the last
 * one shown comes near the screen (`watchLast` goes on it): a row swiped along, or scrolled down
 * to. A row nobody reaches costs the phone nothing more. Drawn all at once after the load, the home
 * page's further cards were one commit of 19 ms and a restyle and layout of 25 ms (477 elements,
 * unthrottled); a few in each frame, they still filled the seconds after a signed-in start with
 * turns of 8–13 ms, each of them blocking on a phone eight times slower. In a browser without
 * IntersectionObserver, a few each frame. Where the app draws the page itself, every card from the
 * start.
 */
export function useCardsShown(total: number, first: number): CardsShown {
  const loaded = usePageLoaded();
  const [shown, setShown] = useState(() => (loaded ? Number.POSITIVE_INFINITY : first));
  const [last, setLast] = useState<Element | null>(null);
  const more = loaded && shown < total;
  const watchesScreen = typeof IntersectionObserver !== 'undefined';
  useEffect(() => {
    if (!loaded || shown >= total || watchesScreen) return;
    let live = true;
    void afterNextPaint().then(() => {
      if (live) startTransition(() => setShown((count) => count + CARDS_PER_FRAME));
    });
    return () => {
      live = false;
    };
  }, [loaded, shown, total, watchesScreen]);
  useEffect(() => {
    if (!more || !watchesScreen || !last) return;
    const near = new IntersectionObserver((entries) => {
      if (!entries.some((entry) => entry.isIntersecting)) return;
      near.disconnect();
      startTransition(() => setShown((count) => count + CARDS_PER_FRAME));
    }, NEAR_THE_SCREEN);
    near.observe(last);
    return () => near.disconnect();
  }, [more, watchesScreen, last]);
  return { shown: Math.min(shown, total), watchLast: setLast };
}
