/**
 * "Show in English" for a description written in Greek: the browser's own translator when it is
 * ready on this device; otherwise the server's translation service when it has one (kept per event
 * there); otherwise the browser's translator after all (it may download Greek first). With neither,
 * there is no button and the Greek stays, marked as Greek.
 */
import { useState } from 'react';
import { ApiError } from '../../../lib/api-client.ts';
import { useBrowserValue } from '../../../lib/drawing.ts';
import { translateDescription, useTranslationService } from '../api/translate-description.ts';
import {
  browserTranslatorReadiness,
  hasBrowserTranslator,
  translateInBrowser,
} from './browser-translator.ts';

export type TranslationState =
  | { status: 'idle' }
  | { status: 'working' }
  | { status: 'done'; text: string }
  | { status: 'failed'; message: string | null };

const noTranslator = () => false;

export function useDescriptionTranslation(eventId: string, description: string, wanted: boolean) {
  const service = useTranslationService(wanted);
  const serviceAvailable = service.data?.available === true;
  const [state, setState] = useState<TranslationState>({ status: 'idle' });
  const [showing, setShowing] = useState(false);

  // The server knows no browser translator: a page it drew is adopted without the button, which
  // comes right after when this browser has one. Asked only when a translation is wanted: a
  // different answer draws the description again at once, for nothing when no button is offered.
  const browserTranslator = useBrowserValue(wanted ? hasBrowserTranslator : noTranslator, false);
  const canTranslate = wanted && (browserTranslator || serviceAvailable);

  async function translate(): Promise<string> {
    const readiness = await browserTranslatorReadiness();
    if (readiness === 'available') return translateInBrowser(description);
    // The server's service answers at once; the browser's would first download Greek.
    if (serviceAvailable) return (await translateDescription(eventId)).text;
    if (readiness && readiness !== 'unavailable') return translateInBrowser(description);
    throw new Error('no translator');
  }

  async function show() {
    setShowing(true);
    if (state.status === 'done' || state.status === 'working') return;
    setState({ status: 'working' });
    try {
      setState({ status: 'done', text: await translate() });
    } catch (error) {
      setState({
        status: 'failed',
        message: error instanceof ApiError ? error.message : null,
      });
    }
  }

  return { canTranslate, state, showing, show, hide: () => setShowing(false) };
}
