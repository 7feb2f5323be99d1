import { type EntryKind, isTicketUrl, parseEuroAmount } from '@glentia/core';
import { useId } from 'react';
import { useTranslation } from '../../../lib/i18n.ts';
import { inputClass, labelClass } from './field-styles.ts';

export interface EntryFieldsProps {
  entry: EntryKind;
  price: string;
  ticketUrl: string;
  /** Show what is wrong (after a first try to save). */
  showErrors: boolean;
  onChange: (patch: { entry?: EntryKind; price?: string; ticketUrl?: string }) => void;
}

const KINDS: readonly EntryKind[] = ['unknown', 'free', 'paid'];

/** Whether the entry fields hold something the server would refuse. */
export function entryFieldsInvalid(values: Pick<EntryFieldsProps, 'entry' | 'price' | 'ticketUrl'>) {
  const price = values.entry === 'paid' && parseEuroAmount(values.price) === null;
  const ticketUrl = !!values.ticketUrl.trim() && !isTicketUrl(values.ticketUrl.trim());
  return { price, ticketUrl, any: price || ticketUrl };
}

/** Entry (not sure, free or a price in euro) and an optional reservation or ticket link. */
export function EntryFields({ entry, price, ticketUrl, showErrors, onChange }: EntryFieldsProps) {
  const { t } = useTranslation('contribute');
  const id = useId();
  const invalid = entryFieldsInvalid({ entry, price, ticketUrl });
  const priceError = showErrors && invalid.price;
  const urlError = showErrors && invalid.ticketUrl;
  return (
    <div className="grid gap-4 sm:grid-cols-2">
      <fieldset>
        <legend className={labelClass}>{t('entry.label')}</legend>
        {/* A segmented choice: the radios stay for keyboards and screen readers, the labels are the look. */}
        <div className="grid grid-cols-3 gap-2">
          {KINDS.map((kind) => (
            <label
              key={kind}
              className="flex min-h-11 cursor-pointer items-center justify-center rounded-xl border border-border bg-surface px-2 text-center text-sm font-semibold has-checked:border-primary has-checked:bg-primary has-checked:text-primary-foreground has-focus-visible:ring-2 has-focus-visible:ring-ring/40"
            >
              <input
                type="radio"
                name={`${id}-entry`}
                value={kind}
                checked={entry === kind}
                onChange={() => onChange({ entry: kind })}
                className="sr-only"
              />
              {t(`entry.${kind}`)}
            </label>
          ))}
        </div>
        {entry === 'paid' && (
          <div className="mt-3">
            <label htmlFor={`${id}-price`} className={labelClass}>
              {t('entry.price')}
            </label>
            <div className="relative">
              <input
                id={`${id}-price`}
                inputMode="decimal"
                autoComplete="off"
                value={price}
                placeholder={t('entry.pricePlaceholder')}
                aria-invalid={priceError}
                aria-describedby={priceError ? `${id}-price-error` : undefined}
                onChange={(event) => onChange({ price: event.target.value })}
                className={`${inputClass} pr-9`}
              />
              <span
                aria-hidden="true"
                className="pointer-events-none absolute inset-y-0 right-3 flex items-center text-muted"
              >
                €
              </span>
            </div>
            {priceError && (
              <p id={`${id}-price-error`} role="alert" className="mt-1.5 text-sm font-medium text-danger">
                {t('entry.priceInvalid')}
              </p>
            )}
          </div>
        )}
      </fieldset>
      <div>
        <label htmlFor={`${id}-ticket`} className={labelClass}>
          {t('entry.ticketUrl')}
        </label>
        <input
          id={`${id}-ticket`}
          type="url"
          inputMode="url"
          autoComplete="url"
          value={ticketUrl}
          placeholder="https://"
          aria-invalid={urlError}
          aria-describedby={`${id}-ticket-note`}
          onChange={(event) => onChange({ ticketUrl: event.target.value })}
          className={inputClass}
        />
        <p
          id={`${id}-ticket-note`}
          role={urlError ? 'alert' : undefined}
          className={`mt-1.5 text-sm ${urlError ? 'font-medium text-danger' : 'text-muted'}`}
        >
          {urlError ? t('entry.ticketUrlInvalid') : t('entry.ticketUrlHint')}
        </p>
      </div>
    </div>
  );
}
