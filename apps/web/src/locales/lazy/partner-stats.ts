import { partnerStats as el } from '../el/partner-stats.ts';
import { partnerStats as en } from '../en/partner-stats.ts';
import type { ScreenTexts } from './types.ts';

export default { namespace: 'partnerStats', el, en } satisfies ScreenTexts<'partnerStats'>;
