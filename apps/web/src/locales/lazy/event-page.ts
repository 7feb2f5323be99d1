import { eventPage as el } from '../el/event-page.ts';
import { eventPage as en } from '../en/event-page.ts';
import type { ScreenTexts } from './types.ts';

export default { namespace: 'eventPage', el, en } satisfies ScreenTexts<'eventPage'>;
