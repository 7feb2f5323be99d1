import { series as el } from '../el/series.ts';
import { series as en } from '../en/series.ts';
import type { ScreenTexts } from './types.ts';

export default { namespace: 'series', el, en } satisfies ScreenTexts<'series'>;
