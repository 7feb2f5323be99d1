import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { env } from '../../../config/env.ts';
import { i18n } from '../../../lib/i18n.ts';
import { LegalDialog } from './legal-dialog.tsx';

/** The published files nest their heading inside <main><article>, as apps/web/public/legal does. */
const TERMS_FILE = `<!doctype html><html lang="el"><head><title>Όροι χρήσης · Γλέντια</title></head>
<body><main><article class="legal"><h1>Όροι χρήσης</h1><p class="updated">Τελευταία ενημέρωση</p>
<h2>1. Η υπηρεσία</h2><p>Καλώς ήρθες στα Γλέντια.</p>
<p>Γράψε μας στο <a href="mailto:info@glentia.gr">info@glentia.gr</a>.</p></article></main></body></html>`;

describe('terms dialog', () => {
  beforeEach(async () => {
    await i18n.changeLanguage('el');
    vi.stubGlobal(
      'fetch',
      vi.fn(
        async () => new Response(TERMS_FILE, { headers: { 'content-type': 'text/html; charset=utf-8' } }),
      ),
    );
  });

  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
  });

  it('names the document once: the dialog title, not the file heading again', async () => {
    render(
      <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
        <LegalDialog document="terms" onClose={() => undefined} />
      </QueryClientProvider>,
    );
    expect(await screen.findByText('Καλώς ήρθες στα Γλέντια.')).toBeTruthy();
    expect(screen.getAllByText('Όροι χρήσης')).toHaveLength(1);
    expect(screen.getByRole('heading', { name: '1. Η υπηρεσία' })).toBeTruthy();
  });

  it('gives the configured contact address, as the /terms page does', async () => {
    render(
      <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
        <LegalDialog document="terms" onClose={() => undefined} />
      </QueryClientProvider>,
    );
    const link = await screen.findByRole('link', { name: env.contactEmail });
    expect(link.getAttribute('href')).toBe(`mailto:${env.contactEmail}`);
  });
});
