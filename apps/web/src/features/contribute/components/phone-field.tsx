import { isCompleteMaskedPhone, PHONE_MASK } from '@glentia/core';
import { useId, useLayoutEffect, useRef } from 'react';
import { useTranslation } from '../../../lib/i18n.ts';
import { nextMaskedPhone } from '../hooks/form-state.ts';
import { inputClass, labelClass } from './field-styles.ts';

export interface PhoneFieldProps {
  value: string;
  onChange: (value: string) => void;
  /** Offered when a known venue is chosen: also save the number as the venue's phone. */
  updateVenue: { checked: boolean; onChange: (checked: boolean) => void } | null;
}

/** The booking phone with the `+30 ### #### ###` mask; an incomplete number is not sent (SPEC §5). */
export function PhoneField({ value, onChange, updateVenue }: PhoneFieldProps) {
  const { t } = useTranslation('contribute');
  const id = useId();
  const input = useRef<HTMLInputElement>(null);
  const incomplete = !!value && !isCompleteMaskedPhone(value);

  // Keep the caret after the last digit typed, not at the end of the mask's underscores.
  useLayoutEffect(() => {
    const element = input.current;
    if (!element || document.activeElement !== element) return;
    const position = value.search(/_/);
    const caret = position === -1 ? value.length : position;
    element.setSelectionRange(caret, caret);
  }, [value]);

  return (
    <div>
      <label htmlFor={id} className={labelClass}>
        {t('phone.label')}
      </label>
      <input
        ref={input}
        id={id}
        type="tel"
        inputMode="tel"
        autoComplete="tel"
        placeholder={PHONE_MASK}
        value={value}
        aria-describedby={incomplete ? `${id}-incomplete` : undefined}
        onChange={(event) => onChange(nextMaskedPhone(value, event.target.value))}
        className={inputClass}
      />
      {incomplete && (
        <p id={`${id}-incomplete`} className="mt-1.5 text-sm text-muted">
          {t('phone.incomplete')}
        </p>
      )}
      {updateVenue && isCompleteMaskedPhone(value) && (
        <label className="mt-2 flex min-h-11 items-center gap-3">
          <input
            type="checkbox"
            checked={updateVenue.checked}
            onChange={(event) => updateVenue.onChange(event.target.checked)}
            className="size-5 accent-primary"
          />
          {t('phone.updateVenue')}
        </label>
      )}
    </div>
  );
}
