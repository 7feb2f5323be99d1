import type { embed as el } from '../el/embed.ts';
import type { TranslationShape } from '../types.ts';

export const embed: TranslationShape<typeof el> = {
  title: 'Widget for your website',
  intro:
    'Show the next glentia on your own website: copy the code and paste it where the schedule should appear. It updates itself, sets no cookies and needs no consent.',
  venue: 'Venue',
  language: 'Language',
  languages: { el: 'Greek', en: 'English' },
  theme: 'Appearance',
  themes: { auto: "As the visitor's device", light: 'Light', dark: 'Dark' },
  script: 'Code (script)',
  copy: 'Copy code',
  frame: 'For sites that accept no scripts (iframe)',
  policy:
    'If your site has a Content-Security-Policy, add {{origin}} to script-src and connect-src (or to frame-src for the iframe).',
};
