import { contract, type TReviewEvent } from '@glentia/core';
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { i18n } from '../../../lib/i18n.ts';
import { useToastQueue } from '../../../lib/toast.ts';
import { answer, stubApi } from '../../../test/api.ts';
import { makeReviewEvent } from '../../../test/fixtures.ts';
import { renderAt } from '../../../test/render.tsx';
import { usePartnerOverview } from '../api/get-partner-overview.ts';
import { PendingDates } from './pending-dates.tsx';

/** The partner page beside the waiting dates: its overview is refetched after a decision too. */
function Overview() {
  const overview = usePartnerOverview();
  return <p>{overview.data ? `${overview.data.totals.upcoming} upcoming` : ''}</p>;
}

/** The waiting dates with the overview beside them, once both have answered. */
async function showPartnerPage() {
  renderAt(
    <>
      <Overview />
      <PendingDates />
    </>,
  );
  await screen.findByText('1 upcoming');
}

const noRow = () => screen.queryByTestId('pending-date') === null;

const toasts = () => useToastQueue.getState().pending.map((toast) => `${toast.kind}: ${toast.message}`);

describe("the partner's waiting dates", () => {
  let waiting: TReviewEvent[];

  beforeEach(async () => {
    await i18n.changeLanguage('en');
    useToastQueue.setState({ wanted: false, pending: [], deliver: null });
    waiting = [makeReviewEvent({ id: '00000000-0000-4000-8000-0000000f0201', date: '2026-07-03' })];
    let overviews = 0;
    stubApi(
      // The overview answers its refetch only once the decided date's row is gone, as a slower
      // answer does on the partner page.
      answer(contract.partner.overview, async () => {
        overviews += 1;
        if (overviews > 1) await vi.waitFor(() => expect(noRow()).toBe(true));
        return { venues: [], upcoming: [], totals: { upcoming: overviews, views: 0, favorites: 0 } };
      }),
      answer(contract.partner.pending, () => waiting),
      answer(contract.partner.publish, ({ params }) => {
        waiting = waiting.filter((event) => event.id !== params.id);
        return { ...makeReviewEvent({ id: params.id }), published: true };
      }),
      answer(contract.partner.reject, ({ params }) => {
        waiting = waiting.filter((event) => event.id !== params.id);
        return makeReviewEvent({ id: params.id });
      }),
    );
  });
  afterEach(async () => {
    cleanup();
    vi.unstubAllGlobals();
    await i18n.changeLanguage('el');
  });

  // The decided date leaves the list, and its row with it, before every refetch is back: the
  // confirmation must not depend on the row still being there.
  it('confirms an approval after the approved date has left the list', async () => {
    await showPartnerPage();
    fireEvent.click(await screen.findByRole('button', { name: 'Approve' }));
    await screen.findByText('2 upcoming');
    await waitFor(() =>
      expect(toasts()).toContain('success: The night is approved and everyone can see it now.'),
    );
  });

  it('confirms a date sent back after it has left the list', async () => {
    await showPartnerPage();
    fireEvent.click(await screen.findByRole('button', { name: 'Send back' }));
    fireEvent.change(await screen.findByLabelText('Why are you sending it back?'), {
      target: { value: 'Η ώρα δεν είναι σωστή, στείλε ξανά.' },
    });
    fireEvent.click(screen.getAllByRole('button', { name: 'Send back' }).at(-1)!);
    await screen.findByText('2 upcoming');
    await waitFor(() =>
      expect(toasts()).toContain('success: The night was sent back. Whoever sent it will be told.'),
    );
  });
});
