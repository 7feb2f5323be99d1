import { contract, pathOf } from '@glentia/core';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { i18n } from '../../../lib/i18n.ts';
import { makeEvent } from '../../../test/fixtures.ts';
import { EventShareActions } from './event-share-actions.tsx';

const renderImage = vi.hoisted(() =>
  vi.fn<(input: { imageUrl: string | null; texts: Record<string, string> }) => Promise<Blob>>(),
);
vi.mock('../lib/share-image.ts', () => ({ renderShareImage: renderImage }));

/** Catches the file the page offers for download. */
function catchDownloads() {
  const saved: Array<{ name: string; blob: Blob }> = [];
  const blobs = new Map<string, Blob>();
  const original = { create: URL.createObjectURL, revoke: URL.revokeObjectURL };
  URL.createObjectURL = (blob: Blob) => {
    const href = `blob:test/${blobs.size}`;
    blobs.set(href, blob as Blob);
    return href;
  };
  URL.revokeObjectURL = () => undefined;
  const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (
    this: HTMLAnchorElement,
  ) {
    saved.push({ name: this.download, blob: blobs.get(this.getAttribute('href') ?? '')! });
  });
  return {
    saved,
    restore: () => {
      click.mockRestore();
      URL.createObjectURL = original.create;
      URL.revokeObjectURL = original.revoke;
    },
  };
}

describe('event share actions', () => {
  beforeEach(async () => {
    await i18n.changeLanguage('el');
    renderImage.mockReset();
  });
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
  });

  it('downloads the calendar file as {id}_event.ics', async () => {
    const event = makeEvent();
    const ics = 'BEGIN:VCALENDAR\r\nEND:VCALENDAR\r\n';
    const fetchMock = vi.fn(
      async (_input: RequestInfo | URL) =>
        new Response(ics, { headers: { 'content-type': 'text/calendar' } }),
    );
    vi.stubGlobal('fetch', fetchMock);
    const downloads = catchDownloads();
    render(<EventShareActions event={event} canShare />);
    fireEvent.click(screen.getByTestId('download-calendar'));
    await waitFor(() => expect(downloads.saved).toHaveLength(1));
    expect(String(fetchMock.mock.calls[0]?.[0])).toBe(pathOf(contract.events.calendar, { id: event.id }));
    expect(downloads.saved[0]?.name).toBe(`${event.id}_event.ics`);
    expect(await downloads.saved[0]?.blob.text()).toBe(ics);
    downloads.restore();
  });

  it('offers Google Calendar’s add-event page beside the .ics download', () => {
    const event = makeEvent({ title: 'Γλέντι στα Σφακιά' });
    render(<EventShareActions event={event} canShare />);
    const link = screen.getByRole('link', { name: /Google Calendar/ });
    expect(link.getAttribute('target')).toBe('_blank');
    const url = new URL(link.getAttribute('href')!);
    expect(url.origin + url.pathname).toBe('https://calendar.google.com/calendar/render');
    expect(url.searchParams.get('action')).toBe('TEMPLATE');
    expect(url.searchParams.get('text')).toBe('Γλέντι στα Σφακιά');
    expect(url.searchParams.get('dates')).toBe('20260703T190000Z/20260703T230000Z');
    expect(url.searchParams.get('details')).toContain(`/glentia/${event.id}`);
    expect(url.searchParams.get('location')).toContain(event.location!.name);
  });

  it('draws the share image from the square poster and saves it as {id}_instagram.jpeg', async () => {
    const event = makeEvent({ instagramImage: '/uploads/square.webp', title: null });
    renderImage.mockResolvedValue(new Blob(['jpeg'], { type: 'image/jpeg' }));
    const downloads = catchDownloads();
    render(<EventShareActions event={event} canShare={false} />);
    fireEvent.click(screen.getByTestId('download-share-image'));
    await waitFor(() => expect(downloads.saved).toHaveLength(1));
    expect(downloads.saved[0]?.name).toBe(`${event.id}_instagram.jpeg`);
    const [input] = renderImage.mock.calls[0]!;
    expect(input.imageUrl).toBe('/uploads/square.webp');
    expect(input.texts).toMatchObject({
      title: 'Κέντρο Ο Αρμός',
      subtitle: 'Χανιά · Ψαρογιώργης',
      date: 'Παρασκευή 3 Ιουλίου 2026 · 22:00',
      brand: 'Γλέντια',
    });
    // Sharing is off for this event, downloading the image is not.
    expect(screen.getByRole('button', { name: 'Κοινοποίηση' }).hasAttribute('disabled')).toBe(true);
    downloads.restore();
  });

  it('says so when the image could not be made', async () => {
    renderImage.mockRejectedValue(new Error('no canvas'));
    render(<EventShareActions event={makeEvent()} canShare />);
    fireEvent.click(screen.getByTestId('download-share-image'));
    expect(await screen.findByText(/Δεν τα καταφέραμε/)).toBeTruthy();
  });
});
