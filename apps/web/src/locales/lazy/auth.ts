import { auth as el } from '../el/auth.ts';
import { auth as en } from '../en/auth.ts';
import type { ScreenTexts } from './types.ts';

export default { namespace: 'auth', el, en } satisfies ScreenTexts<'auth'>;
