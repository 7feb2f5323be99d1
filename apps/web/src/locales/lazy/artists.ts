import { artists as el } from '../el/artists.ts';
import { artists as en } from '../en/artists.ts';
import type { ScreenTexts } from './types.ts';

export default { namespace: 'artists', el, en } satisfies ScreenTexts<'artists'>;
