// @vitest-environment happy-dom
import { useState } from 'react';
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { Drawer } from '../../src/components/Drawer';
import { ConfirmProvider } from '../../src/components/ConfirmDialog';
import { renderAdmin, startI18n } from '../helpers';

function Editor({ onClose }: { onClose: () => void }) {
  const [saved, setSaved] = useState(false);
  return (
    <ConfirmProvider>
      <Drawer open title="Edit hotel" closeLabel="Close" onClose={onClose}>
        <form
          onSubmit={(event) => {
            event.preventDefault();
            setSaved(true);
          }}
        >
          <label>
            Name <input name="name" defaultValue="Zigana Inn" />
          </label>
          <button type="submit">Save</button>
          {saved && <p>Saved</p>}
        </form>
      </Drawer>
    </ConfirmProvider>
  );
}

beforeAll(startI18n);
afterEach(cleanup);

describe('Drawer: edits are not lost by closing it', () => {
  it('closes at once when nothing was typed', () => {
    const onClose = vi.fn();
    renderAdmin(<Editor onClose={onClose} />);
    fireEvent.click(screen.getByRole('button', { name: 'Close', hidden: true }));
    expect(onClose).toHaveBeenCalledTimes(1);
  });

  it('asks before discarding typed changes: keeping them leaves the drawer open, discarding closes it', async () => {
    const onClose = vi.fn();
    renderAdmin(<Editor onClose={onClose} />);
    fireEvent.change(screen.getByLabelText('Name'), { target: { value: 'Zigana Lodge' } });
    fireEvent.click(screen.getByRole('button', { name: 'Close', hidden: true }));
    const dialog = await screen.findByTestId('confirm-dialog');
    expect(dialog.textContent).toContain('Discard your changes?');
    fireEvent.click(screen.getByTestId('confirm-cancel'));
    await waitFor(() => expect(screen.queryByText('Discard your changes?')).toBeNull());
    expect(onClose).not.toHaveBeenCalled();

    fireEvent.click(screen.getByRole('button', { name: 'Close', hidden: true }));
    fireEvent.click(await screen.findByTestId('confirm-accept'));
    await waitFor(() => expect(onClose).toHaveBeenCalledTimes(1));
  });

  it('does not ask once the changes were submitted', () => {
    const onClose = vi.fn();
    renderAdmin(<Editor onClose={onClose} />);
    fireEvent.change(screen.getByLabelText('Name'), { target: { value: 'Zigana Lodge' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save', hidden: true }));
    fireEvent.click(screen.getByRole('button', { name: 'Close', hidden: true }));
    expect(onClose).toHaveBeenCalledTimes(1);
  });

  it('asks the browser to confirm leaving the page (reload, closing the tab) while typed changes are unsaved', () => {
    renderAdmin(<Editor onClose={vi.fn()} />);
    const leave = () => {
      const event = new Event('beforeunload', { cancelable: true });
      window.dispatchEvent(event);
      return event.defaultPrevented;
    };
    expect(leave()).toBe(false);
    fireEvent.change(screen.getByLabelText('Name'), { target: { value: 'Zigana Lodge' } });
    expect(leave()).toBe(true);
    fireEvent.click(screen.getByRole('button', { name: 'Save', hidden: true }));
    expect(leave()).toBe(false);
  });
});
