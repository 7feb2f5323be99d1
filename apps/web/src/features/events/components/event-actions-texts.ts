/** The event sheet's texts, loaded with the screens that show event cards, not the first page. */
import { registerTexts } from '../../../lib/i18n.ts';
import { eventActions as el } from '../../../locales/el/event-actions.ts';
import { eventActions as en } from '../../../locales/en/event-actions.ts';

registerTexts('eventActions', el, en);
