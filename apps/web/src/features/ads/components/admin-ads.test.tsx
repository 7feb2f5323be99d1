import { addDays, contract, type TAdDailyStatistics, type TAdminAd, todayInAthens } from '@glentia/core';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { i18n } from '../../../lib/i18n.ts';
import { answer, requestLog, stubApi } from '../../../test/api.ts';
import { renderAt } from '../../../test/render.tsx';
import { AdminAds } from './admin-ads.tsx';

const live: TAdminAd = {
  id: '00000000-0000-4000-8000-0000000ad001',
  type: 'IMAGE',
  weight: 3,
  imageUrl: '/uploads/ads/live.webp',
  title: 'Ρακή Ψηλορείτη',
  subtitle: null,
  href: 'https://example.com/raki',
  ctaText: 'Δες τη',
  titleEn: null,
  subtitleEn: null,
  ctaTextEn: null,
  active: true,
  startsOn: null,
  endsOn: null,
  status: 'live',
  views: 200,
  clicks: 5,
  createdAt: '2026-03-01T10:00:00.000Z',
};
const retired: TAdminAd = {
  ...live,
  id: '00000000-0000-4000-8000-0000000ad002',
  type: 'FOOTER',
  title: 'Λύρες Χαλκιαδάκη',
  active: false,
  status: 'retired',
};
const created: TAdminAd = {
  ...live,
  id: '00000000-0000-4000-8000-0000000ad003',
  title: 'Νέο μαγαζί',
  imageUrl: null,
};

function daily(id: string, from: string, to: string): TAdDailyStatistics {
  return {
    adId: id,
    from,
    to,
    days: [
      { date: from, views: 10, clicks: 1, clickRate: 0.1 },
      { date: to, views: 40, clicks: 2, clickRate: 0.05 },
    ],
    totals: { views: 50, clicks: 3, clickRate: 0.06 },
  };
}

