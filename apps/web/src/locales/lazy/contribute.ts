import { contribute as el } from '../el/contribute.ts';
import { contribute as en } from '../en/contribute.ts';
import type { ScreenTexts } from './types.ts';

export default { namespace: 'contribute', el, en } satisfies ScreenTexts<'contribute'>;
