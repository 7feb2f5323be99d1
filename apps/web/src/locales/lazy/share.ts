import { share as el } from '../el/share.ts';
import { share as en } from '../en/share.ts';
import type { ScreenTexts } from './types.ts';

export default { namespace: 'share', el, en } satisfies ScreenTexts<'share'>;
