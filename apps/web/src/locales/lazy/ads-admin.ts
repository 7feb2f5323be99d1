import { adsAdmin as el } from '../el/ads-admin.ts';
import { adsAdmin as en } from '../en/ads-admin.ts';
import type { ScreenTexts } from './types.ts';

export default { namespace: 'adsAdmin', el, en } satisfies ScreenTexts<'adsAdmin'>;
