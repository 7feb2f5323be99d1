import { Children, type ReactNode } from 'react';
import { useCardsShown } from '../../lib/drawing.ts';

/** SPEC §9: four skeleton cards while a list loads. */
export const SHELF_SKELETONS = 4;

/** The cards a phone shows of a row before it is swiped (one and a bit), and a wide screen's first row. */
export const FIRST_SCREEN_SHELF_CARDS = 3;

interface CardShelfProps {
  title: string;
  headingId: string;
  loading: boolean;
  /** One placeholder card, repeated four times while loading. */
  skeleton: ReactNode;
  /** Shown when the list loaded empty. */
  emptyText: string;
  /** The cards; each is wrapped in a 20rem-wide slide. */
  children?: ReactNode;
  testId?: string;
}

/**
 * A titled row of 20rem-wide cards that scrolls sideways (SPEC §2 venue page), with skeleton
 * cards while loading and a line of text when empty. Wide screens lay the cards out as a grid.
 * On a page the server drew, the cards further along join once the page has loaded and the row
 * comes near the screen, a few at a time: the phone parses, styles and lays out three cards a row
 * first (a third fewer elements on a venue's page), and the rest only of the rows someone reaches.
 */
export function CardShelf({
  title,
  headingId,
  loading,
  skeleton,
  emptyText,
  children,
  testId,
}: CardShelfProps) {
  const all = Children.toArray(children);
  const { shown, watchLast } = useCardsShown(all.length, FIRST_SCREEN_SHELF_CARDS);
  const items = all.slice(0, shown);
  return (
    <section aria-labelledby={headingId} data-testid={testId}>
      <h2 id={headingId} className="mb-3 text-xl font-bold tracking-tight">
        {title}
      </h2>
      {!loading && all.length === 0 ? (
        <p className="rounded-2xl border border-dashed border-border p-4 text-sm text-muted">{emptyText}</p>
      ) : (
        <ul
          aria-labelledby={headingId}
          aria-busy={loading || undefined}
          className="-mx-4 flex snap-x snap-mandatory scroll-px-4 gap-3 overflow-x-auto overscroll-x-contain px-4 pb-3 scrollbar-none lg:mx-0 lg:grid lg:grid-cols-[repeat(auto-fill,minmax(16rem,1fr))] lg:overflow-visible lg:px-0"
        >
          {loading
            ? Array.from({ length: SHELF_SKELETONS }, (_, index) => (
                <li
                  // biome-ignore lint/suspicious/noArrayIndexKey: placeholders have no identity
                  key={index}
                  className="w-[20rem] max-w-[85vw] shrink-0 snap-start lg:w-auto lg:max-w-none"
                >
                  {skeleton}
                </li>
              ))
            : items.map((item, index) => (
                <li
                  key={(item as { key?: string | null }).key ?? index}
                  ref={index === items.length - 1 ? watchLast : undefined}
                  className="w-[20rem] max-w-[85vw] shrink-0 snap-start lg:w-auto lg:max-w-none"
                >
                  {item}
                </li>
              ))}
        </ul>
      )}
    </section>
  );
}
