import { eventActions as el } from '../el/event-actions.ts';
import { eventActions as en } from '../en/event-actions.ts';
import type { ScreenTexts } from './types.ts';

export default { namespace: 'eventActions', el, en } satisfies ScreenTexts<'eventActions'>;
