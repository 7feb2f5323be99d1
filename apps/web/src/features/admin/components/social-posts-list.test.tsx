import { contract, type TSocialPost } from '@glentia/core';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { i18n } from '../../../lib/i18n.ts';
import { answer, stubApi } from '../../../test/api.ts';
import { makeReviewEvent } from '../../../test/fixtures.ts';
import { renderAt } from '../../../test/render.tsx';
import { SocialPostsList } from './social-posts-list.tsx';

const post = (n: number, overrides: Partial<TSocialPost> = {}): TSocialPost => ({
  id: `00000000-0000-4000-8000-0000000f000${n}`,
  source: 'INSTAGRAM',
  externalId: `180${n}`,
  username: 'kentro.armos',
  caption: 'Σάββατο 12/7 γλέντι!',
  imageUrl: 'https://cdn.example/p.jpg',
  permalink: 'https://www.instagram.com/p/AAA/',
  postedAt: '2026-07-01T10:00:00.000Z',
  status: 'NEW',
  artist: null,
  location: { id: '00000000-0000-4000-8000-0000000b0001', name: 'Κέντρο Αρμός' },
  eventId: null,
  ...overrides,
});

describe('Instagram posts (/instagram)', () => {
  const calls: string[] = [];
  beforeEach(async () => {
    await i18n.changeLanguage('el');
    calls.length = 0;
    stubApi(
      answer(contract.socialPosts.list, ({ url }) =>
        url.searchParams.get('status') === 'NEW' ? [post(1), post(2)] : [post(3, { status: 'REJECTED' })],
      ),
      answer(contract.socialPosts.refresh, () => {
        calls.push('refresh');
        return {
          profiles: 3,
          added: 2,
          failed: [{ username: 'private.one', message: 'Invalid user id' }],
        };
      }),
      answer(contract.socialPosts.accept, { params: { id: post(1).id } }, () => {
        calls.push('accept');
        return {
          draftId: '00000000-0000-4000-8000-00000000e009',
          glenti: makeReviewEvent(),
          missing: [],
          source: 'instagram',
        };
      }),
      answer(contract.socialPosts.reject, { params: { id: post(2).id } }, () => {
        calls.push('reject');
        return post(2, { status: 'REJECTED' });
      }),
    );
  });
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
  });

  it('fetches new posts, accepts one as a draft and rejects another', async () => {
    renderAt(<SocialPostsList />, '/instagram');
    const items = await screen.findAllByRole('listitem');
    expect(items).toHaveLength(2);
    expect(within(items[0]!).getByRole('img', { name: 'Ανάρτηση: Κέντρο Αρμός' })).toBeTruthy();
    expect(within(items[0]!).getByRole('link', { name: 'Στο Instagram' }).getAttribute('target')).toBe(
      '_blank',
    );

    fireEvent.click(screen.getByRole('button', { name: 'Λήψη νέων αναρτήσεων' }));
    expect((await screen.findByRole('status')).textContent).toBe(
      'Ελέγχθηκαν 3 προφίλ, 2 νέες αναρτήσεις. Δεν ήρθαν: @private.one',
    );

    fireEvent.click(within(items[0]!).getByRole('button', { name: 'Αποδοχή' }));
    const draft = await within(items[0]!).findByRole('link', { name: 'Άνοιγμα προσχεδίου' });
    expect(draft.getAttribute('href')).toBe('/glenti/edit/00000000-0000-4000-8000-00000000e009');
    fireEvent.click(within(items[1]!).getByRole('button', { name: 'Απόρριψη' }));
    await waitFor(() => expect(calls).toEqual(['refresh', 'accept', 'reject']));
  });

  it('makes a draft from a post and opens its form to read the poster', async () => {
    const router = renderAt(<SocialPostsList />, '/instagram');
    const items = await screen.findAllByRole('listitem');
    fireEvent.click(within(items[0]!).getByRole('button', { name: 'Κάνε το πρόχειρο' }));
    await waitFor(() =>
      expect(`${router.state.location.pathname}${router.state.location.search}`).toBe(
        '/glenti/edit/00000000-0000-4000-8000-00000000e009?read=poster',
      ),
    );
    expect(calls).toEqual(['accept']);
  });

  it('shows other states in their tabs', async () => {
    renderAt(<SocialPostsList />, '/instagram');
    await screen.findAllByRole('listitem');
    fireEvent.click(screen.getByRole('tab', { name: 'Απορριμμένες' }));
    await waitFor(() => expect(screen.getAllByRole('listitem')).toHaveLength(1));
    expect(screen.queryByRole('button', { name: 'Αποδοχή' })).toBeNull();
  });
});
