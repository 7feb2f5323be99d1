/** The sign-in texts, registered when a sign-in screen (or the login sheet) loads. */
import { registerTexts, useTranslation } from '../../lib/i18n.ts';
import { auth as el } from '../el/auth.ts';
import { auth as en } from '../en/auth.ts';

registerTexts('auth', el, en);

/** The translator of the `auth` namespace; importing it is what loads the texts. */
export const useAuthTexts = () => useTranslation('auth');
