import { contract } from '@glentia/core';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { i18n } from '../../../lib/i18n.ts';
import { answer, stubApi } from '../../../test/api.ts';
import { makeEvent } from '../../../test/fixtures.ts';
import { renderAt } from '../../../test/render.tsx';
import { ReportProblem } from './report-problem.tsx';

describe('report a problem (event page)', () => {
  const event = makeEvent({ published: true, future: true });
  const sent: unknown[] = [];

  beforeEach(async () => {
    await i18n.changeLanguage('el');
    sent.length = 0;
    stubApi(
      answer(contract.events.report, { params: { id: event.id } }, (request) => {
        sent.push(request.body);
        return undefined;
      }),
    );
  });
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
  });

  it('sends the reason and the note, then thanks', async () => {
    renderAt(<ReportProblem event={event} />);
    fireEvent.click(screen.getByRole('button', { name: 'Αναφορά προβλήματος' }));
    const dialog = screen.getByRole('dialog', { name: 'Αναφορά προβλήματος' });
    const send = within(dialog).getByRole('button', { name: 'Στείλε' }) as HTMLButtonElement;
    expect(send.disabled).toBe(true);
    fireEvent.click(within(dialog).getByRole('radio', { name: 'Ακυρώθηκε ή δεν θα γίνει' }));
    fireEvent.change(within(dialog).getByLabelText('Σημείωση (προαιρετικά)'), {
      target: { value: '  Το μαγαζί είναι κλειστό ' },
    });
    expect(within(dialog).getByText(/Δεν κρατάμε ποιος στέλνει την αναφορά/)).toBeTruthy();
    fireEvent.click(send);
    expect(
      await within(dialog).findByText('Ευχαριστούμε! Η αναφορά έφτασε στους διαχειριστές.'),
    ).toBeTruthy();
    expect(sent).toEqual([{ reason: 'canceled', note: 'Το μαγαζί είναι κλειστό' }]);
  });

  it('leaves out an empty note, in English too', async () => {
    await i18n.changeLanguage('en');
    renderAt(<ReportProblem event={event} />);
    fireEvent.click(screen.getByRole('button', { name: 'Report a problem' }));
    const dialog = screen.getByRole('dialog', { name: 'Report a problem' });
    fireEvent.click(within(dialog).getByRole('radio', { name: /Something is wrong/ }));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Send' }));
    await waitFor(() => expect(sent).toEqual([{ reason: 'wrong' }]));
  });

  it('is not offered for past or unpublished events', () => {
    renderAt(
      <>
        <ReportProblem event={makeEvent({ published: true, future: false })} />
        <ReportProblem event={makeEvent({ published: false, future: true })} />
      </>,
    );
    expect(screen.queryByRole('button', { name: 'Αναφορά προβλήματος' })).toBeNull();
  });
});
