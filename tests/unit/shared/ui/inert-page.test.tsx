import { describe, expect, it } from 'vitest';
import { useState } from 'react';
import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Button, Dialog } from '@mui/material';
import { useInertPage } from '@shared/ui/useInertPage';
import { renderWithProviders } from '../../../support/render';

function Modal({
  name,
  open,
  onClose,
  children,
}: {
  name: string;
  open: boolean;
  onClose: () => void;
  children?: React.ReactNode;
}) {
  useInertPage(open);
  return (
    <Dialog open={open} onClose={onClose} aria-label={name}>
      <Button onClick={onClose}>Close {name}</Button>
      {children}
    </Dialog>
  );
}

/** A page with a button opening a dialog, which opens a confirmation over it. */
function Page() {
  const [outer, setOuter] = useState(false);
  const [inner, setInner] = useState(false);
  return (
    <>
      <Button onClick={() => setOuter(true)}>Open</Button>
      <Modal name="outer" open={outer} onClose={() => setOuter(false)}>
        <Button onClick={() => setInner(true)}>Confirm</Button>
        <Modal name="inner" open={inner} onClose={() => setInner(false)} />
      </Modal>
    </>
  );
}

const mount = () => {
  const root = document.body.appendChild(Object.assign(document.createElement('div'), { id: 'root' }));
  renderWithProviders(<Page />, { container: root });
  return root;
};

describe('useInertPage', () => {
  it('makes the page inert while a modal holds focus, and gives it back before focus returns to the opener', async () => {
    const root = mount();
    const user = userEvent.setup();
    const opener = screen.getByRole('button', { name: 'Open' });
    await user.click(opener);
    await waitFor(() => expect(root).toHaveAttribute('inert'));
    // A confirmation over the dialog: closing it leaves the page inert under the dialog.
    await user.click(screen.getByRole('button', { name: 'Confirm' }));
    await user.click(await screen.findByRole('button', { name: 'Close inner' }));
    await waitFor(() => expect(screen.queryByRole('button', { name: 'Close inner' })).toBeNull());
    expect(root).toHaveAttribute('inert');
    await user.click(screen.getByRole('button', { name: 'Close outer' }));
    await waitFor(() => expect(opener).toHaveFocus());
    expect(root).not.toHaveAttribute('inert');
    act(() => root.remove());
  });
});
