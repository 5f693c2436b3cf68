// @vitest-environment happy-dom
import { act, cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { LazyLoginModal } from '../../src/features/account/components/LazyLoginModal';
import { useLoginModal } from '../../src/features/account/model/loginModalStore';

// The modal's download fails while `network.down` (a dropped connection), then works.
const network = vi.hoisted(() => ({ down: false }));
vi.mock('../../src/features/account/components/LoginModal', () => ({
  ready: {
    then(resolve: () => void, reject: (error: Error) => void) {
      if (network.down) reject(new Error('offline'));
      else resolve();
    },
  },
  LoginModal: () => <div data-testid="login-modal">Sign in</div>,
}));

function Page() {
  const show = useLoginModal((state) => state.show);
  return (
    <main>
      <p>The page</p>
      <button type="button" onClick={() => show('login')}>
        Sign in
      </button>
      <LazyLoginModal />
    </main>
  );
}

afterEach(() => {
  cleanup();
  act(() => useLoginModal.getState().hide());
});

describe('the sign-in modal when its download fails', () => {
  it('closes instead of taking the page down, and the next press loads it again', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    render(<Page />);
    network.down = true;
    fireEvent.click(screen.getByRole('button', { name: 'Sign in' }));
    await waitFor(() => expect(useLoginModal.getState().open).toBe(false));
    expect(screen.getByText('The page')).toBeTruthy();
    expect(screen.queryByTestId('login-modal')).toBeNull();

    network.down = false;
    fireEvent.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(await screen.findByTestId('login-modal')).toBeTruthy();
    expect(screen.getByText('The page')).toBeTruthy();
  });
});
