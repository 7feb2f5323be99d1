import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { i18n } from '../../../lib/i18n.ts';
import { ShareDialog } from './share-dialog.tsx';

const url = 'https://glentia.gr/glentia/0b0e3f5c-1c1b-4a57-9a53-2a9a2c3b7f10';

function setClipboard(clipboard: unknown) {
  Object.defineProperty(navigator, 'clipboard', { value: clipboard, configurable: true });
}

describe('share dialog', () => {
  beforeEach(async () => {
    await i18n.changeLanguage('el');
  });
  afterEach(() => {
    cleanup();
    setClipboard(undefined);
  });

  it('offers the five apps with the link and the link to copy', () => {
    render(<ShareDialog open onClose={() => undefined} url={url} text="Γλέντι στο Αρμός" />);
    const dialog = screen.getByRole('dialog', { name: 'Κοινοποίηση' });
    const links = within(dialog).getAllByRole('link');
    expect(links).toHaveLength(5);
    const names = ['Facebook', 'Messenger', 'Viber', 'WhatsApp', 'SMS'];
    names.forEach((name, index) => {
      expect(within(dialog).getByRole('link', { name: new RegExp(`^${name}`) })).toBe(links[index]);
    });
    expect(links[0]?.getAttribute('href')).toBe(
      `https://www.facebook.com/sharer/sharer.php?u=${encodeURIComponent(url)}`,
    );
    expect(links[0]?.getAttribute('target')).toBe('_blank');
    expect(links[4]?.getAttribute('href')).toBe(
      `sms:?&body=${encodeURIComponent(`Γλέντι στο Αρμός ${url}`)}`,
    );
    // The whole link, in a field that wraps (a one-line input showed only "http://lo" on phones).
    const field = within(dialog).getByRole('textbox', { name: 'Σύνδεσμος' });
    expect(field).toBeInstanceOf(HTMLTextAreaElement);
    expect((field as HTMLTextAreaElement).value).toBe(url);
    expect(field.className).toContain('break-all');
  });

  it('copies the link and says so, in Greek and in English', async () => {
    const writeText = vi.fn(async () => undefined);
    setClipboard({ writeText });
    render(<ShareDialog open onClose={() => undefined} url={url} />);
    fireEvent.click(screen.getByRole('button', { name: 'Αντιγραφή συνδέσμου' }));
    expect(await screen.findByText('Αντιγράφηκε')).toBeTruthy();
    expect(writeText).toHaveBeenCalledWith(url);

    cleanup();
    await i18n.changeLanguage('en');
    render(<ShareDialog open onClose={() => undefined} url={url} />);
    fireEvent.click(screen.getByRole('button', { name: 'Copy link' }));
    expect(await screen.findByText('Copied')).toBeTruthy();
  });

  it('explains when the browser has no clipboard', async () => {
    await i18n.changeLanguage('en');
    setClipboard(undefined);
    render(<ShareDialog open onClose={() => undefined} url={url} />);
    fireEvent.click(screen.getByRole('button', { name: 'Copy link' }));
    expect(
      await screen.findByText('Your browser does not allow copying here; copy the link by hand.'),
    ).toBeTruthy();
  });

  it('closes with its close button', () => {
    const onClose = vi.fn();
    render(<ShareDialog open onClose={onClose} url={url} />);
    fireEvent.click(screen.getByRole('button', { name: 'Κλείσιμο' }));
    expect(onClose).toHaveBeenCalledOnce();
  });
});
