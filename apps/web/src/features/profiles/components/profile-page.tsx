import type { TArtist, TLocation, TopicKind } from '@glentia/core';
import type { UseQueryResult } from '@tanstack/react-query';
import { RefreshCw } from 'lucide-react';
import type { ReactNode } from 'react';
import { buttonClass } from '../../../components/ui/button.ts';
import { ProfileSkeleton } from '../../../components/ui/profile-skeleton.tsx';
import { StatusPanel } from '../../../components/ui/status-panel.tsx';
import { describeError } from '../../../lib/api-client.ts';
import { Can } from '../../../lib/authorization.tsx';
import { displayName } from '../../../lib/display-name.ts';
import { useTranslation } from '../../../lib/i18n.ts';
import { useItemTitle } from '../../../lib/item-title.ts';
import { Link } from '../../../lib/router/index.ts';
import { SubscribeCalendar } from '../../calendar-feeds/components/subscribe-calendar.tsx';
import { ClaimButton } from '../../claims/components/claim-button.tsx';
import { WidgetSnippet } from '../../partner/components/widget-snippet.tsx';
import { isMissingProfile } from '../api/get-profile.ts';
import { ProfileEvents, profilePrefix } from './profile-events.tsx';
import { ProfileHeader } from './profile-header.tsx';

type ProfileOf<K extends TopicKind> = K extends 'artist' ? TArtist : TLocation;

interface ProfilePageProps<K extends TopicKind> {
  kind: K;
  query: UseQueryResult<ProfileOf<K>>;
  /** What follows the events: the artist's releases, the venue's map. */
  children?: (profile: ProfileOf<K>) => ReactNode;
}

/**
 * An artist's page (/artist/{id}) or a venue's (/location/{id}), SPEC §2: the profile with
 * Follow and Share, upcoming and past events, then what is the page's own. A missing one is said
 * clearly; another failure offers to try again.
 */
export function ProfilePage<K extends TopicKind>({ kind, query, children }: ProfilePageProps<K>) {
  const { t, i18n } = useTranslation('profiles');
  const { t: tc } = useTranslation();
  const prefix = profilePrefix(kind);
  useItemTitle(query.data ? displayName(query.data.name, i18n.resolvedLanguage) : null);

  if (query.isError && isMissingProfile(query.error)) {
    return (
      <StatusPanel
        title={t(`${kind}.notFound.title`)}
        message={t(`${kind}.notFound.message`)}
        testId={`${prefix}-not-found`}
      >
        <Link to="/glentia" className={buttonClass({ variant: 'primary' })}>
          {t('seeEvents')}
        </Link>
      </StatusPanel>
    );
  }
  if (query.isError && !query.data) {
    return (
      <StatusPanel title={t('error.title')} message={describeError(query.error)} alert>
        <button
          type="button"
          onClick={() => void query.refetch()}
          className={buttonClass({ variant: 'primary' })}
        >
          <RefreshCw aria-hidden="true" className="size-4" />
          {tc('errors.retry')}
        </button>
      </StatusPanel>
    );
  }
  if (!query.data) return <ProfileSkeleton label={t(`${kind}.loading`)} />;

  return (
    <div className="space-y-8 pt-2 pb-4" data-testid={`${prefix}-page`}>
      <ProfileHeader kind={kind} profile={query.data} />
      <ClaimButton
        kind={kind === 'artist' ? 'artist' : 'venue'}
        targetId={query.data.id}
        name={query.data.name}
      />
      <ProfileEvents kind={kind} id={query.data.id} />
      <SubscribeCalendar feed={{ path: `/feeds/${kind}/${query.data.id}` }} name={query.data.name} />
      {children?.(query.data)}
      <Can do="curate" on={kind === 'artist' ? 'artists' : 'venues'}>
        <WidgetSnippet
          kind={kind === 'artist' ? 'artist' : 'venue'}
          choices={[{ id: query.data.id, name: query.data.name }]}
        />
      </Can>
    </div>
  );
}
