import { profiles as el } from '../el/profiles.ts';
import { profiles as en } from '../en/profiles.ts';
import type { ScreenTexts } from './types.ts';

export default { namespace: 'profiles', el, en } satisfies ScreenTexts<'profiles'>;
