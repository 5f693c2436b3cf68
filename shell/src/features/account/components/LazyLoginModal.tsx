import { lazy, Suspense, useState } from 'react';
import { useLoginModal } from '../model/loginModalStore';

const loadLoginModal = () => import('./LoginModal');

const LoginModal = lazy(async () => {
  const module = await loadLoginModal();
  // The account texts first: the modal never opens with its keys showing.
  await module.ready;
  return { default: module.LoginModal };
});

/** Starts downloading the sign-in modal and its texts (the header's button, on hover or focus). */
export function preloadLoginModal(): void {
  void loadLoginModal();
}

/**
 * The header's sign-in modal, mounted on every page but downloaded (with the account texts) only
 * when it is first opened, so pages where nobody signs in do not download either. Kept mounted
 * from then on, so it opens and closes as before.
 */
export function LazyLoginModal() {
  const open = useLoginModal((state) => state.open);
  const [opened, setOpened] = useState(open);
  if (open && !opened) setOpened(true);
  if (!opened) return null;
  return (
    <Suspense fallback={null}>
      <LoginModal />
    </Suspense>
  );
}
