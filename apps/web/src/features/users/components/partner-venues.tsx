import { useTranslation } from '../../../lib/i18n.ts';
import { useVenueChoices } from '../api/get-choices.ts';
import { usePartnerVenues, useSetPartnerVenues } from '../api/partner-venues.ts';
import { BoundPages } from './bound-pages.tsx';

/** The venues a partner runs: remove one, or find another by name and add it. */
export function PartnerVenues({ userId, username }: { userId: string; username: string }) {
  const { t } = useTranslation('partnerVenues');
  return (
    <BoundPages
      username={username}
      t={t}
      current={usePartnerVenues(userId)}
      useChoices={useVenueChoices}
      save={useSetPartnerVenues(userId)}
    />
  );
}
