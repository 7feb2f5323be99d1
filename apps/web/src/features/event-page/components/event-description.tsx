import { hasGreek } from '@glentia/core';
import { Languages } from 'lucide-react';
import { buttonClass } from '../../../components/ui/button.ts';
import { useTranslation } from '../../../lib/i18n.ts';
import { useDescriptionTranslation } from '../hooks/use-description-translation.ts';

/**
 * An event's description as its writer wrote it (line breaks kept). In English, a Greek one is
 * marked as Greek and offers "Show in English" when the browser or the server can translate it.
 */
export function EventDescription({ eventId, description }: { eventId: string; description: string }) {
  const { t, i18n } = useTranslation('eventPage');
  const greekForEnglishReader = i18n.language === 'en' && hasGreek(description);
  const translation = useDescriptionTranslation(eventId, description, greekForEnglishReader);
  const { state, showing } = translation;
  const translated = showing && state.status === 'done' ? state.text : null;
  return (
    <>
      {translated !== null ? (
        <div className="mt-3">
          <p
            lang="en"
            className="leading-relaxed break-words whitespace-pre-line"
            data-testid="event-description-english"
          >
            {translated}
          </p>
          <p className="mt-1 text-sm text-muted">{t('translation.note')}</p>
        </div>
      ) : (
        <p
          lang={greekForEnglishReader ? 'el' : undefined}
          className="mt-3 leading-relaxed break-words whitespace-pre-line"
          data-testid="event-description"
        >
          {description}
        </p>
      )}
      {translation.canTranslate && (
        <div className="mt-2">
          <button
            type="button"
            data-testid="event-description-translate"
            className={buttonClass({ variant: 'secondary' })}
            aria-pressed={translated !== null}
            disabled={state.status === 'working'}
            onClick={() => (translated !== null ? translation.hide() : void translation.show())}
          >
            <Languages aria-hidden="true" className="size-4" />
            {state.status === 'working'
              ? t('translation.working')
              : translated !== null
                ? t('translation.original')
                : t('translation.show')}
          </button>
          {showing && state.status === 'failed' && (
            <p role="alert" className="mt-1 text-sm text-danger">
              {state.message ?? t('translation.failed')}
            </p>
          )}
        </div>
      )}
    </>
  );
}
