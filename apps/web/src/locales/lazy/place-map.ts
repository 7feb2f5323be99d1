import { placeMap as el } from '../el/place-map.ts';
import { placeMap as en } from '../en/place-map.ts';
import type { ScreenTexts } from './types.ts';

export default { namespace: 'placeMap', el, en } satisfies ScreenTexts<'placeMap'>;
