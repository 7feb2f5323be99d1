import { account as el } from '../el/account.ts';
import { account as en } from '../en/account.ts';
import type { ScreenTexts } from './types.ts';

export default { namespace: 'account', el, en } satisfies ScreenTexts<'account'>;
