/** The artists texts, added when this code loads (they are not in the first download). */
import { registerTexts } from '../../lib/i18n.ts';
import { artists as el } from '../../locales/el/artists.ts';
import { artists as en } from '../../locales/en/artists.ts';

registerTexts('artists', el, en);
