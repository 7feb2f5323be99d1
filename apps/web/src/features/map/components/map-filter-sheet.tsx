import { COUNTIES, COUNTY_NAMES, type County } from '@glentia/core';
import { Check } from 'lucide-react';
import { useEffect, useState } from 'react';
import { buttonClass } from '../../../components/ui/button.ts';
import { Sheet } from '../../../components/ui/sheet.tsx';
import { cn } from '../../../lib/cn.ts';
import { useTranslation } from '../../../lib/i18n.ts';
import { MAP_RANGES, type MapFilters, type MapRange } from '../hooks/use-map-filters.ts';

interface MapFilterSheetProps {
  open: boolean;
  filters: MapFilters;
  onApply: (filters: MapFilters) => void;
  onClose: () => void;
}

const RANGE_CHOICES: ReadonlyArray<MapRange | null> = [null, ...MAP_RANGES];

/** Which counties and dates the map shows. Changes apply with the "Show" button. */
export function MapFilterSheet({ open, filters, onApply, onClose }: MapFilterSheetProps) {
  const { t, i18n } = useTranslation('map');
  const language = i18n.resolvedLanguage;
  const [draft, setDraft] = useState(filters);
  useEffect(() => {
    if (open) setDraft(filters);
  }, [open, filters]);
  const changed = draft.counties.length > 0 || draft.range !== null;

  const toggleCounty = (county: County) =>
    setDraft((current) => ({
      ...current,
      counties: current.counties.includes(county)
        ? current.counties.filter((value) => value !== county)
        : [...current.counties, county],
    }));

  const chip = (pressed: boolean) =>
    cn(
      'inline-flex min-h-11 items-center gap-1.5 rounded-full border px-4 text-sm font-semibold transition-colors',
      pressed
        ? 'border-primary bg-primary-soft text-primary-soft-foreground'
        : 'border-border bg-surface text-foreground hover:bg-surface-muted',
    );

  return (
    <Sheet
      headerClassName="border-b border-border px-5 pt-3 pb-3 [&_h2]:text-lg"
      bodyClassName="px-4 py-4"
      open={open}
      onClose={onClose}
      testId="map-filters"
      title={t('filters.title')}
      closeLabel={t('filters.close')}
      footer={
        <div className="flex items-center justify-between gap-3">
          {changed ? (
            <button
              type="button"
              onClick={() => setDraft({ counties: [], range: null })}
              className={buttonClass({ variant: 'ghost' })}
            >
              {t('filters.reset')}
            </button>
          ) : (
            <span />
          )}
          <button
            type="button"
            onClick={() => onApply(draft)}
            className={buttonClass({ variant: 'primary' })}
          >
            {t('filters.apply')}
          </button>
        </div>
      }
    >
      <fieldset>
        <legend className="mb-2 font-semibold">{t('filters.counties')}</legend>
        <div className="flex flex-wrap gap-2">
          {COUNTIES.map((county) => {
            const pressed = draft.counties.includes(county);
            return (
              <button
                key={county}
                type="button"
                aria-pressed={pressed}
                onClick={() => toggleCounty(county)}
                className={chip(pressed)}
              >
                {pressed && <Check aria-hidden="true" className="size-4" />}
                {COUNTY_NAMES[county][language]}
              </button>
            );
          })}
        </div>
      </fieldset>
      <fieldset className="mt-5">
        <legend className="mb-2 font-semibold">{t('filters.when')}</legend>
        <div className="flex flex-wrap gap-2">
          {RANGE_CHOICES.map((range) => {
            const checked = draft.range === range;
            return (
              <label
                key={range ?? 'all'}
                className={cn(
                  chip(checked),
                  'cursor-pointer has-focus-visible:ring-2 has-focus-visible:ring-ring',
                )}
              >
                <input
                  type="radio"
                  name="map-range"
                  className="sr-only"
                  checked={checked}
                  onChange={() => setDraft((current) => ({ ...current, range }))}
                />
                {checked && <Check aria-hidden="true" className="size-4" />}
                {t(`filters.ranges.${range ?? 'all'}`)}
              </label>
            );
          })}
        </div>
      </fieldset>
    </Sheet>
  );
}
