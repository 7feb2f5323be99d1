/**
 * `cn` only joins class names: a component's default and a caller's class for the same property
 * (`px-5` and `px-3`) would both stay, and the stylesheet's order would pick one. So a component
 * leaves its default out when the caller gives its own (a prop, a variant), and no class list
 * holds two classes for one property. Tailwind, compiled from the app's stylesheet, says which
 * property each class sets (test/class-conflicts.ts).
 */

import { readdirSync, readFileSync } from 'node:fs';
import { join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { cleanup, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { BrandMark } from '../../app/layout/brand-mark.tsx';
import { LanguageToggle } from '../../app/layout/language-toggle.tsx';
import { LoginSheet } from '../../features/auth/components/login-sheet.tsx';
import { PasswordField } from '../../features/auth/components/password-field.tsx';
import { EventFacts } from '../../features/event-page/components/event-facts.tsx';
import { EventPageSkeleton } from '../../features/event-page/components/event-page-skeleton.tsx';
import { EventVenue } from '../../features/event-page/components/event-venue.tsx';
import { EventCard } from '../../features/events/components/event-card.tsx';
import {
  EventCardSkeleton,
  SquareEventCardSkeleton,
} from '../../features/events/components/event-card-skeleton.tsx';
import { EventRow } from '../../features/events/components/event-row.tsx';
import { SquareEventCard } from '../../features/events/components/square-event-card.tsx';
import { i18n } from '../../lib/i18n.ts';
import { offlineAlert } from '../../lib/offline-alert.ts';
import { createDefaultSession, useSession } from '../../stores/session.ts';
import { classConflicts, classConflictsIn } from '../../test/class-conflicts.ts';
import { jsonResponse, makeEvent } from '../../test/fixtures.ts';
import { renderAt } from '../../test/render.tsx';
import { type ButtonSize, type ButtonVariant, buttonClass } from './button.ts';
import { chipClass } from './chip.tsx';
import { Dialog } from './dialog.tsx';
import { FormField } from './form-field.tsx';
import { OfflineAlertDialog } from './offline-alert-dialog.tsx';
import { ProfileSkeleton } from './profile-skeleton.tsx';
import { Sheet } from './sheet.tsx';
import { Spinner } from './spinner.tsx';

const SRC = resolve(fileURLToPath(import.meta.url), '../../..');
const VARIANTS: ButtonVariant[] = ['primary', 'secondary', 'ghost', 'quiet', 'accent', 'danger', 'custom'];
const SIZES: ButtonSize[] = ['md', 'lg', 'icon', 'custom'];

/** The app's source files, tests and test helpers aside. */
function sourceFiles(folder: string): string[] {
  return readdirSync(folder, { withFileTypes: true }).flatMap((entry) => {
    const path = join(folder, entry.name);
    if (entry.isDirectory()) return path === join(SRC, 'test') ? [] : sourceFiles(path);
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [path] : [];
  });
}

/** The text of each `<Button …>` tag: up to the `>` that closes it, outside any `{…}`. */
function buttonTags(source: string): Array<{ index: number; text: string }> {
  return [...source.matchAll(/<Button\b/g)].map(({ index }) => {
    let depth = 0;
    let end = index;
    while (end < source.length && !(source[end] === '>' && depth === 0)) {
      if (source[end] === '{') depth += 1;
      if (source[end] === '}') depth -= 1;
      end += 1;
    }
    return { index, text: source.slice(index, end) };
  });
}

/** A literal option of a call or tag (`variant: 'ghost'`, `size="icon"`), or every choice when it is worked out. */
function choices<T extends string>(text: string, name: string, all: T[], fallback: T): T[] {
  const literal = text.match(new RegExp(`\\b${name}(?::\\s*|=)['"](\\w+)['"]`));
  if (literal) return [literal[1] as T];
  return new RegExp(`\\b${name}\\b`).test(text) ? all : [fallback];
}

/** The literal classes a call or tag hands over as its `className`. */
function classNameOf(text: string): string {
  const at = text.search(/\bclassName(?::|=)/);
  if (at < 0) return '';
  const value = text.slice(at).match(/^className(?::\s*|=)(?:"([^"]*)"|'([^']*)'|\{?\s*cn\(\s*'([^']*)')/);
  return value ? (value[1] ?? value[2] ?? value[3] ?? '') : '';
}

describe('class lists: no two classes for one property', () => {
  beforeEach(async () => {
    localStorage.clear();
    useSession.setState(createDefaultSession());
    await i18n.changeLanguage('en');
  });
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
  });

  it('finds the clashes it is here to catch, and not the pairs Tailwind makes to work together', () => {
    expect(classConflicts('min-h-11 px-5 text-sm px-3')).toEqual(['px-5 / px-3 (padding-inline)']);
    expect(classConflicts('rounded-xl rounded-2xl')).toEqual(['rounded-xl / rounded-2xl (border-radius)']);
    expect(classConflicts('text-foreground text-danger')).toEqual(['text-foreground / text-danger (color)']);
    expect(classConflicts('shadow-card shadow-none')).toEqual(['shadow-card / shadow-none (--tw-shadow)']);
    expect(classConflicts('pb-safe pb-2')).toEqual(['pb-safe / pb-2 (padding-bottom)']);
    expect(classConflicts('text-lg leading-snug font-bold text-xl')).toEqual([
      'text-lg / text-xl (font-size)',
    ]);
    expect(classConflicts('text-lg leading-snug font-bold')).toEqual([]);
    expect(classConflicts('p-4 sm:p-5 hover:bg-surface-muted bg-surface px-4 pr-3')).toEqual([]);
  });

  it('every button of the app: its variant, size and className', () => {
    const clashes = sourceFiles(SRC).flatMap((file) => {
      const source = readFileSync(file, 'utf8');
      const calls = [
        ...[...source.matchAll(/buttonClass\(\{([^}]*)\}\)/g)].map((match) => ({
          index: match.index,
          text: match[1]!,
        })),
        ...buttonTags(source),
      ];
      return calls.flatMap(({ index, text }) => {
        const where = `${relative(SRC, file)}:${source.slice(0, index).split('\n').length}`;
        const className = classNameOf(text);
        return choices(text, 'variant', VARIANTS, 'primary').flatMap((variant) =>
          choices(text, 'size', SIZES, 'md').flatMap((size) =>
            classConflicts(buttonClass({ variant, size, className })).map(
              (clash) => `${where} ${variant}/${size} "${className}": ${clash}`,
            ),
          ),
        );
      });
    });
    expect(clashes).toEqual([]);
  });

  it('every chip of the app, chosen or not', () => {
    const clashes = sourceFiles(SRC).flatMap((file) =>
      [...readFileSync(file, 'utf8').matchAll(/chipClass\(\{([^}]*)\}\)/g)].flatMap((match) =>
        [true, false].flatMap((selected) =>
          classConflicts(chipClass({ selected, className: classNameOf(match[1]!) })).map(
            (clash) => `${relative(SRC, file)} ${selected}: ${clash}`,
          ),
        ),
      ),
    );
    expect(clashes).toEqual([]);
  });

  it('dialogs and sheets: their own size and padding, or the ones their callers give', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => jsonResponse({ providers: ['apple', 'google'] })),
    );
    useSession.setState({ loginBottomSheetOpen: true });
    offlineAlert.getState().show();
    renderAt(
      <>
        <LoginSheet />
        <OfflineAlertDialog />
        <Dialog open onClose={() => {}} title="Terms" wide closeLabel="Close">
          <Spinner label="Loading" />
        </Dialog>
        <Sheet open onClose={() => {}} title="Event" hideTitle>
          <Spinner block label="Loading" className="py-12" />
        </Sheet>
      </>,
    );
    await screen.findByTestId('login-google');
    expect(screen.getByTestId('login-sheet').className).toContain('max-h-[450px] max-w-xl');
    expect(screen.getByTestId('offline-alert').className).toContain('max-w-sm p-6');
    expect(document.querySelectorAll('[role=dialog], [role=alertdialog]')).toHaveLength(4);
    expect(classConflictsIn(document.body)).toEqual([]);
  });

  it('event cards, rows and the event page: entry chips, the venue with its Greek name, the tickets button', () => {
    renderAt(
      <>
        <EventCard event={makeEvent({ entryPrice: 1000, selected: true })} />
        <SquareEventCard event={makeEvent({ entryPrice: 0, canceled: false })} />
        <EventRow event={makeEvent({ entryPrice: 1250 })} />
        <EventRow event={makeEvent({ entryPrice: 1250, canceled: true })} />
        <EventVenue event={makeEvent({ telephone: '+302810000000' })} />
        <EventFacts event={makeEvent({ entryPrice: 1000, ticketUrl: 'https://example.com/tickets' })} />
      </>,
    );
    expect(screen.getAllByTestId('entry-chip')).toHaveLength(3);
    expect(screen.getByTestId('name-greek').className).toContain('font-bold');
    expect(screen.getByRole('link', { name: /tickets/i })).toBeTruthy();
    expect(classConflictsIn(document.body)).toEqual([]);
  });

  it('skeletons, fields, the language switch and the brand mark', () => {
    renderAt(
      <>
        <EventCardSkeleton />
        <SquareEventCardSkeleton />
        <EventPageSkeleton />
        <ProfileSkeleton label="Loading" />
        <FormField label="E-mail" error="Required" />
        <PasswordField label="Password" error="Too short" />
        <LanguageToggle />
        <BrandMark className="size-8" />
      </>,
    );
    expect(document.querySelectorAll('.animate-shimmer').length).toBeGreaterThan(10);
    expect(classConflictsIn(document.body)).toEqual([]);
  });
});
