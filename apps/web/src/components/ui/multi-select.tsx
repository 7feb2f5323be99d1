import { nameHoldsSearch } from '@glentia/core';
import { Check, Search, X } from 'lucide-react';
import { type KeyboardEvent, type ReactNode, useEffect, useId, useMemo, useRef, useState } from 'react';
import { cn } from '../../lib/cn.ts';
import { useDebouncedValue } from '../../lib/use-debounced-value.ts';

/** SPEC §9: the search box waits 500 ms after typing stops (0 inside the filter sheet). */
export const SELECT_DEBOUNCE_MS = 500;

export interface MultiSelectOption<G extends string = string> {
  id: string;
  label: string;
  group: G;
  /** A second line under the label, e.g. a venue's county. */
  detail?: string | null;
}

interface MultiSelectProps<G extends string> {
  label: string;
  placeholder: string;
  /**
   * The options to list, or where to get them: a function is asked only while the list is open, so
   * options that take work to name and order cost nothing until someone opens the list.
   */
  options: readonly MultiSelectOption<G>[] | (() => readonly MultiSelectOption<G>[]);
  /** Group headings, in the order groups are listed. */
  groups: ReadonlyArray<{ id: G; label: string }>;
  selected: ReadonlySet<string>;
  onToggle: (option: MultiSelectOption<G>) => void;
  debounceMs?: number;
  clearLabel: string;
  noMatches: (query: string) => string;
  resultCount: (count: number) => string;
  /** Told the search text once typing pauses, e.g. to ask the server. */
  onQueryChange?: (query: string) => void;
  /**
   * The options the server found for the current text, best first: once given, the list shows
   * these and nothing else. Until then, the options whose names hold every word typed.
   */
  ranked?: readonly MultiSelectOption<G>[] | undefined;
  /** Shown under the list while there is a search text (e.g. matching events). */
  children?: ReactNode;
}

/**
 * A search box that lists matching options to tick, several at a time (combobox with a
 * multi-selectable list box). Matching is accent-insensitive and understands Greeklish and English
 * place names (`nameHoldsSearch`), or is the server's when it ranks; an empty search lists
 * the options given. The list sits in the page flow, so it
 * also works inside a bottom sheet.
 */
