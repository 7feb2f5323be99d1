import { contract, type TAdminClaim, type TClaim } from '@glentia/core';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { i18n } from '../../../lib/i18n.ts';
import { createDefaultSession, useSession } from '../../../stores/session.ts';
import { answer, stubApi } from '../../../test/api.ts';
import { jsonResponse, makeToken } from '../../../test/fixtures.ts';
import { renderAt } from '../../../test/render.tsx';
import { ClaimButton } from './claim-button.tsx';
import { ClaimQueue } from './claim-queue.tsx';
import { MyClaims } from './my-claims.tsx';

const VENUE = '00000000-0000-4000-8000-0000000c0001';

function makeClaim(overrides: Partial<TClaim> = {}): TClaim {
  return {
    id: '00000000-0000-4000-8000-0000000d0001',
    kind: 'venue',
    targetId: VENUE,
    targetName: 'Ταβέρνα Ο Μύλος',
    status: 'code',
    reason: null,
    createdAt: '2026-11-20T18:00:00.000Z',
    ...overrides,
  };
}

const refusal = (status: number, code: string, message: string) =>
  jsonResponse({ statusCode: status, code, message, messages: { el: message, en: message } }, status);

describe('claiming a page', () => {
  let mine: TClaim[];
  const sent: unknown[] = [];

  beforeEach(async () => {
    await i18n.changeLanguage('el');
    useSession.setState({ ...createDefaultSession(), jwt: makeToken() });
    mine = [];
    sent.length = 0;
  });
  afterEach(cleanup);

  const open = async () => {
    renderAt(<ClaimButton kind="venue" targetId={VENUE} name="Ταβέρνα Ο Μύλος" />, '/location/x');
    fireEvent.click(await screen.findByRole('button', { name: 'Αυτό είναι το μαγαζί μου' }));
    return screen.findByRole('dialog', { name: 'Είναι δικό σου το μαγαζί;' });
  };

  it('asks a visitor to log in first, remembering to come back to the claim', async () => {
    useSession.setState(createDefaultSession());
    stubApi();
    renderAt(<ClaimButton kind="artist" targetId={VENUE} name="Ψαρογιώργης" />, '/artist/x');
    fireEvent.click(screen.getByRole('button', { name: 'Είμαι εγώ' }));
    expect(useSession.getState().loginBottomSheetOpen).toBe(true);
    expect(useSession.getState().redirectAfterSocialLogin).toBe('/artist/x?claim=artist');
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('sends note and contact, then takes the mailed code: wrong, too many tries, then right', async () => {
    let tries = 0;
    stubApi(
      answer(contract.claims.mine, () => mine),
      answer(contract.claims.create, (request) => {
        sent.push(request.body);
        mine = [makeClaim()];
        return jsonResponse(mine[0], 201);
      }),
      answer(contract.claims.confirm, (request) => {
        tries += 1;
        if (tries === 1) return refusal(400, 'CLAIM_WRONG_CODE', 'Λάθος ή ληγμένος κωδικός. Δοκίμασε ξανά.');
        if (tries === 2) return refusal(429, 'RATE_LIMITED', 'Too many');
        expect(request.body).toEqual({ code: '123456' });
        mine = [makeClaim({ status: 'approved' })];
        return mine[0]!;
      }),
    );
    const dialog = await open();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Στείλε το αίτημα' }));
    expect(within(dialog).getByText('Γράψε ένα τηλέφωνο ή ένα e-mail.')).toBeTruthy();
    fireEvent.change(within(dialog).getByLabelText('Λίγα λόγια για σένα'), {
      target: { value: 'Είμαι ο ιδιοκτήτης.' },
    });
    fireEvent.change(within(dialog).getByLabelText('Πώς να σε βρούμε'), { target: { value: '2810 123456' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Στείλε το αίτημα' }));

    const code = await screen.findByLabelText('Κωδικός 6 ψηφίων');
    expect(sent).toEqual([
      { kind: 'venue', targetId: VENUE, note: 'Είμαι ο ιδιοκτήτης.', contact: '2810 123456' },
    ]);
    fireEvent.change(code, { target: { value: '123' } });
    fireEvent.click(screen.getByRole('button', { name: 'Επιβεβαίωση' }));
    expect(await screen.findByText('Ο κωδικός έχει 6 ψηφία.')).toBeTruthy();

    fireEvent.change(code, { target: { value: '654321' } });
    fireEvent.click(screen.getByRole('button', { name: 'Επιβεβαίωση' }));
    expect(await screen.findByText(/Λάθος ή ληγμένος κωδικός\. Κοίτα ξανά/)).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Επιβεβαίωση' }));
    expect(await screen.findByText(/Έκανες πολλές προσπάθειες/)).toBeTruthy();

    fireEvent.change(code, { target: { value: '123 456' } });
    fireEvent.click(screen.getByRole('button', { name: 'Επιβεβαίωση' }));
    expect(await screen.findByText(/Από τώρα διαχειρίζεσαι το «Ταβέρνα Ο Μύλος»/)).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Πήγαινε στα μαγαζιά σου' }).getAttribute('href')).toBe(
      '/partner',
    );
  });

  it('says a claim with no code waits for review, and says so again on the next visit', async () => {
    stubApi(
      answer(contract.claims.mine, () => mine),
      answer(contract.claims.create, () => {
        mine = [makeClaim({ status: 'review' })];
        return jsonResponse(mine[0], 201);
      }),
    );
    const dialog = await open();
    fireEvent.change(within(dialog).getByLabelText('Πώς να σε βρούμε'), {
      target: { value: 'me@example.gr' },
    });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Στείλε το αίτημα' }));
    expect(await screen.findByText(/Περιμένει έλεγχο από την ομάδα μας/)).toBeTruthy();
    fireEvent.click(screen.getAllByRole('button', { name: 'Κλείσιμο' }).at(-1)!);
    fireEvent.click(await screen.findByRole('button', { name: 'Το αίτημά σου περιμένει' }));
    expect(await screen.findByRole('dialog', { name: 'Το αίτημά σου στάλθηκε' })).toBeTruthy();
  });

  it('turns to the review when the code ran out, instead of saying "wrong" again', async () => {
    mine = [makeClaim()];
    stubApi(
      answer(contract.claims.mine, () => mine),
      answer(contract.claims.confirm, () => {
        mine = [makeClaim({ status: 'review' })];
        return refusal(400, 'CLAIM_WRONG_CODE', 'Λάθος ή ληγμένος κωδικός.');
      }),
    );
    renderAt(<ClaimButton kind="venue" targetId={VENUE} name="Ταβέρνα Ο Μύλος" />, '/location/x');
    fireEvent.click(await screen.findByRole('button', { name: 'Γράψε τον κωδικό' }));
    fireEvent.change(await screen.findByLabelText('Κωδικός 6 ψηφίων'), { target: { value: '000000' } });
    fireEvent.click(screen.getByRole('button', { name: 'Επιβεβαίωση' }));
    expect(await screen.findByText(/Το αίτημά σου πέρασε στην ομάδα μας/)).toBeTruthy();
  });

  it('lists the person’s claims with their status and the admin’s reason', async () => {
    await i18n.changeLanguage('en');
    mine = [
      makeClaim({ status: 'refused', reason: 'We could not reach you.' }),
      makeClaim({ id: '00000000-0000-4000-8000-0000000d0002', targetName: 'Κέντρο Λύρα' }),
    ];
    stubApi(answer(contract.claims.mine, () => mine));
    renderAt(<MyClaims />, '/settings/profile');
    const items = await screen.findAllByTestId('my-claim');
    expect(items.map((item) => within(item).getByTestId('claim-status').textContent)).toEqual([
      'Refused',
      'Waiting for the code',
    ]);
    expect(within(items[0]!).getByText('Why: We could not reach you.')).toBeTruthy();
    expect(within(items[1]!).getByRole('link', { name: 'Enter the code' }).getAttribute('href')).toBe(
      `/location/${VENUE}?claim=venue`,
    );
  });
});

describe('the admin’s claims queue (/admin/claims)', () => {
  let queue: TAdminClaim[];
  const decisions: unknown[] = [];
  const waiting = (overrides: Partial<TAdminClaim> = {}): TAdminClaim => ({
    ...makeClaim({ status: 'review' }),
    note: 'Είμαι ο ιδιοκτήτης από το 2015.',
    contact: '2810 123456',
    username: 'giorgos',
    ...overrides,
  });

  beforeEach(async () => {
    await i18n.changeLanguage('el');
    useSession.setState({ ...createDefaultSession(), jwt: makeToken({ roles: ['user', 'admin'] }) });
    queue = [
      waiting(),
      waiting({
        id: '00000000-0000-4000-8000-0000000d0003',
        targetName: 'Καφενείο',
        note: '',
        username: 'nikos',
      }),
    ];
    decisions.length = 0;
    stubApi(
      answer(contract.claims.queue, () => queue),
      answer(contract.claims.decide, (request) => {
        decisions.push({ id: request.params.id, ...(request.body as object) });
        const decided = queue.find((claim) => claim.id === request.params.id)!;
        queue = queue.filter((claim) => claim !== decided);
        return {
          ...decided,
          status: (request.body as { approve: boolean }).approve ? 'approved' : 'refused',
        };
      }),
    );
  });
  afterEach(cleanup);

  it('shows what each person wrote, approves one and refuses another with a reason', async () => {
    renderAt(<ClaimQueue />, '/admin/claims');
    const items = await screen.findAllByTestId('claim-queue-item');
    expect(items[0]!.textContent).toContain('Είμαι ο ιδιοκτήτης από το 2015.');
    expect(items[0]!.textContent).toContain('2810 123456');
    expect(items[0]!.textContent).toContain('giorgos');
    expect(items[1]!.textContent).toContain('Δεν έγραψε τίποτα.');

    fireEvent.click(within(items[0]!).getByRole('button', { name: 'Έγκριση' }));
    expect(await screen.findByText('Εγκρίθηκε το αίτημα για «Ταβέρνα Ο Μύλος».')).toBeTruthy();

    const second = (await screen.findAllByTestId('claim-queue-item'))[0]!;
    fireEvent.click(within(second).getByRole('button', { name: 'Απόρριψη' }));
    const dialog = await screen.findByRole('dialog', { name: 'Απόρριψη αιτήματος' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Απόρριψη' }));
    expect(within(dialog).getByRole('alert').textContent).toBe('Γράψε έναν λόγο, τουλάχιστον 3 γράμματα.');
    fireEvent.change(within(dialog).getByLabelText('Γιατί το απορρίπτεις;'), {
      target: { value: 'Δεν σε βρήκαμε στο τηλέφωνο.' },
    });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Απόρριψη' }));
    expect(await screen.findByText('Κανένα αίτημα δεν περιμένει.')).toBeTruthy();
    await waitFor(() =>
      expect(decisions).toEqual([
        { id: '00000000-0000-4000-8000-0000000d0001', approve: true },
        {
          id: '00000000-0000-4000-8000-0000000d0003',
          approve: false,
          reason: 'Δεν σε βρήκαμε στο τηλέφωνο.',
        },
      ]),
    );
  });
});
