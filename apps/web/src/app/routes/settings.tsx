import { Bell, ChevronRight, Cookie, LogIn, Palette, Shield, Trash, UserRound } from 'lucide-react';
import { type ComponentType, type SVGProps, useState } from 'react';
import { buttonClass } from '../../components/ui/button.ts';
import { logout } from '../../features/auth/api/logout.ts';
import { PrivateFeedSettings } from '../../features/calendar-feeds/components/private-feed-settings.tsx';
import { DeleteAccountDialog } from '../../features/settings/components/delete-account-dialog.tsx';
import { cn } from '../../lib/cn.ts';
import { useTranslation } from '../../lib/i18n.ts';
import { Link } from '../../lib/router/index.ts';
import accountTexts from '../../locales/lazy/account.ts';
import authTexts from '../../locales/lazy/auth.ts';
import calendarFeedsTexts from '../../locales/lazy/calendar-feeds.ts';
import shareTexts from '../../locales/lazy/share.ts';
import { selectIsLoggedIn, useSession } from '../../stores/session.ts';

/** The texts this screen speaks (locales/lazy/), added with it when its route loads. */
export const texts = [accountTexts, authTexts, shareTexts, calendarFeedsTexts];

type SettingKey = 'appearance' | 'notifications' | 'security' | 'profile' | 'cookies' | 'deleteAccount';

interface SettingItem {
  key: SettingKey;
  to: string;
  /** Opens something instead of a page (the cookie choices). */
  action?: () => void;
  icon: ComponentType<SVGProps<SVGSVGElement>>;
  needsLogin: boolean;
}

/** SPEC §2 Settings: security, profile and account deletion need an account. */
const ITEMS: readonly SettingItem[] = [
  { key: 'appearance', to: '/settings/appearance', icon: Palette, needsLogin: false },
  { key: 'notifications', to: '/settings/notifications', icon: Bell, needsLogin: false },
  { key: 'security', to: '/settings/security', icon: Shield, needsLogin: true },
  { key: 'profile', to: '/settings/profile', icon: UserRound, needsLogin: true },
  { key: 'cookies', to: '/cookies', icon: Cookie, needsLogin: false, action: openCookieChoices },
  // Not a page: opens the confirmation dialog.
  { key: 'deleteAccount', to: '', icon: Trash, needsLogin: true },
];

/** "Edit cookies" (SPEC §2): the consent banner's choices, loaded when asked for. */
function openCookieChoices() {
  void import('../../features/consent/consent.ts').then(({ showConsentPreferences }) =>
    showConsentPreferences(),
  );
}

/** /settings: the list of settings, then Login or Logout. */
export function SettingsRoute() {
  const { t } = useTranslation('settings');
  const loggedIn = useSession(selectIsLoggedIn);
  const [deleting, setDeleting] = useState(false);
  return (
    <div className="mx-auto max-w-xl py-4">
      <h1 className="mb-4 text-2xl font-bold tracking-tight">{t('list.label')}</h1>
      <ul className="divide-y divide-border overflow-hidden rounded-2xl border border-border bg-surface shadow-card">
        {ITEMS.map((item) => {
          const Icon = item.icon;
          const disabled = item.needsLogin && !loggedIn;
          const content = (
            <>
              <span className="flex size-10 shrink-0 items-center justify-center rounded-xl bg-primary-soft text-primary-soft-foreground">
                <Icon aria-hidden="true" className="size-5" />
              </span>
              <span className="min-w-0 flex-1">
                <span className="block font-semibold">{t(`list.${item.key}`)}</span>
                <span className="block text-sm text-muted">
                  {disabled ? t('list.needsLogin') : t(`list.${item.key}Hint`)}
                </span>
              </span>
              {!disabled && <ChevronRight aria-hidden="true" className="size-5 text-muted" />}
            </>
          );
          const row = 'flex min-h-16 items-center gap-3 px-4 py-3';
          return (
            <li key={item.key}>
              {disabled ? (
                <div aria-disabled="true" className={cn(row, 'opacity-55')}>
                  {content}
                </div>
              ) : item.action || item.key === 'deleteAccount' ? (
                <button
                  type="button"
                  onClick={item.action ?? (() => setDeleting(true))}
                  className={cn(row, 'w-full text-left transition-colors hover:bg-surface-muted')}
                >
                  {content}
                </button>
              ) : (
                <Link to={item.to} className={cn(row, 'transition-colors hover:bg-surface-muted')}>
                  {content}
                </Link>
              )}
            </li>
          );
        })}
      </ul>
      <PrivateFeedSettings />
      <div className="mt-6">
        {loggedIn ? (
          <button
            type="button"
            onClick={() => void logout()}
            className={buttonClass({ variant: 'secondary', className: 'w-full' })}
          >
            {t('list.logout')}
          </button>
        ) : (
          <Link to="/login" className={buttonClass({ variant: 'primary', size: 'lg', className: 'w-full' })}>
            <LogIn aria-hidden="true" className="size-5" />
            {t('list.login')}
          </Link>
        )}
      </div>
      <DeleteAccountDialog open={deleting} onClose={() => setDeleting(false)} />
    </div>
  );
}
