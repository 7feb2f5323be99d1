/** The account texts (settings pages, users, partner), registered when one of those screens loads. */
import { registerTexts, useTranslation } from '../../lib/i18n.ts';
import { account as el } from '../el/account.ts';
import { account as en } from '../en/account.ts';

registerTexts('account', el, en);

/** The translator of the `account` namespace; importing it is what loads the texts. */
export const useAccountTexts = () => useTranslation('account');