export function MultiSelect<G extends string>({
  label,
  placeholder,
  options,
  groups,
  selected,
  onToggle,
  debounceMs = SELECT_DEBOUNCE_MS,
  clearLabel,
  noMatches,
  resultCount,
  onQueryChange,
  ranked,
  children,
}: MultiSelectProps<G>) {
  const id = useId();
  const inputRef = useRef<HTMLInputElement>(null);
  const listRef = useRef<HTMLDivElement>(null);
  const [text, setText] = useState('');
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  const query = useDebouncedValue(text, debounceMs);

  useEffect(() => onQueryChange?.(query), [onQueryChange, query]);

  // The server's ranking as it is (it forgives typos and reads places), nothing looser added; before
  // it answers, or offline, the names that hold every word typed. A closed list lists nothing.
  const matches = useMemo(() => {
    if (!open) return [];
    const all = typeof options === 'function' ? options() : options;
    if (!query.trim()) return all;
    return ranked ?? all.filter((option) => nameHoldsSearch(option.label, query));
  }, [open, options, query, ranked]);
  // Listed group by group, so keyboard order is the order on screen.
  const listed = useMemo(
    () => groups.flatMap((group) => matches.filter((option) => option.group === group.id)),
    [groups, matches],
  );
  const listId = `${id}-list`;
  const optionId = (index: number) => `${id}-option-${index}`;
  const expanded = open;

  const choose = (index: number) => {
    const option = listed[index];
    if (!option) return;
    setActive(index);
    onToggle(option);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      const step = event.key === 'ArrowDown' ? 1 : -1;
      if (!open) {
        // Opening lists the options: down goes to the first of them.
        setOpen(true);
        setActive(step === 1 ? 0 : -1);
        return;
      }
      if (listed.length === 0) return;
      setActive((current) => (current + step + listed.length) % listed.length);
    } else if (event.key === 'Enter') {
      if (!open || active < 0) return;
      event.preventDefault();
      choose(active);
    } else if (event.key === 'Escape' && open) {
      // Closes the list only, not the sheet around it.
      event.preventDefault();
      event.stopPropagation();
      setOpen(false);
      setActive(-1);
    }
  };

  return (
    <div className="space-y-2">
      <label htmlFor={`${id}-input`} className="text-sm font-semibold">
        {label}
      </label>
      <div className="relative">
        <Search
          aria-hidden="true"
          className="pointer-events-none absolute top-1/2 left-4 size-5 -translate-y-1/2 text-muted"
        />
        <input
          ref={inputRef}
          id={`${id}-input`}
          // A text field, as ARIA's combobox pattern has it: HTML allows no aria-expanded on a
          // search field, whatever its role (the keyboard still offers "search" by enterKeyHint).
          type="text"
          role="combobox"
          autoComplete="off"
          autoCorrect="off"
          spellCheck={false}
          enterKeyHint="search"
          aria-autocomplete="list"
          aria-expanded={expanded}
          aria-controls={listId}
          aria-activedescendant={expanded && listed[active] ? optionId(active) : undefined}
          placeholder={placeholder}
          value={text}
          onChange={(event) => {
            setText(event.target.value);
            setOpen(true);
            setActive(-1);
          }}
          onFocus={() => setOpen(true)}
          onBlur={(event) => {
            // Choosing an option keeps the focus here; leaving for anything else closes the list.
            if (!listRef.current?.contains(event.relatedTarget as Node | null)) {
              setOpen(false);
              setActive(-1);
            }
          }}
          onClick={() => setOpen(true)}
          onKeyDown={onKeyDown}
          className="min-h-12 w-full rounded-2xl border border-border bg-surface py-2 pr-12 pl-12 text-base outline-none placeholder:text-muted focus-visible:border-primary focus-visible:outline-solid focus-visible:outline-2 focus-visible:outline-ring"
        />
        {text && (
          <button
            type="button"
            aria-label={clearLabel}
            onClick={() => {
              setText('');
              setActive(-1);
              inputRef.current?.focus();
            }}
            className="absolute top-1/2 right-1 flex size-11 -translate-y-1/2 items-center justify-center rounded-full text-muted hover:text-foreground"
          >
            <X aria-hidden="true" className="size-5" />
          </button>
        )}
      </div>
      <p role="status" className="sr-only">
        {expanded ? (listed.length ? resultCount(listed.length) : noMatches(query.trim())) : ''}
      </p>
      <div
        ref={listRef}
        id={listId}
        role="listbox"
        aria-multiselectable="true"
        aria-label={label}
        hidden={!expanded}
        className="max-h-72 overflow-y-auto overscroll-contain rounded-2xl border border-border bg-surface p-1 shadow-card"
      >
        {/* Options exist only while the list is open: a closed one would be hundreds of hidden rows. */}
        {expanded && listed.length === 0 && (
          <p className="px-3 py-3 text-sm text-muted">{noMatches(query.trim())}</p>
        )}
        {expanded &&
          groups.map((group) => {
            const items = listed.filter((option) => option.group === group.id);
            if (items.length === 0) return null;
            return (
              <div key={group.id} role="group" aria-labelledby={`${id}-${group.id}`}>
                <div
                  id={`${id}-${group.id}`}
                  role="presentation"
                  className="px-3 pt-2 pb-1 text-xs font-bold tracking-wide text-muted uppercase"
                >
                  {group.label}
                </div>
                {items.map((option) => {
                  const index = listed.indexOf(option);
                  const isSelected = selected.has(option.id);
                  return (
                    // biome-ignore lint/a11y/useKeyWithClickEvents: keys reach options through the combobox (aria-activedescendant)
                    <div
                      key={option.id}
                      id={optionId(index)}
                      role="option"
                      tabIndex={-1}
                      aria-selected={isSelected}
                      // Keeps the focus in the search box, so typing can go on.
                      onMouseDown={(event) => event.preventDefault()}
                      onClick={() => choose(index)}
                      className={cn(
                        'flex min-h-11 cursor-pointer items-center gap-3 rounded-xl px-3 py-1.5',
                        index === active ? 'bg-surface-muted' : 'hover:bg-surface-muted',
                      )}
                    >
                      <span
                        aria-hidden="true"
                        className={cn(
                          'flex size-5 shrink-0 items-center justify-center rounded-md border',
                          isSelected ? 'border-primary bg-primary text-primary-foreground' : 'border-border',
                        )}
                      >
                        {isSelected && <Check className="size-3.5" strokeWidth={3} />}
                      </span>
                      <span className="min-w-0">
                        <span className="block truncate">{option.label}</span>
                        {option.detail && (
                          <span className="block truncate text-xs text-muted">{option.detail}</span>
                        )}
                      </span>
                    </div>
                  );
                })}
              </div>
            );
          })}
      </div>
      {query.trim() && children}
    </div>
  );
}
