import type { settings as el } from '../el/settings.ts';
import type { TranslationShape } from '../types.ts';

export const settings: TranslationShape<typeof el> = {
  list: {
    label: 'Settings',
    appearance: 'Appearance',
    appearanceHint: 'Language and dark theme',
    notifications: 'Notifications',
    notificationsHint: 'What you want to hear about',
    security: 'Security',
    securityHint: 'Change password',
    profile: 'Edit profile',
    profileHint: 'Username and details',
    cookies: 'Cookie settings',
    cookiesHint: 'What you allow us to store',
    deleteAccount: 'Delete account',
    deleteAccountHint: 'Permanently remove your data',
    needsLogin: 'Log in first',
    logout: 'Log out',
    login: 'Log in',
  },
  appearance: {
    intro: 'Choose your language and theme. Your choices are saved on this device.',
    language: 'Language',
    theme: 'Theme',
    themeSystem: 'Same as device',
    themeLight: 'Light',
    themeDark: 'Dark',
    preview: 'Preview',
    previewDate: 'Date',
  },
};
