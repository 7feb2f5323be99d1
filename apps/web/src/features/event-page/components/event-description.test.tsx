import { contract } from '@glentia/core';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, screen } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { i18n } from '../../../lib/i18n.ts';
import { answer, stubApi } from '../../../test/api.ts';
import { adoptDrawing, renderAt } from '../../../test/render.tsx';
import { translationServiceQueryOptions } from '../api/translate-description.ts';
import { EventDescription } from './event-description.tsx';

const GREEK = 'Βραδιά με λύρα και λαούτο.\nΣε περιμένουμε!';

describe('a Greek description for an English reader', () => {
  const asked: string[] = [];

  const serve = (available: boolean) =>
    stubApi(
      answer(contract.events.translationService, () => {
        asked.push('service');
        return { available };
      }),
      answer(contract.events.translate, { params: { id: 'e1' } }, () => {
        asked.push('translate');
        return { language: 'en', text: 'An evening with lyra and lute.' };
      }),
    );

  beforeEach(async () => {
    await i18n.changeLanguage('en');
    asked.length = 0;
  });
  afterEach(async () => {
    cleanup();
    vi.unstubAllGlobals();
    await i18n.changeLanguage('el');
  });

  it('is adopted as the server drew it, without the button, where only the browser can translate', async () => {
    serve(false);
    const withService = () => {
      const queryClient = new QueryClient();
      queryClient.setQueryData(translationServiceQueryOptions().queryKey, { available: false });
      return (
        <QueryClientProvider client={queryClient}>
          <EventDescription eventId="e1" description={GREEK} />
        </QueryClientProvider>
      );
    };
    // The server has no browser translator; this browser has one.
    const html = renderToString(withService());
    expect(html).not.toContain('event-description-translate');
    vi.stubGlobal('Translator', {
      availability: async () => 'available',
      create: async () => ({ translate: async (text: string) => text }),
    });
    const { container, errors } = await adoptDrawing(html, withService());
    expect(errors).toEqual([]);
    // Right after, the browser's own translator offers the English.
    expect(container.querySelector('[data-testid="event-description-translate"]')?.textContent).toBe(
      'Show in English',
    );
    container.remove();
  });

  it('translates on the device when the browser’s translator is ready, sending nothing', async () => {
    serve(false);
    const created: unknown[] = [];
    vi.stubGlobal('Translator', {
      availability: async () => 'available',
      create: async (options: unknown) => {
        created.push(options);
        return { translate: async (text: string) => `EN(${text})` };
      },
    });
    renderAt(<EventDescription eventId="e1" description={GREEK} />);
    expect(screen.getByTestId('event-description').getAttribute('lang')).toBe('el');
    fireEvent.click(screen.getByRole('button', { name: 'Show in English' }));
    const english = await screen.findByTestId('event-description-english');
    expect(english.textContent).toBe(`EN(${GREEK})`);
    expect(english.getAttribute('lang')).toBe('en');
    expect(created).toEqual([{ sourceLanguage: 'el', targetLanguage: 'en' }]);
    expect(asked).not.toContain('translate');
    expect(screen.getByText('Translated automatically from Greek')).toBeTruthy();

    // And back to the Greek.
    fireEvent.click(screen.getByRole('button', { name: 'Show the Greek original' }));
    expect(screen.getByTestId('event-description').textContent).toBe(GREEK);
  });

  it('asks the server’s translation service when the browser has no translator', async () => {
    serve(true);
    renderAt(<EventDescription eventId="e1" description={GREEK} />);
    fireEvent.click(await screen.findByRole('button', { name: 'Show in English' }));
    expect((await screen.findByTestId('event-description-english')).textContent).toBe(
      'An evening with lyra and lute.',
    );
    expect(asked).toEqual(['service', 'translate']);
  });

  it('with neither, shows the Greek marked as Greek and no button', async () => {
    serve(false);
    renderAt(<EventDescription eventId="e1" description={GREEK} />);
    await vi.waitFor(() => expect(asked).toEqual(['service']));
    expect(screen.getByTestId('event-description').getAttribute('lang')).toBe('el');
    expect(screen.queryByRole('button', { name: 'Show in English' })).toBeNull();
  });

  it('offers nothing in Greek, or for an English description', async () => {
    serve(true);
    await i18n.changeLanguage('el');
    renderAt(<EventDescription eventId="e1" description={GREEK} />);
    expect(screen.getByTestId('event-description').getAttribute('lang')).toBeNull();
    cleanup();
    await i18n.changeLanguage('en');
    renderAt(<EventDescription eventId="e1" description="Live music all night." />);
    expect(screen.getByTestId('event-description').getAttribute('lang')).toBeNull();
    expect(screen.queryByRole('button')).toBeNull();
    expect(asked).toEqual([]);
  });
});
