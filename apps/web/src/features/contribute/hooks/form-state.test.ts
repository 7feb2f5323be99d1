import { describe, expect, it } from 'vitest';
import { makeReviewEvent } from '../../../test/fixtures.ts';
import {
  emptyFormState,
  formStateFromEvent,
  hasUnsavedChanges,
  nextMaskedPhone,
  toFormValues,
} from './form-state.ts';

describe('booking phone typing', () => {
  it.each([
    ['', '6', '+30 6__ ____ ___'],
    ['+30 6__ ____ ___', '+30 69__ ____ ___', '+30 69_ ____ ___'],
    ['', '+30 697 1234 567', '+30 697 1234 567'],
    ['', '0030 697 1234567', '+30 697 1234 567'],
    ['', '6971234567', '+30 697 1234 567'],
    ['+30 697 1234 567', '+30 697 1234 56', '+30 697 1234 56_'],
    ['+30 697 1___ ___', '+30 697 1___ __', '+30 697 ____ ___'],
    ['+30 6__ ____ ___', '+30 __ ____ ___', ''],
    ['+30 6__ ____ ___', '', ''],
  ])('%s, then typing %s, shows %s', (previous, typed, shown) => {
    expect(nextMaskedPhone(previous, typed)).toBe(shown);
  });
});

describe('form state', () => {
  it('fills from an event, pending names included, and sends what SPEC §5 says', () => {
    const event = makeReviewEvent({
      telephone: '+306971234567',
      time: '21:30',
      duration: 5,
      description: 'Γλέντι',
      pendingArtists: ['Νέος Λυράρης'],
    });
    const state = formStateFromEvent(event);
    expect(state).toMatchObject({
      telephone: '+30 697 1234 567',
      time: '21:30',
      duration: '5',
      artists: [
        { id: event.artists[0]!.id, name: 'Ψαρογιώργης' },
        { id: null, name: 'Νέος Λυράρης' },
      ],
      location: { id: event.location!.id, name: 'Κέντρο Ο Αρμός' },
    });
    expect(toFormValues({ ...state, updateLocationPhone: true })).toMatchObject({
      duration: 5,
      time: '21:30',
      updateLocationPhone: true,
    });
    expect(
      toFormValues({ ...state, telephone: '+30 697 1___ ___', updateLocationPhone: true })
        .updateLocationPhone,
    ).toBe(false);
  });

  it('knows when there is something to lose', () => {
    const start = emptyFormState('2026-07-03');
    expect(hasUnsavedChanges(start, start)).toBe(false);
    expect(hasUnsavedChanges({ ...start, description: 'x' }, start)).toBe(true);
    expect(hasUnsavedChanges({ ...start, photo: new File(['x'], 'a.jpg') }, start)).toBe(true);
  });
});
