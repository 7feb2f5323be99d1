/** The artist and venue page texts, added when this code loads (they are not in the first download). */
import { registerTexts } from '../../lib/i18n.ts';
import { profiles as el } from '../../locales/el/profiles.ts';
import { profiles as en } from '../../locales/en/profiles.ts';

registerTexts('profiles', el, en);
