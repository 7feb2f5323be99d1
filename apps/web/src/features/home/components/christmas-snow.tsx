import { useQueryClient } from '@tanstack/react-query';
import { type CSSProperties, useEffect, useRef } from 'react';
import { afterFirstDownload } from '../../../lib/after-first-download.ts';
import { afterNextPaint } from '../../../lib/next-task.ts';

/**
 * SPEC §2: initial data may carry a decoration; CHRISTMAS shows a Christmas effect. A light snowfall
 * over the welcome panel when the page opens, three falls of each flake (`animate-snowfall`), then
 * the snow rests: decorative only, never in the way of a tap, and absent for people who ask their
 * device for reduced motion. Where the app starts with the page, the snow waits for the first screen's
 * downloads to be over (the stylesheet keeps it hidden until `data-snow-falls`, index.css): its
 * frames would take the cores that start needs. A first visit's snow falls from the first paint.
 */

/**
 * left %, size px, duration s, how far into its fall a flake is when the page opens (s), drift px:
 * fixed, so the snow looks the same on every visit. Every flake is already falling as the page
 * opens (a negative delay): a flake that waited to start kept the browser's main thread restyling
 * the page every few frames until it did (40 style recalculations and 61–69 ms in 5 s, against none
 * and 10–17 ms without a wait; README, "Snow that falls from the start").
 */
const FLAKES: ReadonlyArray<readonly [number, number, number, number, number]> = [
  [4, 5, 11, 0, 18],
  [12, 3, 9, 3.5, -10],
  [21, 6, 13, 1.2, 24],
  [29, 4, 10, 6, 12],
  [38, 3, 8.5, 2.4, -16],
  [46, 5, 12, 4.8, 20],
  [55, 4, 10.5, 0.6, -8],
  [63, 6, 14, 3, 26],
  [71, 3, 9.5, 5.4, -14],
  [79, 5, 11.5, 1.8, 16],
  [87, 4, 10, 4.2, -20],
  [95, 3, 12.5, 2.8, 10],
];

export function ChristmasSnow() {
  const snow = useRef<HTMLDivElement>(null);
  const client = useQueryClient();
  useEffect(() => {
    let gone = false;
    // After the frame that follows: the flakes' styles are then up to date, so reading their
    // animations does not make the browser restyle the page there and then.
    const fall = () => {
      if (gone) return;
      document.documentElement.dataset.snowFalls = '';
      void afterNextPaint().then(() => {
        if (!gone && snow.current) fallOnAsScriptAnimations(snow.current);
      });
    };
    // A first visit's snow is falling already (or this page's has fallen before): it falls on.
    const page = document.documentElement.dataset;
    let stop = () => {};
    if ('firstVisit' in page || 'snowFalls' in page) fall();
    else stop = afterFirstDownload(client, fall);
    return () => {
      gone = true;
      stop();
    };
  }, [client]);
  return (
    <div
      ref={snow}
      aria-hidden="true"
      data-testid="christmas-snow"
      className="christmas-snow pointer-events-none absolute inset-0 -z-[5] overflow-hidden motion-reduce:hidden"
    >
      {FLAKES.map(([left, size, duration, into, drift]) => (
        <span
          key={left}
          className="absolute -top-6 animate-snowfall rounded-full bg-white/85 shadow-[0_0_6px_rgba(255,255,255,0.7)]"
          style={
            {
              left: `${left}%`,
              width: size,
              height: size,
              animationDuration: `${duration}s`,
              animationDelay: `${-into}s`,
              '--snow-drift': `${drift}px`,
            } as CSSProperties
          }
        />
      ))}
    </div>
  );
}

/**
 * Once the app runs, each flake falls on as an animation of the page's own (`element.animate`), from
 * where its CSS animation had got to, with the same keyframes and timing. React listens on its root
 * for `animationiteration`, and while anything on a page listens for that event Chromium serves
 * every CSS animation on the main thread several times a second, a restyle, pre-paint and commit
 * of the page each time (25–41 in 4 s once the app had started, none before it); an animation made
 * by script fires no such event and is left to the compositor (README, "Snow that the app leaves to
 * the compositor").
 */
export function fallOnAsScriptAnimations(snow: HTMLElement): void {
  if (typeof snow.getAnimations !== 'function' || typeof CSSAnimation === 'undefined') return;
  // Every flake read before any is changed: a read after a change would restyle the page at once.
  const falls = snow.getAnimations({ subtree: true }).flatMap((animation) => {
    const effect = animation.effect;
    if (!(animation instanceof CSSAnimation) || !(effect instanceof KeyframeEffect)) return [];
    const flake = effect.target;
    if (!(flake instanceof HTMLElement)) return [];
    const { startTime, currentTime } = animation;
    return [{ flake, keyframes: effect.getKeyframes(), timing: effect.getTiming(), startTime, currentTime }];
  });
  for (const { flake, keyframes, timing, startTime, currentTime } of falls) {
    const fall = flake.animate(keyframes, timing);
    if (startTime === null) fall.currentTime = currentTime;
    else fall.startTime = startTime;
    flake.style.animationName = 'none';
  }
}
