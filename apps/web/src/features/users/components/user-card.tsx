import { formatInstant, mayRunArtistPages, mayRunVenues, type Role, type TAdminUser } from '@glentia/core';
import { describeError } from '../../../lib/api-client.ts';
import { cn } from '../../../lib/cn.ts';
import { currentIntlLocale, useTranslation } from '../../../lib/i18n.ts';
import { notify } from '../../../lib/toast.ts';
import { useUpdateRoles } from '../api/update-roles.ts';
import { ArtistPages } from './artist-pages.tsx';
import { PartnerVenues } from './partner-venues.tsx';

const EDITABLE_ROLES: readonly Role[] = ['admin', 'partner', 'artist'];

/** One user: who they are, their state, switches for the admin, partner and artist roles, and what they run. */
export function UserCard({ user }: { user: TAdminUser }) {
  const { t } = useTranslation('account');
  const update = useUpdateRoles();
  const name = [user.firstname, user.lastname].filter(Boolean).join(' ');
  const pending = user.status === 'pending';

  const toggle = (role: Role) => {
    const roles = user.roles.includes(role) ? user.roles.filter((r) => r !== role) : [...user.roles, role];
    update.mutate(
      { userId: user.id, roles },
      {
        onSuccess: (saved) => notify('success', t('users.saved', { username: saved.username })),
        onError: (error) => notify('error', describeError(error)),
      },
    );
  };

  return (
    <article
      className="rounded-2xl border border-border bg-surface p-4 shadow-card"
      aria-label={pending ? user.email : user.username}
    >
      <div className="flex flex-wrap items-baseline justify-between gap-x-3 gap-y-1">
        <h2 className="font-bold break-all">{pending ? user.email : user.username}</h2>
        <p className="text-xs text-muted">
          {t('users.joined', {
            date: formatInstant(user.createdAt, currentIntlLocale(), {
              day: 'numeric',
              month: 'long',
              year: 'numeric',
            }),
          })}
        </p>
      </div>
      {!pending && <p className="text-sm break-all text-muted">{user.email}</p>}
      {name && <p className="text-sm">{name}</p>}
      <div className="mt-2 flex flex-wrap gap-1.5 text-xs font-semibold">
        {pending && (
          <span className="rounded-full bg-accent-soft px-2.5 py-1 text-accent-soft-foreground">
            {t('users.pending')}
          </span>
        )}
        {!user.emailVerified && (
          <span className="rounded-full bg-surface-muted px-2.5 py-1 text-muted">
            {t('users.unverified')}
          </span>
        )}
        {user.providers.map((provider) => (
          <span key={provider} className="rounded-full bg-surface-muted px-2.5 py-1 capitalize text-muted">
            {provider}
          </span>
        ))}
      </div>
      <fieldset className="mt-3">
        <legend className="sr-only">{t('users.roles')}</legend>
        <div className="flex flex-wrap gap-2">
          {EDITABLE_ROLES.map((role) => {
            const on = user.roles.includes(role);
            return (
              <button
                key={role}
                type="button"
                aria-pressed={on}
                disabled={update.isPending}
                onClick={() => toggle(role)}
                className={cn(
                  'min-h-11 rounded-full border-2 px-4 text-sm font-semibold transition-colors disabled:opacity-50',
                  on
                    ? 'border-primary bg-primary-soft text-primary-soft-foreground'
                    : 'border-border text-muted hover:bg-surface-muted',
                )}
              >
                {t(`users.roleNames.${role}`)}
              </button>
            );
          })}
        </div>
      </fieldset>
      {mayRunVenues(user) && <PartnerVenues userId={user.id} username={user.username} />}
      {mayRunArtistPages(user) && <ArtistPages userId={user.id} username={user.username} />}
    </article>
  );
}
