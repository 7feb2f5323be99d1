import { contract, pathOf } from '@glentia/core';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

// The Capacitor plugins are the boundary: the apps' native side is not here, so they are stood in for.
const writeFile = vi.fn(async ({ path }: { path: string }) => ({ uri: `file:///cache/${path}` }));
const share = vi.fn(async (_options: object) => ({}));
vi.mock('@capacitor/filesystem', () => ({
  Directory: { Cache: 'CACHE' },
  Filesystem: { writeFile: (options: { path: string }) => writeFile(options) },
}));
vi.mock('@capacitor/share', () => ({ Share: { share: (options: object) => share(options) } }));

const { canOpenShareSheet, deliverCalendarFile, deliverShareImage, shareWithImage } = await import(
  './share-files.ts'
);

const jpeg = () => new Blob([new Uint8Array([0xff, 0xd8, 0xff, 0xd9])], { type: 'image/jpeg' });

function runInsideApp(platform: 'ios' | 'android' | null) {
  const capacitor =
    platform === null ? undefined : { isNativePlatform: () => true, getPlatform: () => platform };
  Object.defineProperty(window, 'Capacitor', { value: capacitor, configurable: true });
}

function setWebShare(value: Navigator['share'] | undefined) {
  Object.defineProperty(navigator, 'share', { value, configurable: true });
  Object.defineProperty(navigator, 'canShare', { value: value && (() => true), configurable: true });
}

describe('share image and calendar file', () => {
  const clicked: string[] = [];
  let fetchCalls: string[];

  beforeEach(() => {
    clicked.length = 0;
    fetchCalls = [];
    writeFile.mockClear();
    share.mockClear();
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      clicked.push(this.download);
    });
    vi.stubGlobal(
      'fetch',
      vi.fn(async (input: RequestInfo | URL) => {
        fetchCalls.push(String(input));
        return new Response('BEGIN:VCALENDAR\r\nEND:VCALENDAR\r\n', {
          headers: { 'content-type': 'text/calendar' },
        });
      }),
    );
  });

  afterEach(() => {
    runInsideApp(null);
    setWebShare(undefined);
    vi.restoreAllMocks();
    vi.unstubAllGlobals();
  });

  it('downloads the image in a browser, without touching the apps’ plugins', async () => {
    runInsideApp(null);
    await deliverShareImage(jpeg(), 'e1_instagram.jpeg', 'Γλέντι');
    expect(clicked).toEqual(['e1_instagram.jpeg']);
    expect(writeFile).not.toHaveBeenCalled();
    expect(share).not.toHaveBeenCalled();
  });

  it('hands the image to the app’s share sheet from the app’s files', async () => {
    runInsideApp('android');
    await deliverShareImage(jpeg(), 'e1_instagram.jpeg', 'Γλέντι');
    expect(writeFile).toHaveBeenCalledWith({
      path: 'e1_instagram.jpeg',
      data: '/9j/2Q==',
      directory: 'CACHE',
    });
    expect(share).toHaveBeenCalledWith({ title: 'Γλέντι', files: ['file:///cache/e1_instagram.jpeg'] });
    expect(clicked).toEqual([]);
  });

  it('offers a share sheet inside the apps even where the web view has no Web Share API', async () => {
    runInsideApp(null);
    setWebShare(undefined);
    expect(canOpenShareSheet()).toBe(false);
    runInsideApp('android');
    expect(canOpenShareSheet()).toBe(true);

    await shareWithImage({
      url: 'https://glentia.gr/glentia/e1',
      title: 'Γλέντι',
      text: 'Πάμε;',
      image: jpeg(),
      fileName: 'e1_instagram.jpeg',
    });
    expect(share).toHaveBeenCalledWith({
      title: 'Γλέντι',
      text: 'Πάμε;',
      url: 'https://glentia.gr/glentia/e1',
      files: ['file:///cache/e1_instagram.jpeg'],
    });
  });

  it('takes a closed app share sheet as no error', async () => {
    runInsideApp('ios');
    share.mockRejectedValueOnce(new Error('Share canceled'));
    await expect(deliverShareImage(jpeg(), 'e1_instagram.jpeg', 'Γλέντι')).resolves.toBeUndefined();
  });

  it('uses the browser’s share sheet outside the apps', async () => {
    runInsideApp(null);
    const webShare = vi.fn(async (_data?: ShareData) => undefined);
    setWebShare(webShare);
    await shareWithImage({
      url: 'https://glentia.gr/glentia/e1',
      title: 'Γλέντι',
      text: 'Πάμε;',
      image: jpeg(),
      fileName: 'e1_instagram.jpeg',
    });
    expect(webShare).toHaveBeenCalledTimes(1);
    expect(webShare.mock.calls[0]![0]).toMatchObject({
      url: 'https://glentia.gr/glentia/e1',
      title: 'Γλέντι',
    });
    expect(share).not.toHaveBeenCalled();
  });

  it('downloads the calendar file in a browser', async () => {
    runInsideApp(null);
    await deliverCalendarFile('e1');
    expect(fetchCalls).toEqual([pathOf(contract.events.calendar, { id: 'e1' })]);
    expect(clicked).toEqual(['e1_event.ics']);
    expect(share).not.toHaveBeenCalled();
  });

  it('opens the calendar file by its address on iOS, from the API host', async () => {
    runInsideApp('ios');
    const open = vi.spyOn(window, 'open').mockImplementation(() => null);
    await deliverCalendarFile('e1');
    expect(open).toHaveBeenCalledWith(
      `https://glentia.gr${pathOf(contract.events.calendar, { id: 'e1' })}`,
      '_system',
    );
    expect(fetchCalls).toEqual([]);
  });

  it('downloads the calendar file into the app and shares it on Android', async () => {
    runInsideApp('android');
    await deliverCalendarFile('e1');
    expect(fetchCalls).toEqual([`https://glentia.gr${pathOf(contract.events.calendar, { id: 'e1' })}`]);
    expect(writeFile).toHaveBeenCalledWith(
      expect.objectContaining({ path: 'e1_event.ics', directory: 'CACHE' }),
    );
    expect(share).toHaveBeenCalledWith({ files: ['file:///cache/e1_event.ics'] });
    expect(clicked).toEqual([]);
  });
});
