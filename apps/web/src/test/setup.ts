/**
 * Every web test: `findBy…` and `waitFor` wait up to 5 s, so a busy machine (a CI box running
 * several test runners on two cores) does not turn a lazy screen's load into a failure.
 * Components are rendered on their own, without the route that would load their texts, so every
 * screen's texts, in both languages, are added up front. What a test rendered is unmounted after
 * it (the test runner's globals are off, so Testing Library cannot do it by itself), and the
 * requests it asked for have started, before the file's own after-hooks (`sequence.hooks: 'list'`
 * in vitest.config.ts): a component left mounted goes on answering the stores the next test
 * changes.
 */
import { cleanup, configure } from '@testing-library/react';
import { afterEach } from 'vitest';
import { addLanguage, addTexts } from '../lib/i18n.ts';
import { nextTask } from '../lib/next-task.ts';
import { el } from '../locales/el/index.ts';
import { en } from '../locales/en/index.ts';
import type { AnyScreenTexts } from '../locales/lazy/types.ts';

configure({ asyncUtilTimeout: 5000 });
afterEach(async () => {
  cleanup();
  // A request starts in a task of its own (lib/api-client.ts): one asked for by the test's last
  // step starts now, into the test's own stub, not into the next test's.
  await nextTask();
});

// No web test reaches a real server. The page's address is http://localhost:3000, where a
// developer's own Glentia may be answering: a request a test did not stub (one sent as a hook
// unmounts, after the test's stub was taken away) would be answered there and change what the
// test sees. Unstubbed, `fetch` fails as it does offline.
globalThis.fetch = (input: RequestInfo | URL) =>
  Promise.reject(
    new TypeError(`Web tests have no network: ${input instanceof Request ? input.url : String(input)}`),
  );

const screens = import.meta.glob<AnyScreenTexts>(['../locales/lazy/*.ts', '!../locales/lazy/types.ts'], {
  eager: true,
  import: 'default',
});
for (const screen of Object.values(screens)) addTexts(screen);
addLanguage('el', el);
addLanguage('en', en);
