import type { TPlaceResult } from '@glentia/core';
import { type ReactNode, useId } from 'react';

interface PlaceResultsProps {
  places: readonly TPlaceResult[];
  /** The mark after a result that is a venue Glentia already knows. */
  knownLabel: string;
  onChoose: (place: TPlaceResult) => void;
  disabled?: boolean;
  /** Further rows after the results (e.g. "create with just the name"). */
  children?: ReactNode;
}

/** The place search's results (SPEC §2), one button each: name, known-venue mark and address. */
export function PlaceResults({ places, knownLabel, onChoose, disabled, children }: PlaceResultsProps) {
  return (
    <ul className="max-h-64 divide-y divide-border overflow-auto rounded-xl border border-border">
      {places.map((place) => (
        <li key={`${place.name}-${place.lat}-${place.lng}-${place.locationId}`}>
          <button
            type="button"
            disabled={disabled}
            onClick={() => onChoose(place)}
            className="block min-h-11 w-full px-3 py-2 text-left hover:bg-surface-muted"
          >
            <span className="block font-semibold text-foreground">
              {place.name}
              {place.locationId && (
                <span className="ml-2 text-xs font-normal text-muted">({knownLabel})</span>
              )}
            </span>
            {place.address && <span className="block truncate text-sm">{place.address}</span>}
          </button>
        </li>
      ))}
      {children}
    </ul>
  );
}

/** The place search's box, named by its label and explained by the hint under it. */
export function PlaceSearchInput({
  label,
  hint,
  value,
  onChange,
  classes,
}: {
  label: string;
  hint: string;
  value: string;
  onChange: (value: string) => void;
  /** The surrounding form's look for the label, the box and the hint. */
  classes: { label: string; input: string; hint: string };
}) {
  const id = useId();
  return (
    <>
      <label htmlFor={id} className={classes.label}>
        {label}
      </label>
      <input
        id={id}
        type="search"
        value={value}
        aria-describedby={`${id}-hint`}
        onChange={(event) => onChange(event.target.value)}
        className={classes.input}
      />
      <p id={`${id}-hint`} className={classes.hint}>
        {hint}
      </p>
    </>
  );
}
