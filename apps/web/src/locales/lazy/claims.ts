import { claims as el } from '../el/claims.ts';
import { claims as en } from '../en/claims.ts';
import type { ScreenTexts } from './types.ts';

export default { namespace: 'claims', el, en } satisfies ScreenTexts<'claims'>;
