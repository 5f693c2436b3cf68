import { Component, Suspense, useState, type ReactNode } from 'react';
import { lazyComponent } from '@trabzon/ui';
import { useLoginModal } from '../model/loginModalStore';

const loadLoginModal = () => import('./LoginModal');

// lazyComponent, not React.lazy: a download that failed is tried again at the next opening.
const LoginModal = lazyComponent(async () => {
  const module = await loadLoginModal();
  // The account texts first: the modal never opens with its keys showing.
  await module.ready;
  return module.LoginModal;
});

/** Starts downloading the sign-in modal and its texts (the header's button, on hover or focus). */
export function preloadLoginModal(): void {
  void loadLoginModal().catch(() => undefined);
}

/**
 * When the modal's code cannot be downloaded (a dropped connection, a page older than a new release),
 * the modal closes instead of the error taking the page down; the next press of Sign in tries again.
 */
class CloseOnLoadFailure extends Component<{ onFailure: () => void; children: ReactNode }, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  override componentDidCatch() {
    this.props.onFailure();
  }

  override render() {
    return this.state.failed ? null : this.props.children;
  }
}

/**
 * The header's sign-in modal, mounted on every page but downloaded (with the account texts) only
 * when it is first opened, so pages where nobody signs in do not download either. Kept mounted
 * from then on, so it opens and closes as before.
 */
export function LazyLoginModal() {
  const open = useLoginModal((state) => state.open);
  const hide = useLoginModal((state) => state.hide);
  const [opened, setOpened] = useState(open);
  if (open && !opened) setOpened(true);
  if (!opened) return null;
  // Unmounted on failure: the next opening mounts a fresh boundary and loads again.
  const failed = () => {
    hide();
    setOpened(false);
  };
  return (
    <CloseOnLoadFailure onFailure={failed}>
      <Suspense fallback={null}>
        <LoginModal />
      </Suspense>
    </CloseOnLoadFailure>
  );
}
