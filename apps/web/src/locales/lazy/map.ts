import { map as el } from '../el/map.ts';
import { map as en } from '../en/map.ts';
import type { ScreenTexts } from './types.ts';

export default { namespace: 'map', el, en } satisfies ScreenTexts<'map'>;
