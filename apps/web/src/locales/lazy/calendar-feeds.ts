import { calendarFeeds as el } from '../el/calendar-feeds.ts';
import { calendarFeeds as en } from '../en/calendar-feeds.ts';
import type { ScreenTexts } from './types.ts';

export default { namespace: 'calendarFeeds', el, en } satisfies ScreenTexts<'calendarFeeds'>;
