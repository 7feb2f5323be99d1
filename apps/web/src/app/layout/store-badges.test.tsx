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

  it('draws both badges in the interface language, each opening its store page', async () => {
    await i18n.changeLanguage('el');
    render(<StoreBadges />);
    const apple = screen.getByRole('img', { name: 'Κατέβασέ την από το App Store' }).closest('a');
    const google = screen.getByRole('img', { name: 'Διαθέσιμη στο Google Play' }).closest('a');
    expect(apple?.getAttribute('href')).toMatch(/^https:\/\/apps\.apple\.com\//);
    expect(google?.getAttribute('href')).toBe('https://play.google.com/store/apps/details?id=gr.glentia.app');
    expect(apple?.getAttribute('rel')).toBe('noopener noreferrer');
    cleanup();

    await i18n.changeLanguage('en');
    render(<StoreBadges />);
    expect(screen.getByRole('img', { name: 'Download on the App Store' })).toBeTruthy();
    expect(screen.getByRole('img', { name: 'GET IT ON Google Play' })).toBeTruthy();
  });

  it('shows nothing inside the phone apps', () => {
    (window as WithCapacitor).Capacitor = { isNativePlatform: () => true, getPlatform: () => 'android' };
    render(<StoreBadges />);
    expect(screen.queryByTestId('store-badges')).toBeNull();
    expect(screen.queryByRole('link')).toBeNull();
  });
});
