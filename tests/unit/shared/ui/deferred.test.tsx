import { describe, expect, it, vi } from 'vitest';
import { render, screen } from '@testing-library/react';
import { deferred } from '@shared/ui/Deferred';

function Greeting({ name }: { name: string }) {
  return <p>Hello {name}</p>;
}

describe('deferred', () => {
  it('renders the component once its code has arrived, with its props', async () => {
    const load = vi.fn(() => Promise.resolve(Greeting));
    const DeferredGreeting = deferred(load);
    render(<DeferredGreeting name="Amina" />);
    expect(await screen.findByText('Hello Amina')).toBeInTheDocument();
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('renders nothing and reports a failed download, without breaking the page; the next mount tries again', async () => {
    const errors = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const load = vi
      .fn<() => Promise<typeof Greeting>>()
      .mockRejectedValueOnce(new Error('offline'))
      .mockResolvedValue(Greeting);
    const DeferredGreeting = deferred(load);
    const onLoadError = vi.fn();
    const { unmount } = render(
      <main>
        <h1>Page</h1>
        <DeferredGreeting name="Amina" onLoadError={onLoadError} />
      </main>,
    );
    await vi.waitFor(() => expect(onLoadError).toHaveBeenCalledTimes(1));
    expect(screen.getByRole('heading', { name: 'Page' })).toBeInTheDocument();
    expect(screen.queryByText('Hello Amina')).not.toBeInTheDocument();
    unmount();
    render(<DeferredGreeting name="Amina" />);
    expect(await screen.findByText('Hello Amina')).toBeInTheDocument();
    expect(load).toHaveBeenCalledTimes(2);
    errors.mockRestore();
  });

  it('can start the download ahead of the first render', async () => {
    const load = vi.fn(() => Promise.resolve(Greeting));
    const DeferredGreeting = deferred(load);
    DeferredGreeting.preload();
    expect(load).toHaveBeenCalledTimes(1);
    render(<DeferredGreeting name="Amina" />);
    expect(await screen.findByText('Hello Amina')).toBeInTheDocument();
  });
});
