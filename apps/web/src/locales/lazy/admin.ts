import { admin as el } from '../el/admin.ts';
import { admin as en } from '../en/admin.ts';
import type { ScreenTexts } from './types.ts';

export default { namespace: 'admin', el, en } satisfies ScreenTexts<'admin'>;
