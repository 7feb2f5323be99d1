import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { i18n } from '../../../lib/i18n.ts';
import { createMemoryRouter, RouterProvider } from '../../../lib/router/index.ts';
import { makeEvent } from '../../../test/fixtures.ts';
import { EventSelectionContext } from '../hooks/event-selection.ts';
import { EventCard } from './event-card.tsx';
import { EventRow } from './event-row.tsx';
import { SquareEventCard } from './square-event-card.tsx';

function renderCard(element: React.ReactNode) {
  const router = createMemoryRouter([{ path: '/', element }], { initialEntries: ['/'] });
  render(<RouterProvider router={router} />);
}

describe('event cards', () => {
  beforeEach(async () => {
    await i18n.changeLanguage('el');
  });
  afterEach(() => cleanup());

  it('featured card: badge when promoted, poster, venue and county, weekday, day and month, artists', () => {
    const event = makeEvent({
      selected: true,
      artists: [
        { id: '00000000-0000-4000-8000-00000000a001', name: 'Ψαρογιώργης', image: null },
        { id: '00000000-0000-4000-8000-00000000a002', name: 'Μαριάννα', image: null },
      ],
    });
    renderCard(<EventCard event={event} />);
    const card = within(screen.getByRole('article'));
    expect(card.getByText('Προτεινόμενο')).toBeTruthy();
    expect(card.getByRole('img').getAttribute('alt')).toBe('Αφίσα του γλεντιού στο Κέντρο Ο Αρμός');
    expect(card.getByRole('heading', { level: 3 }).textContent).toBe('Κέντρο Ο Αρμός');
    expect(card.getByTestId('event-county').textContent).toBe('Χανιά');
    expect(card.getByText('Παρ')).toBeTruthy();
    expect(card.getByText('3')).toBeTruthy();
    expect(card.getByText('Ιουλ')).toBeTruthy();
    expect(card.getByTestId('event-artists').textContent).toBe('Ψαρογιώργης · Μαριάννα');
    expect(card.getByRole('link').getAttribute('href')).toBe(`/glentia/${event.id}`);
  });

  it('shows the entry price on every card: free, "12,50 €" in Greek, "€10" in English, nothing when not said or canceled', async () => {
    renderCard(
      <>
        <EventCard event={makeEvent({ entryPrice: 0 })} />
        <SquareEventCard event={makeEvent({ entryPrice: 1250 })} />
        <EventRow event={makeEvent({ entryPrice: 1000 })} />
        <EventCard event={makeEvent({ entryPrice: null })} />
        <EventCard event={makeEvent({ entryPrice: 1500, canceled: true })} />
      </>,
    );
    expect(screen.getAllByTestId('entry-chip').map((chip) => chip.textContent)).toEqual([
      'Είσοδος: Δωρεάν',
      'Είσοδος: 12,50 €',
      'Είσοδος: 10 €',
    ]);
    cleanup();
    await i18n.changeLanguage('en');
    renderCard(<EventRow event={makeEvent({ entryPrice: 1000 })} />);
    expect(screen.getByTestId('entry-chip').textContent).toBe('Entry: €10');
  });

  it("row: venue, then county and artists; in one venue's list its artists lead, or the venue when it has none", () => {
    const artists = [
      { id: '00000000-0000-4000-8000-00000000a001', name: 'Ψαρογιώργης', image: null },
      { id: '00000000-0000-4000-8000-00000000a002', name: 'Μαριάννα', image: null },
    ];
    const lines = () =>
      screen
        .getAllByRole('link')
        .map((row) => [...row.querySelectorAll('p.font-bold, p.text-muted')].map((line) => line.textContent));
    renderCard(
      <>
        <EventRow event={makeEvent({ artists })} />
        <EventRow event={makeEvent({ artists })} atVenue />
        <EventRow event={makeEvent({ artists: [] })} atVenue />
      </>,
    );
    expect(lines()).toEqual([
      ['Κέντρο Ο Αρμός', 'Χανιά · Ψαρογιώργης · Μαριάννα'],
      ['Ψαρογιώργης · Μαριάννα'],
      ['Κέντρο Ο Αρμός'],
    ]);
  });

  it('square card: 20rem, day and short month, venue and county chip, selectable by right-click', () => {
    const event = makeEvent({ canceled: true });
    const onSelect = vi.fn();
    renderCard(
      <EventSelectionContext.Provider value={onSelect}>
        <SquareEventCard event={event} />
      </EventSelectionContext.Provider>,
    );
    const article = screen.getByRole('article');
    expect(article.className).toContain('w-80');
    expect(article.className).toContain('aspect-square');
    const card = within(article);
    expect(card.queryByText('Παρ')).toBeNull();
    expect(card.getByText('3')).toBeTruthy();
    expect(card.getByText('Ιουλ')).toBeTruthy();
    expect(card.getByText('Παρασκευή 3 Ιουλίου')).toBeTruthy();
    expect(card.getByText('Χανιά')).toBeTruthy();
    expect(card.getByText('Ακυρώθηκε')).toBeTruthy();
    expect(card.getByRole('link', { name: 'Κέντρο Ο Αρμός' }).getAttribute('href')).toBe(
      `/glentia/${event.id}`,
    );
    article.dispatchEvent(new MouseEvent('contextmenu', { bubbles: true, cancelable: true }));
    expect(onSelect).toHaveBeenCalledWith(event);
  });

  it('every card and row opens the event sheet on a right-click, inside the app’s sheet host only', () => {
    const event = makeEvent();
    const onSelect = vi.fn();
    renderCard(
      <>
        <EventSelectionContext.Provider value={onSelect}>
          <EventCard event={event} />
          <EventRow event={event} />
        </EventSelectionContext.Provider>
        <EventCard event={event} />
      </>,
    );
    const [card, row, loose] = [...document.querySelectorAll<HTMLElement>(`[data-event-id="${event.id}"]`)];
    for (const target of [card, row]) {
      const menu = new MouseEvent('contextmenu', { bubbles: true, cancelable: true });
      target?.dispatchEvent(menu);
      expect(menu.defaultPrevented).toBe(true);
    }
    expect(onSelect.mock.calls).toEqual([[event], [event]]);
    expect(card?.className).toContain('[-webkit-touch-callout:none]');
    expect(row?.getAttribute('href')).toBe(`/glentia/${event.id}`);

    // Outside the host the browser keeps its own menu.
    const menu = new MouseEvent('contextmenu', { bubbles: true, cancelable: true });
    loose?.dispatchEvent(menu);
    expect(menu.defaultPrevented).toBe(false);
    expect(loose?.className).not.toContain('[-webkit-touch-callout:none]');
  });

  it('are not drawn again when the list around them is, with the same events', () => {
    const event = makeEvent();
    const { artists } = event;
    // Every drawing of a card reads the event's artists.
    let reads = 0;
    Object.defineProperty(event, 'artists', {
      get: () => {
        reads++;
        return artists;
      },
    });
    function List() {
      const [times, setTimes] = useState(0);
      return (
        <>
          <button type="button" onClick={() => setTimes(times + 1)}>
            {`drawn ${times}`}
          </button>
          <EventCard event={event} />
          <SquareEventCard event={event} />
          <EventRow event={event} />
        </>
      );
    }
    renderCard(<List />);
    const drawn = reads;
    expect(drawn).toBeGreaterThan(0);
    fireEvent.click(screen.getByRole('button', { name: 'drawn 0' }));
    expect(screen.getByRole('button', { name: 'drawn 1' })).toBeTruthy();
    expect(reads).toBe(drawn);
  });
});
