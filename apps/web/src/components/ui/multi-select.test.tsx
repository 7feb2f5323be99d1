import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { MultiSelect, type MultiSelectOption } from './multi-select.tsx';

const options: MultiSelectOption<'venue'>[] = [
  { id: 'v1', label: 'Ρακάδικο Η Λύρα', group: 'venue' },
  { id: 'v2', label: 'Μουσική Σκηνή Παλιά Χανιά', group: 'venue' },
];

function renderSelect(listOptions: () => readonly MultiSelectOption<'venue'>[]) {
  render(
    <MultiSelect
      label="Μαγαζί"
      placeholder="Γράψε ένα όνομα"
      options={listOptions}
      groups={[{ id: 'venue', label: 'Μαγαζιά' }]}
      selected={new Set()}
      onToggle={() => undefined}
      debounceMs={0}
      clearLabel="Καθάρισε"
      noMatches={() => 'Τίποτα'}
      resultCount={(count) => `${count} αποτελέσματα`}
    />,
  );
  return screen.getByRole('combobox', { name: 'Μαγαζί' });
}

describe('a list of options to tick', () => {
  it('asks for its options only once it is opened', () => {
    const listOptions = vi.fn(() => options);
    const input = renderSelect(listOptions);
    expect(listOptions).not.toHaveBeenCalled();

    fireEvent.focus(input);
    expect(screen.getAllByRole('option').map((option) => option.textContent)).toEqual(
      options.map((option) => option.label),
    );
    expect(listOptions).toHaveBeenCalled();
  });

  it('opens with the keyboard on its first option', () => {
    const input = renderSelect(() => options);
    fireEvent.keyDown(input, { key: 'ArrowDown' });
    expect(input.getAttribute('aria-expanded')).toBe('true');
    expect(input.getAttribute('aria-activedescendant')).toBe(screen.getAllByRole('option')[0]!.id);
    fireEvent.keyDown(input, { key: 'ArrowDown' });
    expect(input.getAttribute('aria-activedescendant')).toBe(screen.getAllByRole('option')[1]!.id);
  });
});
