import { artistAccount as el } from '../el/artist-account.ts';
import { artistAccount as en } from '../en/artist-account.ts';
import type { ScreenTexts } from './types.ts';

export default { namespace: 'artistAccount', el, en } satisfies ScreenTexts<'artistAccount'>;
