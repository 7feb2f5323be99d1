/**
 * A stored notification's story (what it tells, and the event as it was) read back from its
 * `kind` and `data` columns, so its words are written in the reader's language when read.
 */
import { ZEventChange, ZEventSnapshot } from '@glentia/core';
import { z } from 'zod';
import type { Language } from '../../lib/language.ts';
import { type NotificationStory, type NotificationTexts, storyTexts } from './notifications.messages.ts';

const ZStoryData = {
  'event-published': z.object({ snapshot: ZEventSnapshot }),
  'event-changed': z.object({ snapshot: ZEventSnapshot, change: ZEventChange }),
  'event-deleted': z.object({ snapshot: ZEventSnapshot }),
  uploader: z.object({
    snapshot: ZEventSnapshot,
    outcome: z.enum(['published', 'rejected']),
    reason: z.string().nullable(),
  }),
  reminder: z.object({ snapshot: ZEventSnapshot }),
  claim: z.object({
    target: z.string(),
    outcome: z.enum(['approved', 'refused']),
    reason: z.string().nullable(),
  }),
  digest: z.object({ to: z.string(), nights: z.number().int(), names: z.array(z.string()) }),
} satisfies Record<NotificationStory['kind'], z.ZodType>;

/** The columns a story is stored in. */
export function storyColumns(story: NotificationStory | undefined): { kind: string | null; data: unknown } {
  if (!story) return { kind: null, data: null };
  const { kind, ...data } = story;
  return { kind, data };
}

/** The story of stored columns, or null when there is none (older notifications) or it cannot be read. */
export function storyOf(kind: string | null, data: unknown): NotificationStory | null {
  if (!kind || !(kind in ZStoryData)) return null;
  const parsed = ZStoryData[kind as NotificationStory['kind']].safeParse(data);
  return parsed.success ? ({ kind, ...parsed.data } as NotificationStory) : null;
}

/** The words of a stored notification in `language`: from its story, else the words stored with it. */
export function wordsOf(
  row: { kind: string | null; data: unknown; title: string; body: string | null },
  language: Language,
): { title: string; body: string | null } {
  const story = storyOf(row.kind, row.data);
  if (!story) return { title: row.title, body: row.body };
  const texts: NotificationTexts = storyTexts(story, language);
  return texts;
}
