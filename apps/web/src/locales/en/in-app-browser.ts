import type { inAppBrowser as el } from '../el/in-app-browser.ts';
import type { TranslationShape } from '../types.ts';

export const inAppBrowser: TranslationShape<typeof el> = {
  title: 'Open Glentia in your browser',
  message:
    'You are viewing this page inside {{app}}. Logging in, notifications and saving images do not work properly there.',
  howTo: 'Tap the menu (⋯ or ⋮) and choose “Open in browser”, or copy the link.',
  openChrome: 'Open in Chrome',
  copy: 'Copy link',
  copied: 'Copied',
  copyFailed: 'Copying failed; press and hold the link to copy it.',
  dismiss: 'Stay here',
};
