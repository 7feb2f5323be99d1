import { afterEach, describe, expect, it, vi } from 'vitest';
import { canShareNatively, shareNatively } from './native-share.ts';

function setNavigator(values: Partial<Pick<Navigator, 'share' | 'canShare'>>) {
  for (const [key, value] of Object.entries(values)) {
    Object.defineProperty(navigator, key, { value, configurable: true });
  }
}

describe('phone share sheet', () => {
  afterEach(() => setNavigator({ share: undefined, canShare: undefined } as never));

  it('is offered only where the browser has one', () => {
    setNavigator({ share: undefined } as never);
    expect(canShareNatively()).toBe(false);
    setNavigator({ share: vi.fn() });
    expect(canShareNatively()).toBe(true);
  });

  it('shares the link with the image when the sheet takes files', async () => {
    const share = vi.fn(async () => undefined);
    setNavigator({ share, canShare: vi.fn(() => true) });
    const file = new File(['x'], 'a_instagram.jpeg', { type: 'image/jpeg' });
    expect(await shareNatively({ url: 'https://glentia.gr/glentia/a', title: 'Γλέντι', file })).toBe(true);
    expect(share).toHaveBeenCalledWith({
      url: 'https://glentia.gr/glentia/a',
      title: 'Γλέντι',
      files: [file],
    });
  });

  it('shares only the link when files are not accepted, and takes a closed sheet calmly', async () => {
    const share = vi.fn(async () => {
      throw new DOMException('closed', 'AbortError');
    });
    setNavigator({ share, canShare: vi.fn(() => false) });
    const file = new File(['x'], 'a_instagram.jpeg', { type: 'image/jpeg' });
    expect(await shareNatively({ url: 'https://glentia.gr/glentia/a', file })).toBe(false);
    expect(share).toHaveBeenCalledWith({ url: 'https://glentia.gr/glentia/a' });
  });
});
