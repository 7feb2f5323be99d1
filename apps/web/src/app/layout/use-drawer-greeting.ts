import { isCompleteUser } from '@glentia/core';
import { useTranslation } from '../../lib/i18n.ts';
import { callerFromToken } from '../../lib/jwt.ts';
import { useSession } from '../../stores/session.ts';

/** The greeting at the top of the side menu: by name for a signed-in member. */
export function useDrawerGreeting(): string {
  const { t } = useTranslation();
  const caller = callerFromToken(useSession((state) => state.jwt));
  return isCompleteUser(caller) && caller?.username
    ? t('drawer.greetingUser', { name: caller.username })
    : t('drawer.greetingGuest');
}
