/** The venues texts, added when this code loads (they are not in the first download). */
import { registerTexts } from '../../lib/i18n.ts';
import { venues as el } from '../../locales/el/venues.ts';
import { venues as en } from '../../locales/en/venues.ts';

registerTexts('venues', el, en);
