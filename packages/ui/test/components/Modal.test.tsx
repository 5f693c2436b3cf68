// @vitest-environment happy-dom
import { act, cleanup, fireEvent, screen } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { Modal } from '../../src/components/Modal';
import { renderInKit } from '../helpers/render';

afterEach(cleanup);

let signInElsewhere: () => void = () => {};

/** A header slot whose Sign in button gives way to an account menu (a new element) on sign-in, and the modal. */
function HeaderWithModal() {
  const [signedIn, setSignedIn] = useState(false);
  const [open, setOpen] = useState(false);
  signInElsewhere = () => {
    setSignedIn(true);
    setOpen(false);
  };
  return (
    <>
      <div>
        {signedIn ? (
          <span>
            <button type="button">Account</button>
          </span>
        ) : (
          <button type="button" onClick={() => setOpen(true)}>
            Sign in
          </button>
        )}
      </div>
      <Modal open={open} title="Sign in" closeLabel="Close" onClose={() => setOpen(false)}>
        <input aria-label="Email" />
      </Modal>
    </>
  );
}

describe('Modal focus on close', () => {
  it('goes to what took the opener’s place when the opener left the page while it was open', () => {
    renderInKit(<HeaderWithModal />);
    const opener = screen.getByRole('button', { name: 'Sign in' });
    opener.focus();
    fireEvent.click(opener);
    screen.getByLabelText('Email').focus();
    act(() => signInElsewhere());
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Account' }));
  });
});
