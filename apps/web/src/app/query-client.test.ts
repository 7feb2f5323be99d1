import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createDefaultSession, useSession } from '../stores/session.ts';
import { createQueryClient, refreshOnSignInChange } from './query-client.ts';

describe('answers asked again on signing in or out', () => {
  const client = createQueryClient();
  let stop: () => void = () => undefined;
  const KEY = ['glentia', 'some-event'];
  const stale = () => client.getQueryState(KEY)?.isInvalidated ?? false;
  /** A fresh, valid answer, as the drawn page's answers are. */
  const answered = () => client.setQueryData(KEY, { title: 'Γλέντι στα Σφακιά' });

  beforeEach(() => {
    localStorage.clear();
    useSession.setState(createDefaultSession());
    answered();
    stop = refreshOnSignInChange(client);
  });
  afterEach(() => stop());

  it('asks everything again when this device signs in, and again when it signs out', () => {
    useSession.getState().setTokens('a.b.c', 'refresh');
    expect(stale()).toBe(true);
    answered();
    useSession.getState().logout();
    expect(stale()).toBe(true);
  });

  it('keeps the answers through a new token for the same session, and through other changes', () => {
    useSession.getState().setTokens('a.b.c', 'refresh');
    answered();
    useSession.getState().setTokens('d.e.f', 'refresh-2');
    useSession.getState().setLanguage('en');
    useSession.getState().openLoginSheet();
    expect(stale()).toBe(false);
  });

  it('stops following the session when told to', () => {
    stop();
    useSession.getState().setTokens('a.b.c', 'refresh');
    expect(stale()).toBe(false);
  });
});
