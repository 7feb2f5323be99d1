import { Check, Copy } from 'lucide-react';
import { useEffect, useId, useRef, useState } from 'react';
import { buttonClass } from '../../../components/ui/button.ts';
import { useTranslation } from '../../../lib/i18n.ts';

type CopyState = 'idle' | 'copied' | 'unavailable';

/** How long the "copied" note stays (SPEC §9: toasts last 5 s by default). */
export const COPIED_NOTE_MS = 5000;

/**
 * The whole link (or a snippet of code) in a read-only field that wraps, with a copy button; says
 * "copied", or why it could not copy. `label` names the field ("Link" unless said), `copyLabel` its button ("Copy link" unless said).
 */
export function CopyLinkField({
  url,
  label,
  copyLabel,
}: {
  url: string;
  label?: string;
  copyLabel?: string;
}) {
  const { t } = useTranslation('share');
  const [state, setState] = useState<CopyState>('idle');
  const inputRef = useRef<HTMLTextAreaElement>(null);
  const inputId = useId();

  useEffect(() => {
    if (state !== 'copied') return;
    const timer = setTimeout(() => setState('idle'), COPIED_NOTE_MS);
    return () => clearTimeout(timer);
  }, [state]);

  const copy = async () => {
    const clipboard = typeof navigator !== 'undefined' ? navigator.clipboard : undefined;
    if (!clipboard || typeof clipboard.writeText !== 'function') {
      setState('unavailable');
      inputRef.current?.select();
      return;
    }
    try {
      await clipboard.writeText(url);
      setState('copied');
    } catch {
      // Refused (no permission, page not focused): let the person copy it by hand.
      setState('unavailable');
      inputRef.current?.select();
    }
  };

  return (
    <div>
      <label htmlFor={inputId} className="text-sm font-semibold text-muted">
        {label ?? t('dialog.link')}
      </label>
      {/* A wrapping field: a one-line input cropped the link to its first letters on phones. */}
      <div className="mt-1 flex flex-col gap-2 sm:flex-row sm:items-start">
        <textarea
          ref={inputRef}
          id={inputId}
          readOnly
          rows={2}
          value={url}
          spellCheck={false}
          onFocus={(event) => event.currentTarget.select()}
          className="min-h-11 min-w-0 flex-1 resize-none rounded-2xl border border-border bg-surface-muted px-4 py-2.5 text-sm leading-snug break-all [field-sizing:content]"
        />
        <button
          type="button"
          onClick={() => void copy()}
          className={buttonClass({ variant: 'primary', className: 'shrink-0 self-end sm:self-start' })}
        >
          {state === 'copied' ? (
            <Check aria-hidden="true" className="size-4" />
          ) : (
            <Copy aria-hidden="true" className="size-4" />
          )}
          {copyLabel ?? t('dialog.copy')}
        </button>
      </div>
      <p role="status" aria-live="polite" className="min-h-6 pt-2 text-sm">
        {state === 'copied' && (
          <span className="inline-flex items-center gap-1.5 rounded-full bg-foreground px-3 py-1 font-semibold text-background">
            <Check aria-hidden="true" className="size-4" />
            {t('dialog.copied')}
          </span>
        )}
        {state === 'unavailable' && <span className="text-danger">{t('dialog.clipboardUnavailable')}</span>}
      </p>
    </div>
  );
}
