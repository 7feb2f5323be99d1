import type { TEvent } from '@glentia/core';
import { CalendarPlus, ImageDown, Share, Share2 } from 'lucide-react';
import { type ReactNode, useState } from 'react';
import { cn } from '../../../lib/cn.ts';
import { pageOrigin, useBrowserValue } from '../../../lib/drawing.ts';
import { useTranslation } from '../../../lib/i18n.ts';
import { GoogleCalendarLink } from '../../calendar-feeds/components/google-calendar-link.tsx';
import { ShareDialog } from '../../events/components/share-dialog.tsx';
import { absoluteUrl, eventPath } from '../../events/lib/share-links.ts';
import { useEventShareTexts } from '../hooks/use-event-share-texts.ts';
import { makeEventShareImage, shareImageFilename } from '../lib/event-share-image.ts';
import {
  canOpenShareSheet,
  deliverCalendarFile,
  deliverShareImage,
  shareWithImage,
} from '../lib/share-files.ts';

type Action = 'image' | 'native' | 'calendar';

interface EventShareActionsProps {
  event: TEvent;
  /** False for past or unpublished events: the share buttons are then disabled (SPEC §2). */
  canShare: boolean;
}

/** SPEC §2 action buttons: the Instagram image, the phone's share sheet, the share dialog, the calendar. */
export function EventShareActions({ event, canShare }: EventShareActionsProps) {
  const { t } = useTranslation('share');
  const texts = useEventShareTexts(event);
  const [busy, setBusy] = useState<Action | null>(null);
  const [failed, setFailed] = useState(false);
  const [dialogOpen, setDialogOpen] = useState(false);
  const url = absoluteUrl(eventPath(event.id), pageOrigin());
  const native = useBrowserValue(canOpenShareSheet, false);

  const run = async (action: Action, work: () => Promise<void>) => {
    setBusy(action);
    setFailed(false);
    try {
      await work();
    } catch {
      setFailed(true);
    } finally {
      setBusy(null);
    }
  };

  const downloadImage = () =>
    run('image', async () => {
      const blob = await makeEventShareImage(event, texts.image);
      await deliverShareImage(blob, shareImageFilename(event.id), texts.image.title);
    });

  const shareWithLinkAndImage = () =>
    run('native', async () => {
      const image = await makeEventShareImage(event, texts.image);
      const fileName = shareImageFilename(event.id);
      await shareWithImage({ url, title: texts.image.title, text: texts.message, image, fileName });
    });

  const addToCalendar = () => run('calendar', () => deliverCalendarFile(event.id));

  return (
    <section aria-labelledby="event-actions-title">
      <h2 id="event-actions-title" className="mb-3 text-lg font-bold">
        {t('actions.title')}
      </h2>
      <div className="grid grid-cols-[repeat(auto-fit,minmax(6.5rem,1fr))] gap-2">
        <ActionButton
          icon={<ImageDown aria-hidden="true" className="size-5" />}
          label={t('actions.downloadImage')}
          hint={t('actions.downloadImageHint')}
          busy={busy === 'image'}
          disabled={busy !== null}
          onClick={downloadImage}
          testId="download-share-image"
        />
        {native && (
          <ActionButton
            icon={<Share aria-hidden="true" className="size-5" />}
            label={t('actions.nativeShare')}
            busy={busy === 'native'}
            disabled={busy !== null || !canShare}
            onClick={shareWithLinkAndImage}
          />
        )}
        <ActionButton
          icon={<Share2 aria-hidden="true" className="size-5" />}
          label={t('actions.share')}
          disabled={!canShare}
          onClick={() => setDialogOpen(true)}
        />
        <ActionButton
          icon={<CalendarPlus aria-hidden="true" className="size-5" />}
          label={t('actions.calendar')}
          hint={t('actions.calendarHint')}
          busy={busy === 'calendar'}
          disabled={busy !== null}
          onClick={addToCalendar}
          testId="download-calendar"
        />
        <GoogleCalendarLink event={event} title={texts.image.title} origin={pageOrigin()} />
      </div>
      <p role="status" className="min-h-5 pt-2 text-sm">
        {busy && <span className="text-muted">{t('actions.working')}</span>}
        {failed && !busy && <span className="text-danger">{t('actions.failed')}</span>}
        {!canShare && !busy && !failed && <span className="text-muted">{t('actions.unavailable')}</span>}
      </p>
      <ShareDialog open={dialogOpen} onClose={() => setDialogOpen(false)} url={url} text={texts.message} />
    </section>
  );
}

interface ActionButtonProps {
  icon: ReactNode;
  label: string;
  hint?: string;
  busy?: boolean;
  disabled?: boolean;
  onClick: () => void;
  testId?: string;
}

function ActionButton({
  icon,
  label,
  hint,
  busy = false,
  disabled = false,
  onClick,
  testId,
}: ActionButtonProps) {
  return (
    <button
      type="button"
      onClick={onClick}
      disabled={disabled}
      aria-busy={busy || undefined}
      title={hint}
      data-testid={testId}
      className={cn(
        'flex min-h-20 flex-col items-center justify-center gap-1.5 rounded-2xl border border-border bg-surface px-2 py-3 text-center text-sm font-semibold shadow-card transition-colors hover:bg-surface-muted',
        'disabled:cursor-not-allowed disabled:opacity-50',
      )}
    >
      <span className="flex size-9 items-center justify-center rounded-full bg-primary-soft text-primary-soft-foreground">
        {busy ? (
          <span
            aria-hidden="true"
            className="size-5 animate-spin rounded-full border-2 border-primary/30 border-t-primary"
          />
        ) : (
          icon
        )}
      </span>
      {label}
    </button>
  );
}
