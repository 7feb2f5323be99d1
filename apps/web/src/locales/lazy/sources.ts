import { sources as el } from '../el/sources.ts';
import { sources as en } from '../en/sources.ts';
import type { ScreenTexts } from './types.ts';

export default { namespace: 'sources', el, en } satisfies ScreenTexts<'sources'>;
