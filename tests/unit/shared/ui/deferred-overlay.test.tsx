import { describe, expect, it } from 'vitest';
import { act, renderHook } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import type { ReactNode } from 'react';
import { useDeferredOverlay } from '@shared/ui/useDeferredOverlay';

const wrapper = ({ children }: { children: ReactNode }) => <MemoryRouter>{children}</MemoryRouter>;

describe('useDeferredOverlay', () => {
  it('hands out the same open, close and error actions on every render, so what it is given to renders once', () => {
    const { result, rerender } = renderHook(() => useDeferredOverlay('test'), { wrapper });
    const first = result.current;
    rerender();
    act(() => first.show());
    expect(result.current.open).toBe(true);
    expect(result.current.show).toBe(first.show);
    expect(result.current.close).toBe(first.close);
    expect(result.current.onLoadError).toBe(first.onLoadError);
    act(() => result.current.close());
    expect(result.current.open).toBe(false);
    expect(result.current.mounted).toBe(true);
  });
});
