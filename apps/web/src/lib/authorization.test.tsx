import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createDefaultSession, useSession } from '../stores/session.ts';
import { makeToken } from '../test/fixtures.ts';
import { Can, currentActor, useActor } from './authorization.tsx';

function Greeting() {
  const actor = useActor();
  return <p>{actor ? actor.username : 'visitor'}</p>;
}

function AdminTools() {
  return (
    <Can do="open" on="adminArea" fallback={<p>no tools</p>}>
      <p>tools</p>
    </Can>
  );
}

describe('who is signed in, and what they may see', () => {
  beforeEach(() => useSession.setState(createDefaultSession()));
  afterEach(cleanup);

  it('reads the actor from the access token, and none without one', () => {
    expect(currentActor()).toBeNull();
    render(<Greeting />);
    expect(screen.getByText('visitor')).toBeTruthy();
    cleanup();
    useSession.setState({ jwt: makeToken({ username: 'eleni', roles: ['user'] }) });
    expect(currentActor()).toEqual({
      id: '6f1c2d8e-0000-4000-8000-000000000001',
      username: 'eleni',
      roles: ['user'],
    });
    render(<Greeting />);
    expect(screen.getByText('eleni')).toBeTruthy();
  });

  it('shows what core’s permissions allow, and the fallback otherwise', () => {
    useSession.setState({ jwt: makeToken({ roles: ['user'] }) });
    render(<AdminTools />);
    expect(screen.getByText('no tools')).toBeTruthy();
    cleanup();
    useSession.setState({ jwt: makeToken({ username: 'admin', roles: ['user', 'admin'] }) });
    render(<AdminTools />);
    expect(screen.getByText('tools')).toBeTruthy();
    expect(screen.queryByText('no tools')).toBeNull();
  });

  it("marks the page as an admin's while the kept session is one, so the stylesheet keeps room for an event's controls", () => {
    const marked = () => document.documentElement.hasAttribute('data-moderator');
    expect(marked()).toBe(false);
    useSession.setState({ jwt: makeToken({ roles: ['user'] }) });
    expect(marked()).toBe(false);
    useSession.setState({ jwt: makeToken({ roles: ['user', 'admin'] }) });
    expect(marked()).toBe(true);
    useSession.setState(createDefaultSession());
    expect(marked()).toBe(false);
  });
});
