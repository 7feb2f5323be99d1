import { inAppBrowser as el } from '../el/in-app-browser.ts';
import { inAppBrowser as en } from '../en/in-app-browser.ts';
import type { ScreenTexts } from './types.ts';

export default { namespace: 'inAppBrowser', el, en } satisfies ScreenTexts<'inAppBrowser'>;
