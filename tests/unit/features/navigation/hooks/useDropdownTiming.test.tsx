import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, fireEvent, render, screen } from '@testing-library/react';
import { useDropdownTiming } from '@features/navigation/hooks/useDropdownTiming';

const timing = { showDelayMs: 0, hideDelayMs: 150, touchHideDelayMs: 350 };

function Harness(props: Partial<typeof timing>) {
  const dropdown = useDropdownTiming<HTMLDivElement>({ ...timing, ...props });
  return (
    <>
      <div data-testid="item" ref={dropdown.containerRef} {...dropdown.itemProps}>
        <button type="button" onClick={dropdown.toggle}>
          toggle
        </button>
        <div data-testid="state">{dropdown.open ? 'open' : 'closed'}</div>
      </div>
      <button type="button">outside</button>
    </>
  );
}

const state = () => screen.getByTestId('state').textContent;
const item = () => screen.getByTestId('item');
const advance = (ms: number) => act(() => vi.advanceTimersByTime(ms));

describe('useDropdownTiming', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('shows at once on mouse hover (show timeout 0 ms)', () => {
    render(<Harness />);
    fireEvent.pointerEnter(item(), { pointerType: 'mouse' });
    expect(state()).toBe('open');
  });

  it('waits for a non-zero show timeout', () => {
    render(<Harness showDelayMs={100} />);
    fireEvent.pointerEnter(item(), { pointerType: 'mouse' });
    advance(99);
    expect(state()).toBe('closed');
    advance(1);
    expect(state()).toBe('open');
  });

  it('hides 150 ms after the mouse leaves, not before', () => {
    render(<Harness />);
    fireEvent.pointerEnter(item(), { pointerType: 'mouse' });
    fireEvent.pointerLeave(item(), { pointerType: 'mouse' });
    advance(149);
    expect(state()).toBe('open');
    advance(1);
    expect(state()).toBe('closed');
  });

  it('stays open when the mouse comes back within the hide timeout', () => {
    render(<Harness />);
    fireEvent.pointerEnter(item(), { pointerType: 'mouse' });
    fireEvent.pointerLeave(item(), { pointerType: 'mouse' });
    advance(100);
    fireEvent.pointerEnter(item(), { pointerType: 'mouse' });
    advance(500);
    expect(state()).toBe('open');
  });

  it('does not open on touch hover; a tap on the toggle opens it', () => {
    render(<Harness />);
    fireEvent.pointerEnter(item(), { pointerType: 'touch' });
    expect(state()).toBe('closed');
    fireEvent.click(screen.getByRole('button', { name: 'toggle' }));
    expect(state()).toBe('open');
  });

  it('a click on a hover-opened menu keeps it open, and then leaving does not close it', () => {
    render(<Harness />);
    fireEvent.pointerEnter(item(), { pointerType: 'mouse' });
    fireEvent.click(screen.getByRole('button', { name: 'toggle' }));
    expect(state()).toBe('open');
    fireEvent.pointerLeave(item(), { pointerType: 'mouse' });
    advance(1000);
    expect(state()).toBe('open');
    fireEvent.click(screen.getByRole('button', { name: 'toggle' }));
    expect(state()).toBe('closed');
  });

  it('a tap outside on touch hides after 350 ms', () => {
    render(<Harness />);
    fireEvent.click(screen.getByRole('button', { name: 'toggle' }));
    fireEvent.pointerDown(screen.getByRole('button', { name: 'outside' }), { pointerType: 'touch' });
    advance(349);
    expect(state()).toBe('open');
    advance(1);
    expect(state()).toBe('closed');
  });

  it('a mouse click outside hides at once; a press inside does not', () => {
    render(<Harness />);
    fireEvent.click(screen.getByRole('button', { name: 'toggle' }));
    fireEvent.pointerDown(screen.getByTestId('state'), { pointerType: 'mouse' });
    expect(state()).toBe('open');
    fireEvent.pointerDown(screen.getByRole('button', { name: 'outside' }), { pointerType: 'mouse' });
    expect(state()).toBe('closed');
  });

  it('closes when focus moves to an element outside, not when it leaves the window', () => {
    render(<Harness />);
    const toggle = screen.getByRole('button', { name: 'toggle' });
    fireEvent.click(toggle);
    fireEvent.blur(toggle, { relatedTarget: null });
    expect(state()).toBe('open');
    fireEvent.blur(toggle, { relatedTarget: screen.getByRole('button', { name: 'outside' }) });
    expect(state()).toBe('closed');
  });
});
