// @vitest-environment happy-dom
import { useEffect, useState } from 'react';
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { Drawer, useHoldDrawerOpen } from '../../src/components/Drawer';
import { CancelButton } from '../../src/components/CancelButton';
import { ConfirmProvider } from '../../src/components/ConfirmDialog';
import { heldRequest, renderAdmin, startI18n } from '../helpers';

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

/** A form whose save waits on `request`; its Cancel is the shared CancelButton (busy while it saves). */
function SavingEditor({ onClose, request, withCancel = true }: { onClose: () => void; request: Promise<never>; withCancel?: boolean }) {
  const [saving, setSaving] = useState(false);
  const [answer, setAnswer] = useState<string | null>(null);
  return (
    <ConfirmProvider>
      <Drawer open title="Edit hotel" closeLabel="Close" onClose={onClose} testId="drawer">
        <form
          onSubmit={(event) => {
            event.preventDefault();
            setSaving(true);
            request.catch(() => setAnswer('Refused')).finally(() => setSaving(false));
          }}
        >
          <label>
            Name <input name="name" defaultValue="Zigana Inn" />
          </label>
          {withCancel ? (
            <CancelButton busy={saving} onCancel={onClose}>
              Cancel
            </CancelButton>
          ) : (
            <HoldWhile busy={saving} />
          )}
          <button type="submit">Save</button>
          {answer && <p>{answer}</p>}
        </form>
      </Drawer>
    </ConfirmProvider>
  );
}

function HoldWhile({ busy }: { busy: boolean }) {
  useHoldDrawerOpen(busy);
  return null;
}

/** A drawer busy with its own work (as the booking drawer with a move) until `request` settles. */
function BusyWhile({ request, onClose }: { request: Promise<never>; onClose: () => void }) {
  const [busy, setBusy] = useState(true);
  useEffect(() => {
    request.catch(() => setBusy(false));
  }, [request]);
  return (
    <ConfirmProvider>
      <Drawer open busy={busy} title="Booking" closeLabel="Close" onClose={onClose} testId="drawer">
        <p>Moving</p>
      </Drawer>
    </ConfirmProvider>
  );
}

/** Escape on a modal <dialog>: the browser fires `cancel` at it. */
const escape = () => fireEvent(screen.getByTestId('drawer'), new Event('cancel', { cancelable: true }));
const closeButton = () => screen.getByRole('button', { name: 'Close', hidden: true }) as HTMLButtonElement;

// × and Escape closed the drawer while its form's save was in flight (its Cancel was already busy):
// the save's answer had nowhere to show. Now they wait for the save as the Cancel does.
describe('Drawer: not closed while its form saves', () => {
  it('× is busy (focusable, labelled) and neither it nor Escape closes during a held save; both work after it', async () => {
    const { request, refuse } = heldRequest();
    const onClose = vi.fn();
    renderAdmin(<SavingEditor onClose={onClose} request={request} />);
    expect(closeButton().hasAttribute('aria-disabled')).toBe(false);
    fireEvent.click(screen.getByRole('button', { name: 'Save', hidden: true }));
    await waitFor(() => expect(closeButton().getAttribute('aria-disabled')).toBe('true'));
    expect(closeButton().disabled).toBe(false);
    closeButton().focus();
    fireEvent.click(closeButton());
    escape();
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(document.activeElement).toBe(closeButton());
    expect(onClose).not.toHaveBeenCalled();

    refuse(new Error('refused'));
    await screen.findByText('Refused');
    await waitFor(() => expect(closeButton().hasAttribute('aria-disabled')).toBe(false));
    escape();
    await waitFor(() => expect(onClose).toHaveBeenCalledTimes(1));
    fireEvent.click(closeButton());
    await waitFor(() => expect(onClose).toHaveBeenCalledTimes(2));
  });

  it('a form without a Cancel holds it with useHoldDrawerOpen', async () => {
    const { request, refuse } = heldRequest();
    const onClose = vi.fn();
    renderAdmin(<SavingEditor onClose={onClose} request={request} withCancel={false} />);
    fireEvent.click(screen.getByRole('button', { name: 'Save', hidden: true }));
    await waitFor(() => expect(closeButton().getAttribute('aria-disabled')).toBe('true'));
    escape();
    fireEvent.click(closeButton());
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(onClose).not.toHaveBeenCalled();
    refuse(new Error('refused'));
    await screen.findByText('Refused');
    await waitFor(() => expect(closeButton().hasAttribute('aria-disabled')).toBe(false));
    fireEvent.click(closeButton());
    await waitFor(() => expect(onClose).toHaveBeenCalledTimes(1));
  });

  it('the `busy` prop (work started by the drawer itself, a booking move) holds it the same way', async () => {
    const { request, refuse } = heldRequest();
    const onClose = vi.fn();
    renderAdmin(<BusyWhile request={request} onClose={onClose} />);
    expect(closeButton().getAttribute('aria-disabled')).toBe('true');
    fireEvent.click(closeButton());
    escape();
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(onClose).not.toHaveBeenCalled();
    refuse(new Error('refused'));
    await waitFor(() => expect(closeButton().hasAttribute('aria-disabled')).toBe(false));
    fireEvent.click(closeButton());
    await waitFor(() => expect(onClose).toHaveBeenCalledTimes(1));
  });
});
