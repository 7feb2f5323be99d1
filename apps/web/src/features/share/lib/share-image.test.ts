import { describe, expect, it, vi } from 'vitest';
import { renderShareImage, type ShareImageEnvironment } from './share-image.ts';

/** A canvas stand-in recording what is drawn; toBlob answers a small JPEG-typed blob. */
function fakeCanvas() {
  const calls: string[] = [];
  const sizes: Array<[number, number]> = [];
  const context = {
    font: '',
    fillStyle: '',
    globalAlpha: 1,
    textAlign: 'left',
    textBaseline: 'alphabetic',
    measureText: (text: string) => ({ width: text.length * 20 }),
    fillRect: (...args: number[]) => calls.push(`fillRect ${args.join(',')}`),
    fillText: (text: string) => calls.push(`fillText ${text}`),
    drawImage: (_image: unknown, ...args: number[]) => calls.push(`drawImage ${args.join(',')}`),
    save: () => undefined,
    restore: () => undefined,
    beginPath: () => undefined,
    rect: () => undefined,
    clip: () => undefined,
  };
  const toBlob = vi.fn((callback: (blob: Blob | null) => void, type: string, quality: number) =>
    callback(new Blob([`${type};${quality}`], { type })),
  );
  const environment: ShareImageEnvironment = {
    createCanvas: (width, height) => {
      sizes.push([width, height]);
      return { width, height, getContext: () => context, toBlob } as unknown as HTMLCanvasElement;
    },
    loadImage: vi.fn(async () => ({ naturalWidth: 1080, naturalHeight: 1080 }) as HTMLImageElement),
  };
  return { calls, sizes, toBlob, environment };
}

const texts = {
  title: 'Κέντρο Ο Αρμός',
  subtitle: 'Χανιά',
  date: 'Παρ 3 Ιουλ · 22:00',
  brand: 'Γλέντια',
  host: 'glentia.gr',
};

describe('share image drawing', () => {
  it('draws a white 1000 × 1000 card with the poster and exports a JPEG at quality 0.75', async () => {
    const canvas = fakeCanvas();
    const blob = await renderShareImage({ imageUrl: '/uploads/p.webp', texts }, canvas.environment);
    expect(canvas.environment.loadImage).toHaveBeenCalledWith('/uploads/p.webp', 2000);
    expect(canvas.sizes).toContainEqual([1000, 1000]);
    expect(canvas.calls[0]).toBe('fillRect 0,0,1000,1000');
    // A square poster: contained as 600 × 600 in the middle of the image area.
    expect(canvas.calls).toContain('drawImage 200,0,600,600');
    expect(canvas.calls).toContain('fillText Κέντρο Ο Αρμός');
    expect(canvas.toBlob).toHaveBeenCalledWith(expect.any(Function), 'image/jpeg', 0.75);
    expect(blob.type).toBe('image/jpeg');
    expect(await blob.text()).toBe('image/jpeg;0.75');
  });

  it('still makes the card when the poster does not arrive in time', async () => {
    const canvas = fakeCanvas();
    canvas.environment.loadImage = vi.fn(async () => null);
    await renderShareImage({ imageUrl: '/uploads/slow.webp', texts }, canvas.environment);
    expect(canvas.calls.some((call) => call.startsWith('drawImage'))).toBe(false);
    expect(canvas.calls).toContain('fillText Γλέντια');
  });
});
