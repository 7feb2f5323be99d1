import { artistPages as el } from '../el/artist-pages.ts';
import { artistPages as en } from '../en/artist-pages.ts';
import type { ScreenTexts } from './types.ts';

export default { namespace: 'artistPages', el, en } satisfies ScreenTexts<'artistPages'>;
