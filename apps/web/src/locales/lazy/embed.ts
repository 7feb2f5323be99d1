import { embed as el } from '../el/embed.ts';
import { embed as en } from '../en/embed.ts';
import type { ScreenTexts } from './types.ts';

export default { namespace: 'embed', el, en } satisfies ScreenTexts<'embed'>;
