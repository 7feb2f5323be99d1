/** The calendar subscription texts, added when this code loads (they are not in the first download). */
import { registerTexts } from '../../lib/i18n.ts';
import { calendarFeeds as el } from '../../locales/el/calendar-feeds.ts';
import { calendarFeeds as en } from '../../locales/en/calendar-feeds.ts';

registerTexts('calendarFeeds', el, en);