describe('the admin ads screen', () => {
  const { sent, keep } = requestLog();

  beforeEach(async () => {
    await i18n.changeLanguage('el');
    sent.length = 0;
    stubApi(
      answer(contract.adsAdmin.list, () => [live, retired]),
      answer(contract.adsAdmin.create, keep('create', created)),
      answer(
        contract.adsAdmin.setImage,
        { params: { id: created.id } },
        keep('image', {
          ...created,
          imageUrl: '/uploads/ads/n.webp',
        }),
      ),
      answer(
        contract.adsAdmin.update,
        { params: { id: live.id } },
        keep('update', { ...live, active: false, status: 'retired' }),
      ),
      answer(
        contract.adsAdmin.update,
        { params: { id: retired.id } },
        keep('restore', { ...retired, active: true, status: 'live' }),
      ),
      answer(contract.adsAdmin.daily, { params: { id: live.id } }, ({ url }) => {
        sent.push({ key: 'daily', body: Object.fromEntries(url.searchParams) });
        return daily(live.id, url.searchParams.get('from')!, url.searchParams.get('to')!);
      }),
    );
  });
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
  });

  it('lists every ad with where it stands and its totals', async () => {
    renderAt(<AdminAds />, '/admin/ads');
    const first = await screen.findByRole('article', { name: 'Ρακή Ψηλορείτη' });
    expect(within(first).getByText('Προβάλλεται')).toBeTruthy();
    expect(within(first).getByText('Εικόνα')).toBeTruthy();
    expect(within(first).getByText('Χωρίς λήξη · Βάρος 3')).toBeTruthy();
    expect(within(first).getByText('200 προβολές · 5 κλικ · 2,5%')).toBeTruthy();
    const second = screen.getByRole('article', { name: 'Λύρες Χαλκιαδάκη' });
    expect(within(second).getByText('Αποσύρθηκε')).toBeTruthy();
    fireEvent.click(within(second).getByRole('button', { name: 'Επαναφορά' }));
    await waitFor(() => expect(sent).toContainEqual({ key: 'restore', body: { active: true } }));
  });

  it('creates an ad with its dates, then uploads the chosen banner', async () => {
    renderAt(<AdminAds />, '/admin/ads');
    fireEvent.click(await screen.findByRole('button', { name: 'Νέα διαφήμιση' }));
    const dialog = screen.getByRole('dialog', { name: 'Νέα διαφήμιση' });
    expect(within(dialog).getByText(/δεν προβάλλεται χωρίς αυτήν/)).toBeTruthy();
    fireEvent.change(within(dialog).getByLabelText('Τίτλος'), { target: { value: 'Νέο μαγαζί' } });
    fireEvent.change(within(dialog).getByLabelText('Σύνδεσμος'), {
      target: { value: 'https://example.com/new' },
    });
    fireEvent.change(within(dialog).getByLabelText('Κείμενο κουμπιού'), {
      target: { value: 'Κλείσε τραπέζι' },
    });
    fireEvent.change(within(dialog).getByLabelText('Κείμενο κουμπιού στα αγγλικά'), {
      target: { value: ' Book a table ' },
    });
    fireEvent.change(within(dialog).getByLabelText('Βάρος'), { target: { value: '4' } });
    fireEvent.change(within(dialog).getByLabelText('Από'), { target: { value: '2026-06-01' } });
    fireEvent.change(within(dialog).getByLabelText('Έως'), { target: { value: '2026-06-30' } });
    const banner = new File([new Uint8Array([1, 2, 3])], 'banner.png', { type: 'image/png' });
    URL.createObjectURL = vi.fn(() => 'blob:banner');
    URL.revokeObjectURL = vi.fn();
    fireEvent.change(within(dialog).getByTestId('ad-image-input'), { target: { files: [banner] } });
    expect(within(dialog).queryByText(/δεν προβάλλεται χωρίς αυτήν/)).toBeNull();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Αποθήκευση' }));

    await waitFor(() => expect(sent.map((call) => call.key)).toEqual(['create', 'image']));
    expect(sent[0]!.body).toEqual({
      type: 'IMAGE',
      weight: 4,
      title: 'Νέο μαγαζί',
      subtitle: null,
      href: 'https://example.com/new',
      ctaText: 'Κλείσε τραπέζι',
      titleEn: null,
      subtitleEn: null,
      ctaTextEn: 'Book a table',
      startsOn: '2026-06-01',
      endsOn: '2026-06-30',
    });
    expect((sent[1]!.body as FormData).get('file')).toBeInstanceOf(File);
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Νέα διαφήμιση' })).toBeNull());
  });

  it('retires an ad only after confirmation', async () => {
    renderAt(<AdminAds />, '/admin/ads');
    const card = await screen.findByRole('article', { name: 'Ρακή Ψηλορείτη' });
    fireEvent.click(within(card).getByRole('button', { name: 'Απόσυρση' }));
    const question = screen.getByRole('alertdialog', { name: 'Να αποσυρθεί η διαφήμιση;' });
    expect(sent).toEqual([]);
    fireEvent.click(within(question).getByRole('button', { name: 'Απόσυρση διαφήμισης' }));
    await waitFor(() => expect(sent).toContainEqual({ key: 'update', body: { active: false } }));
  });

  it('charts views, clicks and click-through per day for the last 30 days, or 90', async () => {
    renderAt(<AdminAds />, '/admin/ads');
    const card = await screen.findByRole('article', { name: 'Ρακή Ψηλορείτη' });
    fireEvent.click(within(card).getByRole('button', { name: 'Στατιστικά' }));
    const chart = await within(card).findByRole('img', { name: /Προβολές, κλικ και ποσοστό κλικ/ });
    const today = todayInAthens();
    expect(sent.find((call) => call.key === 'daily')?.body).toEqual({ from: addDays(today, -29), to: today });
    expect(chart.querySelectorAll('polyline')).toHaveLength(3);
    // The read-out shows the latest day until another is pointed at.
    const readout = within(card).getByTestId('chart-readout');
    expect(readout.textContent).toContain('Προβολές: 40');
    expect(readout.textContent).toContain('Κλικ: 2');
    expect(readout.textContent).toContain('Ποσοστό κλικ: 5%');
    fireEvent.pointerMove(chart, { clientX: 0 });
    expect(readout.textContent).toContain('Προβολές: 10');

    fireEvent.click(within(card).getByRole('button', { name: '90 ημέρες' }));
    await waitFor(() =>
      expect(sent.filter((call) => call.key === 'daily').at(-1)?.body).toEqual({
        from: addDays(today, -89),
        to: today,
      }),
    );
  });
});
