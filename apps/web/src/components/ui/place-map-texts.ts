/** The placeMap texts, added when this code loads (they are not in the first download). */
import { registerTexts } from '../../lib/i18n.ts';
import { placeMap as el } from '../../locales/el/place-map.ts';
import { placeMap as en } from '../../locales/en/place-map.ts';

registerTexts('placeMap', el, en);
