import type { TopicKind } from '@glentia/core';
import { Check, Plus, Users } from 'lucide-react';
import type { ReactNode } from 'react';
import { buttonClass } from '../../../components/ui/button.ts';
import { cn } from '../../../lib/cn.ts';
import { formatCount } from '../../../lib/format.ts';
import { useTranslation } from '../../../lib/i18n.ts';
import { INTL_LOCALES } from '../../../lib/locale.ts';
import { askForPushAfterFollowing } from '../../../lib/push/ask-after-follow.ts';
import { useFollowers } from '../api/get-followers.ts';
import { useTopics } from '../api/get-topics.ts';
import { useToggleFollow } from '../api/toggle-follow.ts';

interface FollowButtonProps {
  topicId: string;
  kind: TopicKind;
  /** The artist's or venue's name, for screen readers. */
  name: string;
  className?: string;
}

/**
 * Follow / Following (SPEC §2 venue and artist pages): a visitor follows with this device, a
 * logged-in person with their account. The button changes at once; the topics and the follower
 * count reload after the server answers (SPEC §4).
 */
export function FollowButton({ topicId, kind, name, className }: FollowButtonProps) {
  const { t } = useTranslation('favorites');
  const topics = useTopics();
  const toggle = useToggleFollow({ onFollowed: askForPushAfterFollowing });
  const following = topics.data?.includes(topicId) ?? false;
  return (
    <button
      type="button"
      onClick={() => toggle.mutate(topicId)}
      aria-pressed={following}
      aria-label={following ? t('follow.unfollowLabel', { name }) : t('follow.followLabel', { name })}
      data-testid="follow-button"
      data-kind={kind}
      className={buttonClass({ variant: following ? 'secondary' : 'primary', className })}
    >
      {following ? (
        <Check aria-hidden="true" className="size-4" />
      ) : (
        <Plus aria-hidden="true" className="size-4" />
      )}
      {following ? t('follow.following') : t('follow.follow')}
    </button>
  );
}

/**
 * How many follow an artist or venue on Glentia, kept live: it reloads after a follow toggle.
 * `initial` is the count the profile came with, shown until the fresh one arrives.
 */
export function FollowerCount({
  topicId,
  initial,
  children,
  className,
}: {
  topicId: string;
  initial?: number;
  /** Shown after the count, e.g. an explanation button. */
  children?: ReactNode;
  className?: string;
}) {
  const { t, i18n } = useTranslation('favorites');
  // When the count cannot be fetched, the profile's own count still shows.
  const count = useFollowers(topicId, initial).data?.followers ?? initial;
  if (count === undefined) return null;
  return (
    <p className={cn('flex items-center gap-1.5 text-sm text-muted', className)}>
      <Users aria-hidden="true" className="size-4 shrink-0" />
      <span data-testid="follower-count" data-count={count}>
        {t('follow.followers', { count, value: formatCount(count, INTL_LOCALES[i18n.language]) })}
      </span>
      {children}
    </p>
  );
}
