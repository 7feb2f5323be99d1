import { DESCRIPTION_MAX_LENGTH } from '@glentia/core';
import { useId } from 'react';
import { useTranslation } from '../../../lib/i18n.ts';
import { inputClass, labelClass } from './field-styles.ts';

/** The description, at most 900 characters, with a counter. */
export function DescriptionField({ value, onChange }: { value: string; onChange: (value: string) => void }) {
  const { t } = useTranslation('contribute');
  const id = useId();
  return (
    <div>
      <label htmlFor={id} className={labelClass}>
        {t('description.label')}
      </label>
      <textarea
        id={id}
        rows={5}
        maxLength={DESCRIPTION_MAX_LENGTH}
        value={value}
        placeholder={t('description.placeholder')}
        aria-describedby={`${id}-counter`}
        onChange={(event) => onChange(event.target.value.slice(0, DESCRIPTION_MAX_LENGTH))}
        className={`${inputClass} py-2`}
      />
      <p id={`${id}-counter`} className="mt-1 text-right text-sm text-muted tabular-nums">
        {t('description.counter', { count: value.length, max: DESCRIPTION_MAX_LENGTH })}
      </p>
    </div>
  );
}
