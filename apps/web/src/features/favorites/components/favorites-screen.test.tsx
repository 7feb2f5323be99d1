import { contract } from '@glentia/core';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { i18n } from '../../../lib/i18n.ts';
import { createDefaultSession, useSession } from '../../../stores/session.ts';
import { answer, stubApi } from '../../../test/api.ts';
import { makeEvent, makeToken } from '../../../test/fixtures.ts';
import { renderAt } from '../../../test/render.tsx';
import { EventSheetHost } from '../../events/components/event-sheet-host.tsx';
import { FavoritesScreen } from './favorites-screen.tsx';

const saved = makeEvent({ publishedFrom: 'maria' });
const noTopics = { artists: [], locations: [], loading: false, onUnfollow: () => undefined };
// As in the app: the layout's event sheet host makes event rows selectable.
const renderScreen = () =>
  renderAt(
    <EventSheetHost>
      <FavoritesScreen topics={noTopics} />
    </EventSheetHost>,
  );

describe('favourites screen', () => {
  beforeEach(async () => {
    await i18n.changeLanguage('el');
    useSession.setState(createDefaultSession());
  });
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
  });

  it('gives admins the admin sheet of each favourite event, from a button or a right-click', async () => {
    useSession.setState({ jwt: makeToken({ username: 'admin', roles: ['user', 'admin'] }) });
    const promoted: string[] = [];
    stubApi(
      answer(contract.favorites.list, () => [saved]),
      answer(contract.moderation.togglePromoted, { params: { id: saved.id } }, () => {
        promoted.push(saved.id);
        return { ...saved, selected: true };
      }),
    );
    renderScreen();
    const actions = await screen.findByRole('button', {
      name: `Ενέργειες διαχειριστή: ${saved.location!.name}`,
    });
    fireEvent.click(actions);
    const sheet = await screen.findByRole('dialog', { name: 'Ενέργειες για το γλέντι' });
    expect(within(sheet).getByRole('link', { name: 'Επεξεργασία' }).getAttribute('href')).toBe(
      `/glenti/edit/${saved.id}`,
    );
    fireEvent.click(within(sheet).getByRole('button', { name: 'Προώθηση' }));
    fireEvent.click(await screen.findByRole('button', { name: 'Προώθηση γλεντιού' }));
    await waitFor(() => expect(promoted).toEqual([saved.id]));

    // A tap outside (on the dimmed page around it) closes the sheet.
    const outside = sheet.parentElement!;
    fireEvent.pointerDown(outside);
    fireEvent.pointerUp(outside);
    fireEvent.click(outside);
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Ενέργειες για το γλέντι' })).toBeNull());
    // A right-click on the row itself opens it again (as on the event cards).
    fireEvent.contextMenu(screen.getByRole('link', { name: new RegExp(saved.location!.name) }));
    const again = await screen.findByRole('dialog', { name: 'Ενέργειες για το γλέντι' });
    expect(within(again).getByRole('link', { name: 'Επεξεργασία' })).toBeTruthy();
  });

  it('gives other people no admin actions: a right-click offers sharing only', async () => {
    useSession.setState({ jwt: makeToken({ username: 'eleni', roles: ['user'] }) });
    stubApi(answer(contract.favorites.list, () => [saved]));
    renderScreen();
    const row = await screen.findByRole('link', { name: new RegExp(saved.location!.name) });
    expect(screen.queryByTestId('favorite-event-actions')).toBeNull();
    fireEvent.contextMenu(row);
    const sheet = await screen.findByRole('dialog', { name: 'Ενέργειες για το γλέντι' });
    expect(within(sheet).queryByRole('button', { name: 'Προώθηση' })).toBeNull();
    expect(within(sheet).queryByRole('link', { name: 'Επεξεργασία' })).toBeNull();
  });
});
