import type { TPosterDraft } from '@glentia/core';
import { CircleHelp, ScanText, Sparkles } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { buttonClass } from '../../../components/ui/button.ts';
import { describeError } from '../../../lib/api-client.ts';
import { useTranslation } from '../../../lib/i18n.ts';
import { readPoster } from '../api/read-poster.ts';

export interface PosterReaderProps {
  /** A newly chosen photo: read as soon as it is chosen. */
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
 * Reads the poster and hands back what it says: a newly chosen (or shared) photo at once, the
 * stored poster of an event being edited on the button, or on opening for an admin's draft.
 * Reading takes a few seconds and cannot report how far it got, so the wait is shown as it is:
 * under way. A photo replaced while it is read is not used: only the latest one fills the form.
 */
export function PosterReader({ photo, imageUrl, readOnOpen = false, onRead }: PosterReaderProps) {
  const { t } = useTranslation('contribute');
  const [reading, setReading] = useState(false);
  // An error is alerted; a poster with nothing to fill in is only said (it is not a fault).
  const [message, setMessage] = useState<{ text: string; error: boolean } | null>(null);
  const latest = useRef(0);

  async function read(poster: { photo: File | null; imageUrl: string | null }) {
    const turn = ++latest.current;
    setReading(true);
    setMessage(null);
    try {
      const sent = await posterOf(poster.photo, poster.imageUrl);
      const draft = await readPoster(sent.data, sent.name);
      if (turn !== latest.current) return;
      const found = draft.date || draft.time || draft.telephone || draft.location || draft.artists.length;
      if (!found) setMessage({ text: t('poster.nothing'), error: false });
      onRead(draft);
    } catch (error) {
      if (turn === latest.current) setMessage({ text: describeError(error), error: true });
    } finally {
      if (turn === latest.current) setReading(false);
    }
  }

  // A new photo is read as soon as it is chosen: no button to find.
  // biome-ignore lint/correctness/useExhaustiveDependencies: read each new photo once
  useEffect(() => {
    if (photo) void read({ photo, imageUrl: null });
  }, [photo]);

  const readOnce = useRef(false);
  // biome-ignore lint/correctness/useExhaustiveDependencies: read once, when the form opens
  useEffect(() => {
    if (readOnOpen && !readOnce.current && !photo) {
      readOnce.current = true;
      void read({ photo: null, imageUrl });
    }
  }, [readOnOpen]);

  return (
    <div className="mt-2 space-y-1.5">
      {/* A new photo needs no button, unless its reading failed and may be tried again. */}
      {(!photo || (message?.error && !reading)) && (
        <button
          type="button"
          className={buttonClass({ variant: 'secondary' })}
          disabled={reading}
          aria-busy={reading}
          onClick={() => read(photo ? { photo, imageUrl: null } : { photo: null, imageUrl })}
        >
          <ScanText aria-hidden="true" className="size-4" />
          {t('poster.read')}
        </button>
      )}
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
        <p
          role={message.error ? 'alert' : 'status'}
          className={message.error ? 'text-sm font-medium text-danger' : 'text-sm text-muted'}
        >
          {message.text}
        </p>
      )}
    </div>
  );
}

/**
 * The mark beside a field the poster filled in, until the person changes it: a statement for a
 * sure reading, a question for one the reader is unsure of.
 */
export function GuessMark({ unsure = false }: { unsure?: boolean }) {
  const { t } = useTranslation('contribute');
  const Icon = unsure ? CircleHelp : Sparkles;
  return (
    <p
      data-testid={unsure ? 'poster-question' : 'poster-guess'}
      className="mt-1 flex items-center gap-1.5 text-sm font-medium text-accent-soft-foreground"
    >
      <Icon aria-hidden="true" className="size-4 shrink-0" />
      {t(unsure ? 'poster.unsure' : 'poster.guessed')}
    </p>
  );
}
