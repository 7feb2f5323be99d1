import { can, type RoleHolder, type TListedEvent } from '@glentia/core';
import { Ban, Copy, Megaphone, MegaphoneOff, Pencil, RotateCcw, Share2, Trash2 } from 'lucide-react';
import { type ComponentType, type SVGProps, useState } from 'react';
import { Sheet } from '../../../components/ui/sheet.tsx';
import { describeError } from '../../../lib/api-client.ts';
import { ClipboardUnavailableError, copyText } from '../../../lib/clipboard.ts';
import { cn } from '../../../lib/cn.ts';
import { displayName } from '../../../lib/display-name.ts';
import { pageOrigin } from '../../../lib/drawing.ts';
import { eventDateParts } from '../../../lib/format.ts';
import { useTranslation } from '../../../lib/i18n.ts';
import { INTL_LOCALES } from '../../../lib/locale.ts';
import { Link } from '../../../lib/router/index.ts';
import { notify } from '../../../lib/toast.ts';
import { useConfirmedEventAction } from '../hooks/use-confirmed-event-action.tsx';
import { absoluteUrl } from '../lib/share-links.ts';
import { EventPoster } from './event-poster.tsx';
import { eventPath } from './event-text.ts';
import { ShareDialog } from './share-dialog.tsx';
import { useEventLanguage } from './status-badges.tsx';

const rowClass =
  'flex min-h-12 w-full items-center gap-3 px-5 py-2 text-left font-medium hover:bg-surface-muted focus-visible:bg-surface-muted focus-visible:-outline-offset-2';

function Row({
  icon: Icon,
  label,
  onClick,
  danger,
}: {
  icon: ComponentType<SVGProps<SVGSVGElement>>;
  label: string;
  onClick: () => void;
  danger?: boolean;
}) {
  return (
    <li>
      <button type="button" className={cn(rowClass, danger && 'text-danger')} onClick={onClick}>
        <Icon aria-hidden="true" className={cn('size-5', !danger && 'text-muted')} />
        {label}
      </button>
    </li>
  );
}

export interface EventActionsSheetProps {
  /** The selected card's event; the sheet is open while there is one. */
  event: TListedEvent | null;
  caller: RoleHolder | null;
  onClose: () => void;
  /** The page's own address base for shared links (the product host). */
  origin?: string;
}

/**
 * The sheet of a selected card (SPEC §2): its thumbnail; promote for admins; edit, cancel and
 * delete for admins and the uploader (edit and cancel only while the event is ahead); each
 * confirmed ("Select OK for ...!"); share and copy link for everyone. Every list is fetched again
 * after an action.
 */
export function EventActionsSheet({ event, caller, onClose, origin = pageOrigin() }: EventActionsSheetProps) {
  const { t } = useTranslation('eventActions');
  const { t: te } = useTranslation('events');
  const language = useEventLanguage();
  const { action, confirming, ask, dialog } = useConfirmedEventAction(() => close());
  const [sharing, setSharing] = useState(false);
  const admin = can(caller, 'moderate', 'events');
  const resource =
    event && ({ type: 'event', publishedFrom: event.publishedFrom, past: !event.future } as const);
  const mayDelete = !!resource && can(caller, 'delete', resource);
  const mayChange = !!resource && can(caller, 'change', resource);
  const url = event ? absoluteUrl(eventPath(event), origin) : '';
  const venue = event?.location ? displayName(event.location.name, language) : te('unknownVenue');
  const date = event ? eventDateParts(event.date, INTL_LOCALES[language]).full : '';

  function close() {
    ask(null);
    setSharing(false);
    action.reset();
    onClose();
  }

  async function share() {
    if (typeof navigator.share === 'function') {
      try {
        await navigator.share({ title: venue, url });
        close();
        return;
      } catch (error) {
        if (error instanceof DOMException && error.name === 'AbortError') return;
        // Not allowed here: the share dialog below offers the apps and the link instead.
      }
    }
    setSharing(true);
  }

  async function copy() {
    try {
      await copyText(url);
      notify('success', t('copied'));
      close();
    } catch (error) {
      notify('error', error instanceof ClipboardUnavailableError ? t('noClipboard') : describeError(error));
    }
  }

  return (
    <>
      <Sheet open={!!event && !confirming && !sharing} title={t('title')} hideTitle onClose={close}>
        {event && (
          <div className="pb-3" data-testid="event-sheet">
            <div className="flex items-center gap-3 px-5 pt-3 pb-3">
              <EventPoster event={event} alt="" sizes="3.25rem" className="h-16 w-13 shrink-0 rounded-xl" />
              <div className="min-w-0">
                <p className="truncate font-bold">{venue}</p>
                <p className="text-sm text-muted first-letter:uppercase">
                  {date}
                  {event.time && ` · ${event.time}`}
                </p>
              </div>
            </div>
            {action.isError && (
              <p
                role="alert"
                className="mx-5 mb-2 rounded-xl bg-danger/10 px-3 py-2 text-sm font-medium text-danger"
              >
                {describeError(action.error)}
              </p>
            )}
            <ul className="border-t border-border pt-1">
              {admin && (
                <Row
                  icon={event.selected ? MegaphoneOff : Megaphone}
                  label={event.selected ? t('unpromote') : t('promote')}
                  onClick={() => ask(event.selected ? 'unpromote' : 'promote')}
                />
              )}
              {mayChange && (
                <li>
                  <Link to={`/glenti/edit/${event.id}`} className={rowClass} onClick={close}>
                    <Pencil aria-hidden="true" className="size-5 text-muted" />
                    {t('edit')}
                  </Link>
                </li>
              )}
              {mayChange && (
                <Row
                  icon={event.canceled ? RotateCcw : Ban}
                  label={event.canceled ? t('uncancel') : t('cancel')}
                  onClick={() => ask(event.canceled ? 'uncancel' : 'cancel')}
                />
              )}
              {mayDelete && <Row icon={Trash2} danger label={t('delete')} onClick={() => ask('delete')} />}
              <Row icon={Share2} label={t('share')} onClick={() => void share()} />
              <Row icon={Copy} label={t('copyLink')} onClick={() => void copy()} />
            </ul>
          </div>
        )}
      </Sheet>
      {dialog(event?.id)}
      <ShareDialog open={sharing} onClose={close} url={url} text={venue} />
    </>
  );
}
