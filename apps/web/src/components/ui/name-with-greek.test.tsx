import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { displayName, originalBeside } from '../../lib/display-name.ts';
import { NameWithGreek } from './name-with-greek.tsx';

describe('names for the reader', () => {
  afterEach(cleanup);

  it('writes Greek names in Latin letters in English only', () => {
    expect(displayName('Ρακάδικο Η Λύρα', 'en')).toBe('Rakadiko Lyra');
    expect(displayName('Κέντρο Διασκέδασης Ο Ψηλορείτης', 'en')).toBe('Kentro Diaskedasis Psiloritis');
    expect(displayName('Ρακάδικο Η Λύρα', 'el')).toBe('Ρακάδικο Η Λύρα');
    expect(displayName('Kazani Live Stage', 'en')).toBe('Kazani Live Stage');
    expect(originalBeside('Kazani Live Stage', 'en')).toBeNull();
    expect(originalBeside('Χανιά', 'en')).toBe('Χανιά');
  });

  it('shows the Greek beside the Latin spelling on detail pages', () => {
    render(<NameWithGreek name="Μπουρνάζι" language="en" />);
    expect(screen.getByText('Bournazi')).toBeTruthy();
    expect(screen.getByTestId('name-greek').textContent).toBe('Μπουρνάζι');
    cleanup();
    render(<NameWithGreek name="Μπουρνάζι" language="el" />);
    expect(screen.getByText('Μπουρνάζι')).toBeTruthy();
    expect(screen.queryByTestId('name-greek')).toBeNull();
  });
});
