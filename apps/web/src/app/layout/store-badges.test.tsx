import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { i18n } from '../../lib/i18n.ts';
import { StoreBadges } from './store-badges.tsx';

type WithCapacitor = { Capacitor?: unknown };

describe('store badges of the side drawer (SPEC §2)', () => {
  afterEach(async () => {
    cleanup();
    delete (window as WithCapacitor).Capacitor;
    await i18n.changeLanguage('el');
  });

  const APP_STORE = 'https://apps.apple.com/gr/app/glentia/id6400000000';
  const PLAY = 'https://play.google.com/store/apps/details?id=gr.glentia.app';

  it('draws both badges in the interface language, each opening its store page', async () => {
    await i18n.changeLanguage('el');
    render(<StoreBadges appStoreUrl={APP_STORE} playStoreUrl={PLAY} />);
    const apple = screen.getByRole('img', { name: 'Κατέβασέ την από το App Store' }).closest('a');
    const google = screen.getByRole('img', { name: 'Διαθέσιμη στο Google Play' }).closest('a');
    expect(apple?.getAttribute('href')).toBe(APP_STORE);
    expect(google?.getAttribute('href')).toBe(PLAY);
    expect(apple?.getAttribute('rel')).toBe('noopener noreferrer');
    cleanup();

    await i18n.changeLanguage('en');
    render(<StoreBadges appStoreUrl={APP_STORE} playStoreUrl={PLAY} />);
    expect(screen.getByRole('img', { name: 'Download on the App Store' })).toBeTruthy();
    expect(screen.getByRole('img', { name: 'GET IT ON Google Play' })).toBeTruthy();
  });

  it('shows only the stores whose addresses are configured, and nothing when none is (the default build)', () => {
    render(<StoreBadges appStoreUrl={null} playStoreUrl={PLAY} />);
    expect(screen.queryByRole('img', { name: 'Κατέβασέ την από το App Store' })).toBeNull();
    expect(screen.getByRole('img', { name: 'Διαθέσιμη στο Google Play' })).toBeTruthy();
    cleanup();
    render(<StoreBadges />);
    expect(screen.queryByTestId('store-badges')).toBeNull();
    expect(screen.queryByRole('link')).toBeNull();
  });

  it('shows nothing inside the phone apps', () => {
    (window as WithCapacitor).Capacitor = { isNativePlatform: () => true, getPlatform: () => 'android' };
    render(<StoreBadges appStoreUrl={APP_STORE} playStoreUrl={PLAY} />);
    expect(screen.queryByTestId('store-badges')).toBeNull();
    expect(screen.queryByRole('link')).toBeNull();
  });
});
