import { partnerVenues as el } from '../el/partner-venues.ts';
import { partnerVenues as en } from '../en/partner-venues.ts';
import type { ScreenTexts } from './types.ts';

export default { namespace: 'partnerVenues', el, en } satisfies ScreenTexts<'partnerVenues'>;
