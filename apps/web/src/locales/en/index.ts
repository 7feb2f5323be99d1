import type { el } from '../el/index.ts';
import type { TranslationShape } from '../types.ts';
import { common } from './common.ts';
import { events } from './events.ts';
import { eventsPage } from './events-page.ts';
import { favorites } from './favorites.ts';
import { home } from './home.ts';
import { notifications } from './notifications.ts';
import { search } from './search.ts';
import { settings } from './settings.ts';
import { shell } from './shell.ts';

export const en: TranslationShape<typeof el> = {
  common,
  events,
  eventsPage,
  favorites,
  home,
  notifications,
  search,
  settings,
  shell,
};
