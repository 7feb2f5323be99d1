/** The share texts, added when this code loads (they are not in the first download). */
import { registerTexts } from '../../lib/i18n.ts';
import { share as el } from '../../locales/el/share.ts';
import { share as en } from '../../locales/en/share.ts';

registerTexts('share', el, en);
