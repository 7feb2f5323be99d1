import { describe, expect, it } from 'vitest';
import { makeEvent } from '../../../test/fixtures.ts';
import { pickMoreEvents } from './more-events.ts';

describe('more events', () => {
  it('picks three other, future, not canceled events', () => {
    const current = makeEvent();
    const past = makeEvent({ future: false });
    const canceled = makeEvent({ canceled: true });
    const others = Array.from({ length: 6 }, () => makeEvent());
    const picked = pickMoreEvents([current, past, canceled, ...others], current.id);
    expect(picked).toHaveLength(3);
    for (const event of picked) {
      expect(others).toContain(event);
    }
    expect(new Set(picked.map((event) => event.id)).size).toBe(3);
  });

  it('draws at random', () => {
    const others = Array.from({ length: 5 }, () => makeEvent());
    const first = pickMoreEvents(others, 'none', 3, () => 0);
    const last = pickMoreEvents(others, 'none', 3, () => 0.999);
    expect(first.map((event) => event.id)).toEqual(others.slice(0, 3).map((event) => event.id));
    expect(last[0]?.id).toBe(others[4]?.id);
  });

  it('gives fewer when there are fewer, and none when there is nothing else', () => {
    const only = makeEvent();
    const another = makeEvent();
    expect(pickMoreEvents([only, another], only.id)).toEqual([another]);
    expect(pickMoreEvents([only], only.id)).toEqual([]);
  });
});
