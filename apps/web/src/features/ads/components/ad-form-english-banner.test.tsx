import { contract, type TAdminAd } from '@glentia/core';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { i18n } from '../../../lib/i18n.ts';
import { answer, stubApi } from '../../../test/api.ts';
import { renderAt } from '../../../test/render.tsx';
import { AdFormDialog } from './ad-form-dialog.tsx';

const ad: TAdminAd = {
  id: '00000000-0000-4000-8000-0000000ad0e1',
  type: 'IMAGE',
  weight: 1,
  imageUrl: '/uploads/ads/greek.webp',
  imageUrlEn: null,
  title: 'Ρακή',
  subtitle: null,
  href: null,
  ctaText: null,
  titleEn: null,
  subtitleEn: null,
  ctaTextEn: null,
  active: true,
  startsOn: null,
  endsOn: null,
  status: 'live',
  views: 0,
  clicks: 0,
  createdAt: '2026-11-01T10:00:00.000Z',
};

describe('the English banner in the ad form', () => {
  const uploads: Array<{ language: string | null; file: unknown }> = [];

  beforeEach(async () => {
    await i18n.changeLanguage('el');
    uploads.length = 0;
    stubApi(
      answer(contract.adsAdmin.update, { params: { id: ad.id } }, () => ad),
      answer(contract.adsAdmin.setImage, { params: { id: ad.id } }, ({ init, url }) => {
        uploads.push({
          language: url.searchParams.get('language'),
          file: init?.body instanceof FormData ? init.body.get('file') : null,
        });
        return { ...ad, imageUrlEn: '/uploads/ads/english.webp' };
      }),
    );
    URL.createObjectURL = vi.fn(() => 'blob:english');
    URL.revokeObjectURL = vi.fn();
  });
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
  });

  it('uploads a chosen English banner as the English one, leaving the Greek banner as it is', async () => {
    renderAt(<AdFormDialog open ad={ad} onClose={() => {}} />);
    const dialog = screen.getByRole('dialog');
    const banner = new File([new Uint8Array([1, 2, 3])], 'english.png', { type: 'image/png' });
    fireEvent.change(within(dialog).getByTestId('ad-image-en-input'), { target: { files: [banner] } });
    expect(
      within(dialog).getByRole('img', { name: 'Η εικόνα της διαφήμισης στα αγγλικά' }).getAttribute('src'),
    ).toBe('blob:english');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Αποθήκευση' }));
    await waitFor(() => expect(uploads).toHaveLength(1));
    expect(uploads[0]!.language).toBe('en');
    expect((uploads[0]!.file as File).name).toBe('english.png');
  });
});
