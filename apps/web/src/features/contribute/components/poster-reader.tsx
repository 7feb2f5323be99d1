import type { TPosterDraft } from '@glentia/core';
import { ScanText, Sparkles } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { buttonClass } from '../../../components/ui/button.ts';
import { describeError } from '../../../lib/api-client.ts';
import { useTranslation } from '../../../lib/i18n.ts';
import { readPoster } from '../api/read-poster.ts';

export interface PosterReaderProps {
  /** A newly chosen photo, read first. */
  photo: File | null;
  /** The stored poster of an event being edited. */
  imageUrl: string | null;
  /** Start reading at once (an admin's draft from an Instagram post). */
  readOnOpen?: boolean;
  onRead: (draft: TPosterDraft) => void;
}

/** The poster to send: the chosen photo, or the stored one fetched from this site. */
async function posterOf(photo: File | null, imageUrl: string | null): Promise<{ data: Blob; name: string }> {
  if (photo) return { data: photo, name: photo.name };
  const response = await fetch(imageUrl!, { credentials: 'same-origin' });
  if (!response.ok) throw new Error(`${response.status}`);
  return { data: await response.blob(), name: imageUrl!.split('/').pop() || 'poster.webp' };
}

/**
 * "Read the poster": sends the chosen photo to be read and hands back what it says. Reading takes
 * a few seconds and cannot report how far it got, so the wait is shown as it is: under way.
 */
export function PosterReader({ photo, imageUrl, readOnOpen = false, onRead }: PosterReaderProps) {
  const { t } = useTranslation('contribute');
  const [reading, setReading] = useState(false);
  const [message, setMessage] = useState<string | null>(null);

  async function read() {
    setReading(true);
    setMessage(null);
    try {
      const poster = await posterOf(photo, imageUrl);
      const draft = await readPoster(poster.data, poster.name);
      const found = draft.date || draft.time || draft.telephone || draft.location || draft.artists.length;
      if (!found) setMessage(t('poster.nothing'));
      onRead(draft);
    } catch (error) {
      setMessage(describeError(error));
    } finally {
      setReading(false);
    }
  }

  const readOnce = useRef(false);
  // biome-ignore lint/correctness/useExhaustiveDependencies: read once, when the form opens
  useEffect(() => {
    if (readOnOpen && !readOnce.current) {
      readOnce.current = true;
      void read();
    }
  }, [readOnOpen]);

  return (
    <div className="mt-2 space-y-1.5">
      <button
        type="button"
        className={buttonClass({ variant: 'secondary' })}
        disabled={reading}
        aria-busy={reading}
        onClick={read}
      >
        <ScanText aria-hidden="true" className="size-4" />
        {t('poster.read')}
      </button>
      {reading && (
        <p role="status" className="flex items-center gap-2 text-sm text-muted">
          <span
            aria-hidden="true"
            className="size-3 animate-spin rounded-full border-2 border-primary border-t-transparent"
          />
          {t('poster.reading')}
        </p>
      )}
      {message && !reading && (
        <p role="alert" className="text-sm font-medium text-danger">
          {message}
        </p>
      )}
    </div>
  );
}

/** The mark beside a field the poster filled in, until the person changes it. */
export function GuessMark() {
  const { t } = useTranslation('contribute');
  return (
    <p className="mt-1 flex items-center gap-1.5 text-sm font-medium text-accent-soft-foreground">
      <Sparkles aria-hidden="true" className="size-4" />
      {t('poster.guessed')}
    </p>
  );
}
