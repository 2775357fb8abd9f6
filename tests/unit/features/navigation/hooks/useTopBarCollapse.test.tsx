import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, fireEvent, render, screen } from '@testing-library/react';
import { useTopBarCollapse } from '@features/navigation/hooks/useTopBarCollapse';

function Harness() {
  const bar = useTopBarCollapse<HTMLDivElement>(31);
  return (
    <div>
      <div ref={bar.contentRef}>content</div>
      <output>{bar.collapsible ? (bar.collapsed ? 'collapsed' : 'expanded') : 'plain'}</output>
      <button type="button" onClick={bar.toggle}>
        toggle
      </button>
    </div>
  );
}

let height = 0;
const heightSpy = () => vi.spyOn(HTMLElement.prototype, 'offsetHeight', 'get').mockImplementation(() => height);

describe('useTopBarCollapse', () => {
  afterEach(() => vi.restoreAllMocks());

  it('is not collapsible when the content fits in 31 px', () => {
    height = 31;
    heightSpy();
    render(<Harness />);
    expect(screen.getByRole('status')).toHaveTextContent('plain');
  });

  it('collapses content taller than 31 px and toggles it open', () => {
    height = 60;
    heightSpy();
    render(<Harness />);
    expect(screen.getByRole('status')).toHaveTextContent('collapsed');
    fireEvent.click(screen.getByRole('button'));
    expect(screen.getByRole('status')).toHaveTextContent('expanded');
  });

  it('measures again when the window is resized (content rewraps)', () => {
    height = 26;
    heightSpy();
    render(<Harness />);
    expect(screen.getByRole('status')).toHaveTextContent('plain');
    height = 52;
    act(() => void window.dispatchEvent(new Event('resize')));
    expect(screen.getByRole('status')).toHaveTextContent('collapsed');
  });
});
