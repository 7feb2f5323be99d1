import type { TSocialPost } from '@glentia/core';
import { ExternalLink, RefreshCw } from 'lucide-react';
import { useState } from 'react';
import { buttonClass } from '../../../components/ui/button.ts';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { describeError } from '../../../lib/api-client.ts';
import { cn } from '../../../lib/cn.ts';
import { useTranslation } from '../../../lib/i18n.ts';
import { Link, useNavigate } from '../../../lib/router/index.ts';
import {
  useAcceptSocialPost,
  useRefreshSocialPosts,
  useRejectSocialPost,
  useSocialPosts,
} from '../api/social-posts.ts';

const STATUSES: ReadonlyArray<TSocialPost['status']> = ['NEW', 'ACCEPTED', 'REJECTED'];

function PostItem({ post }: { post: TSocialPost }) {
  const { t } = useTranslation('admin');
  const accept = useAcceptSocialPost();
  const reject = useRejectSocialPost();
  const navigate = useNavigate();
  const owner = post.location?.name ?? post.artist?.name ?? post.username ?? '';
  const draftId = accept.data?.draftId ?? post.eventId;
  const error = accept.error ?? reject.error;
  return (
    <li className="overflow-hidden rounded-2xl border border-border bg-surface shadow-card">
      {post.imageUrl && (
        <img
          src={post.imageUrl}
          alt={t('instagram.imageAlt', { name: owner })}
          className="aspect-square w-full object-cover"
          loading="lazy"
        />
      )}
      <div className="space-y-2 p-4">
        <p className="font-bold">
          {owner}
          {post.username && <span className="ml-1 font-normal text-muted">@{post.username}</span>}
        </p>
        {post.caption && <p className="line-clamp-4 text-sm whitespace-pre-line">{post.caption}</p>}
        {error && (
          <p role="alert" className="text-sm font-medium text-danger">
            {describeError(error)}
          </p>
        )}
        <div className="flex flex-wrap gap-2">
          {post.status === 'NEW' && !accept.isSuccess && (
            <>
              <button
                type="button"
                disabled={accept.isPending}
                className={buttonClass()}
                onClick={() => accept.mutate(post.id)}
              >
                {t('instagram.accept')}
              </button>
              {post.imageUrl && (
                <button
                  type="button"
                  disabled={accept.isPending}
                  className={buttonClass({ variant: 'secondary' })}
                  onClick={() =>
                    // The draft keeps the post's picture; its form then reads it and fills the rest.
                    // Not `mutate`'s own callback: the accepted post leaves this list (the lists are
                    // asked again first) and its callbacks go with it. A refusal shows as `error`.
                    accept.mutateAsync(post.id).then(
                      (result) => navigate(`/glenti/edit/${result.draftId}?read=poster`),
                      () => {},
                    )
                  }
                >
                  {t('instagram.makeDraft')}
                </button>
              )}
              <button
                type="button"
                disabled={reject.isPending}
                className={buttonClass({ variant: 'ghost', className: 'text-danger!' })}
                onClick={() => reject.mutate(post.id)}
              >
                {t('instagram.reject')}
              </button>
            </>
          )}
          {draftId && (
            <Link to={`/glenti/edit/${draftId}`} className={buttonClass()}>
              {t('instagram.openDraft')}
            </Link>
          )}
          {post.permalink && (
            <a
              href={post.permalink}
              target="_blank"
              rel="noopener noreferrer"
              className={buttonClass({ variant: 'secondary' })}
            >
              <ExternalLink aria-hidden="true" className="size-4" />
              {t('instagram.view')}
            </a>
          )}
        </div>
      </div>
    </li>
  );
}

/** /instagram: fetched posts of venues and artists, to accept (a draft event) or reject. */
export function SocialPostsList() {
  const { t } = useTranslation('admin');
  const [status, setStatus] = useState<TSocialPost['status']>('NEW');
  const posts = useSocialPosts(status);
  const refresh = useRefreshSocialPosts();
  return (
    <section className="mx-auto max-w-4xl space-y-4 py-4" aria-labelledby="instagram-title">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h1 id="instagram-title" className="text-2xl font-bold tracking-tight">
          {t('instagram.title')}
        </h1>
        <button
          type="button"
          disabled={refresh.isPending}
          className={buttonClass()}
          onClick={() => refresh.mutate(undefined)}
        >
          <RefreshCw aria-hidden="true" className={cn('size-4', refresh.isPending && 'animate-spin')} />
          {refresh.isPending ? t('instagram.refreshing') : t('instagram.refresh')}
        </button>
      </div>
      {refresh.data && (
        <p role="status" className="rounded-xl bg-primary-soft p-3 text-primary-soft-foreground">
          {t('instagram.refreshed', { profiles: refresh.data.profiles, added: refresh.data.added })}
          {refresh.data.failed.length > 0 &&
            ` ${t('instagram.failed', { names: refresh.data.failed.map((item) => `@${item.username}`).join(', ') })}`}
        </p>
      )}
      {refresh.isError && (
        <p role="alert" className="font-medium text-danger">
          {describeError(refresh.error)}
        </p>
      )}
      <div role="tablist" aria-label={t('instagram.title')} className="flex gap-2">
        {STATUSES.map((item) => (
          <button
            key={item}
            type="button"
            role="tab"
            aria-selected={status === item}
            onClick={() => setStatus(item)}
            className={buttonClass({ variant: status === item ? 'primary' : 'secondary' })}
          >
            {t(`instagram.tabs.${item}`)}
          </button>
        ))}
      </div>
      <div role="tabpanel">
        {posts.isPending ? (
          <Spinner block label={t('common.loading')} className="py-12" />
        ) : posts.isError ? (
          <p role="alert">{describeError(posts.error)}</p>
        ) : posts.data.length === 0 ? (
          <p className="rounded-2xl bg-surface-muted p-6 text-center text-muted">{t('instagram.empty')}</p>
        ) : (
          <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
            {posts.data.map((post) => (
              <PostItem key={post.id} post={post} />
            ))}
          </ul>
        )}
      </div>
    </section>
  );
}
