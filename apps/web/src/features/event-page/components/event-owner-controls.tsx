import { can, canRunSeriesAt, type RoleHolder, type TEvent } from '@glentia/core';
import {
  Ban,
  CheckCircle2,
  type LucideIcon,
  Megaphone,
  MegaphoneOff,
  Pencil,
  RotateCcw,
  Trash2,
} from 'lucide-react';
import { buttonClass } from '../../../components/ui/button.ts';
import { describeError } from '../../../lib/api-client.ts';
import { useActor } from '../../../lib/authorization.tsx';
import { useTranslation } from '../../../lib/i18n.ts';
import { Link, useNavigate } from '../../../lib/router/index.ts';
import { notify } from '../../../lib/toast.ts';
import { usePublishEvent } from '../../admin/api/publish-event.ts';
import { useConfirmedEventAction } from '../../events/hooks/use-confirmed-event-action.tsx';
import { useRunsVenue } from '../../partner/hooks/use-runs-venue.ts';
import { SeriesEditLink } from '../../series/components/series-edit-link.tsx';

/**
 * The buttons an event's uploader, the partner running its venue (`runsVenue`) and admins get, the
 * same rules as the event sheet's; on a night of a series, its editing for whom core's series rule
 * (the server's) allows.
 */
export function controlsFor(
  caller: RoleHolder | null,
  event: Pick<TEvent, 'publishedFrom' | 'future' | 'seriesId'>,
  runsVenue = false,
) {
  const moderator = can(caller, 'moderate', 'events');
  const resource = {
    type: 'event',
    publishedFrom: event.publishedFrom,
    past: !event.future,
    venuePartnerId: runsVenue && caller && 'id' in caller ? (caller.id as string) : null,
  } as const;
  const mayChange = can(caller, 'change', resource);
  return {
    edit: mayChange,
    cancel: mayChange,
    delete: can(caller, 'delete', resource),
    promote: moderator && event.future,
    publish: moderator,
    series: Boolean(event.seriesId) && canRunSeriesAt(caller, runsVenue),
  };
}

/**
 * SPEC §2: on the event page, visible buttons for the uploader (edit, cancel, delete while the
 * event is ahead) and for admins (also publish and promote) — the actions of the long-press sheet.
 */
export function EventOwnerControls({ event }: { event: TEvent }) {
  const { t } = useTranslation('eventActions');
  const { t: tp } = useTranslation('eventPage');
  const navigate = useNavigate();
  const publish = usePublishEvent();
  const { action, ask, dialog } = useConfirmedEventAction((chosen) => {
    if (chosen === 'delete') navigate('/home', { replace: true });
  });
  const allowed = controlsFor(useActor(), event, useRunsVenue(event.location?.id));
  if (!allowed.edit && !allowed.delete && !allowed.promote && !allowed.series) return null;

  const error = action.error ?? publish.error;
  return (
    <section aria-label={tp('controls.label')} className="space-y-2" data-testid="event-controls">
      {error && (
        <p role="alert" className="rounded-xl bg-danger/10 px-3 py-2 text-sm font-medium text-danger">
          {describeError(error)}
        </p>
      )}
      <div className="flex flex-wrap gap-2">
        {allowed.publish && !event.published && (
          <ControlButton
            icon={CheckCircle2}
            label={tp('controls.publish')}
            variant="primary"
            disabled={publish.isPending}
            onClick={() =>
              publish.mutate(event.id, { onSuccess: () => notify('success', tp('controls.published')) })
            }
          />
        )}
        {allowed.promote && event.published && !event.canceled && (
          <ControlButton
            icon={event.selected ? MegaphoneOff : Megaphone}
            label={event.selected ? t('unpromote') : t('promote')}
            onClick={() => ask(event.selected ? 'unpromote' : 'promote')}
          />
        )}
        {allowed.edit && (
          <Link to={`/glenti/edit/${event.id}`} className={buttonClass({ variant: 'secondary' })}>
            <Pencil aria-hidden="true" className="size-4" />
            {t('edit')}
          </Link>
        )}
        {allowed.series && event.seriesId && <SeriesEditLink series={{ id: event.seriesId }} />}
        {allowed.cancel && (event.published || event.canceled) && (
          <ControlButton
            icon={event.canceled ? RotateCcw : Ban}
            label={event.canceled ? t('uncancel') : t('cancel')}
            onClick={() => ask(event.canceled ? 'uncancel' : 'cancel')}
          />
        )}
        {allowed.delete && (
          <ControlButton
            icon={Trash2}
            label={t('delete')}
            variant="ghost"
            className="text-danger!"
            onClick={() => ask('delete')}
          />
        )}
      </div>
      {dialog(event.id)}
    </section>
  );
}

function ControlButton({
  icon: Icon,
  label,
  onClick,
  variant = 'secondary',
  className,
  disabled,
}: {
  icon: LucideIcon;
  label: string;
  onClick: () => void;
  variant?: 'primary' | 'secondary' | 'ghost';
  className?: string;
  disabled?: boolean;
}) {
  return (
    <button
      type="button"
      className={buttonClass({ variant, className })}
      disabled={disabled}
      onClick={onClick}
    >
      <Icon aria-hidden="true" className="size-4" />
      {label}
    </button>
  );
}
