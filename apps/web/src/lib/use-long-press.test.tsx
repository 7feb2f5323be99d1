import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useLongPress } from './use-long-press.ts';

function Card({ onLongPress, onOpen }: { onLongPress?: () => void; onOpen: () => void }) {
  const handlers = useLongPress(onLongPress);
  return (
    <button type="button" {...handlers} onClick={onOpen}>
      card
    </button>
  );
}

describe('long press and right-click select a card', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => {
    cleanup();
    vi.useRealTimers();
  });

  const press = (x = 10, y = 10) =>
    fireEvent.pointerDown(screen.getByText('card'), {
      pointerType: 'touch',
      button: 0,
      clientX: x,
      clientY: y,
    });

  it('selects after 300 ms held still, and the click that ends the press does not open the card', () => {
    const onLongPress = vi.fn();
    const onOpen = vi.fn();
    render(<Card onLongPress={onLongPress} onOpen={onOpen} />);
    press();
    act(() => vi.advanceTimersByTime(299));
    expect(onLongPress).not.toHaveBeenCalled();
    act(() => vi.advanceTimersByTime(1));
    expect(onLongPress).toHaveBeenCalledTimes(1);
    fireEvent.pointerUp(screen.getByText('card'));
    fireEvent.click(screen.getByText('card'));
    expect(onOpen).not.toHaveBeenCalled();
    // The next ordinary tap opens it again.
    fireEvent.click(screen.getByText('card'));
    expect(onOpen).toHaveBeenCalledTimes(1);
  });

  it('lets a short tap open the card', () => {
    const onLongPress = vi.fn();
    const onOpen = vi.fn();
    render(<Card onLongPress={onLongPress} onOpen={onOpen} />);
    press();
    act(() => vi.advanceTimersByTime(120));
    fireEvent.pointerUp(screen.getByText('card'));
    fireEvent.click(screen.getByText('card'));
    act(() => vi.advanceTimersByTime(500));
    expect(onLongPress).not.toHaveBeenCalled();
    expect(onOpen).toHaveBeenCalledTimes(1);
  });

  it('forgives a finger moving up to 20 px, but a scroll cancels it', () => {
    const onLongPress = vi.fn();
    render(<Card onLongPress={onLongPress} onOpen={vi.fn()} />);
    press(10, 10);
    fireEvent.pointerMove(screen.getByText('card'), { clientX: 22, clientY: 26 });
    act(() => vi.advanceTimersByTime(300));
    expect(onLongPress).toHaveBeenCalledTimes(1);

    press(10, 10);
    fireEvent.pointerMove(screen.getByText('card'), { clientX: 35, clientY: 10 });
    act(() => vi.advanceTimersByTime(400));
    expect(onLongPress).toHaveBeenCalledTimes(1);
  });

  it('selects on a mouse held still for 300 ms too, and a right-click after a press selects only once', () => {
    const onLongPress = vi.fn();
    const onOpen = vi.fn();
    render(<Card onLongPress={onLongPress} onOpen={onOpen} />);
    const card = screen.getByText('card');
    fireEvent.pointerDown(card, { pointerType: 'mouse', button: 0, clientX: 10, clientY: 10 });
    act(() => vi.advanceTimersByTime(300));
    expect(onLongPress).toHaveBeenCalledTimes(1);
    // Some phones raise a context menu at the end of a long touch: not a second selection.
    fireEvent.contextMenu(card);
    expect(onLongPress).toHaveBeenCalledTimes(1);
    fireEvent.pointerUp(card);
    fireEvent.click(card);
    expect(onOpen).not.toHaveBeenCalled();
    // A mouse's right button does not start a press; its context menu selects.
    fireEvent.pointerDown(card, { pointerType: 'mouse', button: 2, clientX: 10, clientY: 10 });
    act(() => vi.advanceTimersByTime(400));
    expect(onLongPress).toHaveBeenCalledTimes(1);
  });

  it('selects on right-click instead of opening the browser menu', () => {
    const onLongPress = vi.fn();
    render(<Card onLongPress={onLongPress} onOpen={vi.fn()} />);
    const event = new MouseEvent('contextmenu', { bubbles: true, cancelable: true });
    act(() => {
      screen.getByText('card').dispatchEvent(event);
    });
    expect(event.defaultPrevented).toBe(true);
    expect(onLongPress).toHaveBeenCalledTimes(1);
  });

  it('leaves the browser alone when nothing can be selected', () => {
    const onOpen = vi.fn();
    render(<Card onOpen={onOpen} />);
    const event = new MouseEvent('contextmenu', { bubbles: true, cancelable: true });
    screen.getByText('card').dispatchEvent(event);
    expect(event.defaultPrevented).toBe(false);
    press();
    act(() => vi.advanceTimersByTime(400));
    fireEvent.click(screen.getByText('card'));
    expect(onOpen).toHaveBeenCalledTimes(1);
  });
});
