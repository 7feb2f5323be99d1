import { afterEach, describe, expect, it } from 'vitest';
import { startsInOwnGestureArea, swipeDirection } from './swipe-navigation.ts';

const swipe = (startX: number, endX: number, dy = 0, viewportWidth = 390) =>
  swipeDirection({ startX, startY: 300, endX, endY: 300 + dy, viewportWidth });

describe('swipeDirection', () => {
  it('goes back on a swipe to the right and forward on one to the left', () => {
    expect(swipe(100, 220)).toBe('back');
    expect(swipe(300, 150)).toBe('forward');
  });

  it('needs at least 100 px', () => {
    expect(swipe(100, 199)).toBeNull();
    expect(swipe(100, 200)).toBe('back');
    expect(swipe(300, 201)).toBeNull();
  });

  it('ignores mostly vertical gestures (scrolling)', () => {
    expect(swipe(100, 230, 90)).toBeNull();
    expect(swipe(100, 230, 60)).toBe('back');
    expect(swipe(100, 230, -60)).toBe('back');
  });

  it("leaves swipes from the screen's edges to the browser", () => {
    expect(swipe(5, 200)).toBeNull();
    expect(swipe(385, 200)).toBeNull();
  });
});

describe('startsInOwnGestureArea', () => {
  afterEach(() => {
    document.body.innerHTML = '';
  });

  function sized(element: HTMLElement, scrollWidth: number, clientWidth: number) {
    Object.defineProperty(element, 'scrollWidth', { configurable: true, value: scrollWidth });
    Object.defineProperty(element, 'clientWidth', { configurable: true, value: clientWidth });
  }

  it('recognises a touch inside a sideways-scrolling row', () => {
    document.body.innerHTML = '<ul id="row" style="overflow-x: auto"><li><a id="card">card</a></li></ul>';
    const row = document.getElementById('row')!;
    sized(row, 1200, 390);
    expect(startsInOwnGestureArea(document.getElementById('card'))).toBe(true);
  });

  it('does not count a row that fits or that hides its overflow', () => {
    document.body.innerHTML =
      '<div id="fits" style="overflow-x: auto"><span id="a">a</span></div><div id="hidden" style="overflow-x: hidden"><span id="b">b</span></div>';
    sized(document.getElementById('fits')!, 390, 390);
    sized(document.getElementById('hidden')!, 1200, 390);
    expect(startsInOwnGestureArea(document.getElementById('a'))).toBe(false);
    expect(startsInOwnGestureArea(document.getElementById('b'))).toBe(false);
  });

  it('leaves maps, marked areas and form fields alone', () => {
    document.body.innerHTML =
      '<div class="leaflet-container"><div id="tile"></div></div><div data-swipe-ignore><p id="sheet"></p></div><input id="field" />';
    expect(startsInOwnGestureArea(document.getElementById('tile'))).toBe(true);
    expect(startsInOwnGestureArea(document.getElementById('sheet'))).toBe(true);
    expect(startsInOwnGestureArea(document.getElementById('field'))).toBe(true);
  });

  it('lets ordinary page content swipe', () => {
    document.body.innerHTML = '<main><p id="text">Γλέντι απόψε</p></main>';
    expect(startsInOwnGestureArea(document.getElementById('text'))).toBe(false);
    expect(startsInOwnGestureArea(null)).toBe(false);
  });
});
