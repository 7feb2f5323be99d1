import { act, render } from '@testing-library/react';
import { Suspense } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { endDrawing, PageAdopted, startDrawing } from '../lib/drawing.ts';
import { untilPageAdopted } from '../test/framed-page.ts';
import { createDefaultSession, SessionAfterAdoption, useSession } from './session.ts';

/** What a signed-in reader's menu shows: their account link, or the login link. */
function Reader() {
  const signedIn = useSession((state) => state.jwt !== '');
  return <span data-testid="reader">{signedIn ? 'account' : 'login'}</span>;
}

function Drawn() {
  return (
    <SessionAfterAdoption>
      <Reader />
      <Suspense fallback={null}>
        <p data-testid="page">the page</p>
        <PageAdopted />
      </Suspense>
    </SessionAfterAdoption>
  );
}

describe('the session while the app adopts a page the server drew', () => {
  beforeEach(() => {
    localStorage.clear();
    useSession.setState(createDefaultSession());
  });
  afterEach(() => endDrawing());

  it('is the one the server drew with until the page is adopted, then the stored one, with no mismatch', async () => {
    const html = renderToString(<Drawn />);
    expect(html).toContain('login');
    // The reader's session, as the browser keeps it.
    useSession.setState({ jwt: 'stored-token' });
    const container = document.createElement('div');
    container.innerHTML = html;
    document.body.append(container);
    const drawnPage = container.querySelector('[data-testid="page"]');
    const errors: unknown[] = [];
    startDrawing({ origin: 'https://glentia.gr', seed: 7 });
    await act(async () => {
      hydrateRoot(container, <Drawn />, { onRecoverableError: (error) => errors.push(error) });
    });
    await untilPageAdopted();
    expect(errors).toEqual([]);
    // The drawn page was adopted as it is, not drawn again.
    expect(container.querySelector('[data-testid="page"]')).toBe(drawnPage);
    expect(container.querySelector('[data-testid="reader"]')?.textContent).toBe('account');
    container.remove();
  });

  it('is the stored one from the first drawing when the app draws by itself', () => {
    useSession.setState({ jwt: 'stored-token' });
    const view = render(<Drawn />);
    expect(view.getByTestId('reader').textContent).toBe('account');
    view.unmount();
  });

  it('comes in as soon as it changes, even before the page is adopted', async () => {
    startDrawing({ origin: 'https://glentia.gr', seed: 7 });
    const view = render(
      <SessionAfterAdoption>
        <Reader />
      </SessionAfterAdoption>,
    );
    expect(view.getByTestId('reader').textContent).toBe('login');
    await act(async () => {
      useSession.getState().setTokens('new-token', 'refresh');
    });
    expect(view.getByTestId('reader').textContent).toBe('account');
    view.unmount();
  });
});
