import { isSameName, matchesSearch, type PickedEntity } from '@glentia/core';
import { Plus, X } from 'lucide-react';
import { type KeyboardEvent, useId, useMemo, useState } from 'react';
import { cn } from '../../../lib/cn.ts';
import { useSearchResults } from '../../search/api/search.ts';

const MAX_OPTIONS = 8;

export interface EntityPickerTexts {
  label: string;
  search: string;
  remove: (name: string) => string;
  add: (name: string) => string;
  newBadge: string;
  hint: string;
}

export interface EntityPickerProps {
  texts: EntityPickerTexts;
  options: ReadonlyArray<{ id: string; name: string }>;
  selected: readonly PickedEntity[];
  onChange: (selected: PickedEntity[]) => void;
  /** Several artists, or one venue. */
  multiple: boolean;
  /** Which names the server's search ranks for this picker (typos forgiven, Greeklish read). */
  searchKind?: 'venues' | 'artists';
}

type Choice = { kind: 'known'; id: string; name: string } | { kind: 'new'; name: string };

/**
 * A searchable picker (combobox with a list box) for artists or a venue. Search is Greeklish-aware;
 * a name that matches nothing can be added as a new one, and the hint says so (SPEC §2).
 */
export function EntityPicker({
  texts,
  options,
  selected,
  onChange,
  multiple,
  searchKind,
}: EntityPickerProps) {
  const id = useId();
  const [query, setQuery] = useState('');
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(0);
  const typed = query.trim();
  const found = useSearchResults(searchKind ? typed : '');
  const rankedIds = useMemo(
    () => (searchKind && typed ? (found.data?.[searchKind] ?? []).map((item) => item.id) : []),
    [found.data, searchKind, typed],
  );

  const choices = useMemo<Choice[]>(() => {
    const taken = new Set(selected.map((item) => item.id).filter(Boolean));
    // The server's ranking first, then local matches (offline, or before it answers).
    const byId = new Map(options.map((option) => [option.id, option]));
    const ranked = rankedIds.flatMap((rankedId) => byId.get(rankedId) ?? []);
    const rankedSet = new Set(ranked.map((option) => option.id));
    const local = options.filter((option) => !rankedSet.has(option.id) && matchesSearch(option.name, typed));
    const known: Choice[] = [...ranked, ...local]
      .filter((option) => !taken.has(option.id))
      .slice(0, MAX_OPTIONS)
      .map((option) => ({ kind: 'known', ...option }));
    const exists =
      options.some((option) => isSameName(option.name, typed)) ||
      selected.some((item) => isSameName(item.name, typed));
    return typed && !exists ? [...known, { kind: 'new', name: typed }] : known;
  }, [options, selected, typed, rankedIds]);

  const noMatch = !!typed && !choices.some((choice) => choice.kind === 'known');
  const listOpen = open && (choices.length > 0 || noMatch);

  function pick(choice: Choice) {
    const item: PickedEntity =
      choice.kind === 'known' ? { id: choice.id, name: choice.name } : { id: null, name: choice.name };
    onChange(multiple ? [...selected, item] : [item]);
    setQuery('');
    setActive(0);
    if (!multiple) setOpen(false);
  }

  function onKeyDown(event: KeyboardEvent<HTMLInputElement>) {
    if (event.key === 'ArrowDown') {
      event.preventDefault();
      setOpen(true);
      setActive((index) => Math.min(index + 1, choices.length - 1));
    } else if (event.key === 'ArrowUp') {
      event.preventDefault();
      setActive((index) => Math.max(index - 1, 0));
    } else if (event.key === 'Enter' && listOpen && choices[active]) {
      event.preventDefault();
      pick(choices[active]);
    } else if (event.key === 'Escape') {
      setOpen(false);
    }
  }

  return (
    <div className="relative">
      <label htmlFor={`${id}-input`} className="mb-1.5 block font-semibold">
        {texts.label}
      </label>
      {selected.length > 0 && (
        <ul className="mb-2 flex flex-wrap gap-2" aria-label={texts.label}>
          {selected.map((item) => (
            <li
              key={item.id ?? `new:${item.name}`}
              className="flex min-h-9 items-center gap-1 rounded-full bg-primary-soft py-1 pr-1 pl-3 text-sm font-medium text-primary-soft-foreground"
            >
              {item.name}
              {!item.id && (
                <span className="rounded-full bg-accent-soft px-1.5 text-xs text-accent-soft-foreground">
                  {texts.newBadge}
                </span>
              )}
              <button
                type="button"
                aria-label={texts.remove(item.name)}
                className="flex size-9 items-center justify-center rounded-full hover:bg-surface"
                onClick={() => onChange(selected.filter((other) => other !== item))}
              >
                <X aria-hidden="true" className="size-4" />
              </button>
            </li>
          ))}
        </ul>
      )}
      <input
        id={`${id}-input`}
        type="text"
        role="combobox"
        autoComplete="off"
        aria-expanded={listOpen}
        aria-controls={`${id}-list`}
        aria-autocomplete="list"
        aria-describedby={noMatch ? `${id}-hint` : undefined}
        aria-activedescendant={listOpen && choices[active] ? `${id}-option-${active}` : undefined}
        placeholder={texts.search}
        value={query}
        onChange={(event) => {
          setQuery(event.target.value);
          setActive(0);
          setOpen(true);
        }}
        onFocus={() => setOpen(true)}
        onBlur={() => setOpen(false)}
        onKeyDown={onKeyDown}
        className="min-h-11 w-full rounded-xl border border-border bg-surface px-3 text-base outline-none focus:border-primary focus:ring-2 focus:ring-ring/30"
      />
      {noMatch && (
        <p id={`${id}-hint`} className="mt-1.5 text-sm text-muted">
          {texts.hint}
        </p>
      )}
      {listOpen && choices.length > 0 && (
        <div
          id={`${id}-list`}
          role="listbox"
          aria-label={texts.label}
          className="absolute z-20 mt-1 max-h-72 w-full overflow-auto rounded-xl border border-border bg-surface py-1 shadow-raised"
        >
          {choices.map((choice, index) => (
            <div
              key={choice.kind === 'known' ? choice.id : `new:${choice.name}`}
              id={`${id}-option-${index}`}
              role="option"
              tabIndex={-1}
              aria-selected={index === active}
              // Keep focus in the input: pick on mouse down, before the input's blur closes the list.
              onMouseDown={(event) => {
                event.preventDefault();
                pick(choice);
              }}
              className={cn(
                'flex min-h-11 cursor-pointer items-center gap-2 px-3',
                index === active && 'bg-surface-muted',
                choice.kind === 'new' && 'font-semibold text-primary',
              )}
            >
              {choice.kind === 'new' && <Plus aria-hidden="true" className="size-4" />}
              {choice.kind === 'new' ? texts.add(choice.name) : choice.name}
            </div>
          ))}
        </div>
      )}
    </div>
  );
}
