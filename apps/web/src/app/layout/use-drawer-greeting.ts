import { isCompleteUser } from '@glentia/core';
import { useActor } from '../../lib/authorization.tsx';
import { useTranslation } from '../../lib/i18n.ts';

/** The greeting at the top of the side menu: by name for a signed-in member. */
export function useDrawerGreeting(): string {
  const { t } = useTranslation();
  const actor = useActor();
  return isCompleteUser(actor) && actor?.username
    ? t('drawer.greetingUser', { name: actor.username })
    : t('drawer.greetingGuest');
}
