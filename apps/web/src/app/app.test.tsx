import { dehydrate, QueryClient } from '@tanstack/react-query';
import { afterEach, describe, expect, it } from 'vitest';
import { endDrawing, startDrawing } from '../lib/drawing.ts';
import { initializeQueryKey } from '../lib/initialize.ts';
import { makeInitialize } from '../test/fixtures.ts';
import { createAppQueryClient } from './app.tsx';

/** The answers a page came drawn with, as the server sends them. */
function drawnState() {
  const server = new QueryClient();
  server.setQueryData(initializeQueryKey, makeInitialize());
  return dehydrate(server);
}

const invalidated = (client: QueryClient) => client.getQueryState(initializeQueryKey)?.isInvalidated;

describe('the app’s answers on a page the server drew', () => {
  afterEach(() => endDrawing());

  it('are the drawing’s, and a returning reader’s own are asked for once the page is adopted', () => {
    startDrawing({ origin: 'https://glentia.gr', seed: 7 });
    const client = createAppQueryClient(drawnState(), true);
    expect(client.getQueryData(initializeQueryKey)).toEqual(makeInitialize());
    // Asked meanwhile, the answer would change what React is adopting.
    expect(invalidated(client)).toBe(false);
    endDrawing();
    expect(invalidated(client)).toBe(true);
  });

  it('stay the drawing’s for a first visit', () => {
    startDrawing({ origin: 'https://glentia.gr', seed: 7 });
    const client = createAppQueryClient(drawnState(), false);
    endDrawing();
    expect(invalidated(client)).toBe(false);
  });
});
