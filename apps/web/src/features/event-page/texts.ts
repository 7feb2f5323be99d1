/** The eventPage texts, added when this code loads (they are not in the first download). */
import { registerTexts } from '../../lib/i18n.ts';
import { eventPage as el } from '../../locales/el/event-page.ts';
import { eventPage as en } from '../../locales/en/event-page.ts';

registerTexts('eventPage', el, en);
