import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { InfoTooltip, TOOLTIP_HIDE_DELAY_MS } from './info-tooltip.tsx';

describe('info tooltip', () => {
  afterEach(() => {
    cleanup();
    vi.useRealTimers();
  });

  it('describes its button, shows on focus and hides 2 s after focus leaves', () => {
    vi.useFakeTimers();
    render(<InfoTooltip label="Σχετικά" text="Δημιουργήθηκε αυτόματα" />);
    const button = screen.getByRole('button', { name: 'Σχετικά' });
    const tooltip = screen.getByRole('tooltip', { hidden: true });
    expect(button.getAttribute('aria-describedby')).toBe(tooltip.id);
    expect(tooltip.textContent).toBe('Δημιουργήθηκε αυτόματα');
    expect(button.getAttribute('aria-expanded')).toBe('false');

    fireEvent.focus(button);
    expect(button.getAttribute('aria-expanded')).toBe('true');
    fireEvent.blur(button);
    act(() => vi.advanceTimersByTime(TOOLTIP_HIDE_DELAY_MS - 1));
    expect(button.getAttribute('aria-expanded')).toBe('true');
    act(() => vi.advanceTimersByTime(1));
    expect(button.getAttribute('aria-expanded')).toBe('false');
    expect(TOOLTIP_HIDE_DELAY_MS).toBe(2000);
  });

  it('hides at once on Escape and stays while the pointer is back over it', () => {
    vi.useFakeTimers();
    render(<InfoTooltip label="Σχετικά" text="Κείμενο" />);
    const button = screen.getByRole('button', { name: 'Σχετικά' });
    fireEvent.mouseEnter(button);
    fireEvent.mouseLeave(button);
    fireEvent.mouseEnter(screen.getByRole('tooltip', { hidden: true }));
    act(() => vi.advanceTimersByTime(5000));
    expect(button.getAttribute('aria-expanded')).toBe('true');
    fireEvent.keyDown(button, { key: 'Escape' });
    expect(button.getAttribute('aria-expanded')).toBe('false');
  });
});
