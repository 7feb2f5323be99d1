import type { TopicKind } from '@glentia/core';
import { Check, Plus } from 'lucide-react';
import { buttonClass } from '../../../components/ui/button.ts';
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

/** Follow / Following with the follower count (SPEC §2 venue and artist pages). */
export function FollowButton({ topicId, name, className }: FollowButtonProps) {
  const { t, i18n } = useTranslation('favorites');
  const topics = useTopics();
  const followers = useFollowers(topicId);
  const toggle = useToggleFollow({ onFollowed: askForPushAfterFollowing });
  const following = topics.data?.includes(topicId) ?? false;
  const count = followers.data?.followers;
  return (
    <div className={className}>
      <button
        type="button"
        onClick={() => toggle.mutate(topicId)}
        aria-pressed={following}
        aria-label={following ? t('follow.unfollowLabel', { name }) : t('follow.followLabel', { name })}
        data-testid="follow-button"
        className={buttonClass({ variant: following ? 'secondary' : 'primary' })}
      >
        {following ? (
          <Check aria-hidden="true" className="size-4" />
        ) : (
          <Plus aria-hidden="true" className="size-4" />
        )}
        {following ? t('follow.following') : t('follow.follow')}
      </button>
      {count !== undefined && (
        <p className="mt-1 text-sm text-muted" data-testid="follower-count" data-count={count}>
          {t('follow.followers', { count, value: formatCount(count, INTL_LOCALES[i18n.language]) })}
        </p>
      )}
    </div>
  );
}
