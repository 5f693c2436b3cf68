import { createContext, useCallback, useContext, useEffect, useLayoutEffect, useRef, useState, type ReactNode } from 'react';
import styled from 'styled-components';
import { useModalDialog, useToastHost } from '@trabzon/ui';
import { useTranslation } from '@trabzon/i18n';
import { useConfirm } from './ConfirmDialog';
import { useWarnBeforeUnload } from '../lib/forms';

const Dialog = styled.dialog`
  margin: 0;
  margin-inline-start: auto;
  padding: 0;
  border: none;
  block-size: 100dvh;
  max-block-size: 100dvh;
  inline-size: min(${({ theme }) => theme.space(200)}, 100vw);
  max-inline-size: 100vw;
  background: ${({ theme }) => theme.colors.surface};
  color: ${({ theme }) => theme.colors.text};
  box-shadow: ${({ theme }) => theme.shadow.lg};
  &[open] {
    display: flex;
    flex-direction: column;
  }
  &::backdrop {
    background: ${({ theme }) => theme.colors.text};
    opacity: 0.5;
  }
`;

const Head = styled.div`
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space(3)};
  padding-block: ${({ theme }) => theme.space(4)};
  padding-inline: ${({ theme }) => theme.space(6)};
  border-block-end: 1px solid ${({ theme }) => theme.colors.surfaceAlt};
  h2 {
    margin: 0;
    font-size: ${({ theme }) => theme.fontSize.lg}px;
  }
`;

const Close = styled.button`
  border: none;
  background: transparent;
  color: inherit;
  font-size: ${({ theme }) => theme.fontSize.xl}px;
  line-height: 1;
  inline-size: ${({ theme }) => theme.space(10)};
  block-size: ${({ theme }) => theme.space(10)};
  border-radius: ${({ theme }) => theme.radius.pill};
  cursor: pointer;
  &:hover {
    background: ${({ theme }) => theme.colors.surfaceAlt};
  }
  &[aria-disabled='true'] {
    opacity: 0.5;
    cursor: not-allowed;
  }
`;

const Body = styled.div`
  flex: 1;
  overflow-y: auto;
  padding-block: ${({ theme }) => theme.space(4)};
  padding-inline: ${({ theme }) => theme.space(6)};
`;

interface DrawerProps {
  open: boolean;
  title: ReactNode;
  closeLabel: string;
  onClose: () => void;
  children: ReactNode;
  testId?: string;
  /** True while work started in the drawer itself is in flight (a form's CancelButton holds it by itself). */
  busy?: boolean;
}

/** Lets what is inside a drawer keep it open: `hold()` returns its release. */
const DrawerHold = createContext<(() => () => void) | null>(null);

/**
 * Keeps the enclosing Drawer open (×, Escape) while `busy`, as the form's CancelButton is locked: the
 * save's answer (a refusal, an edit conflict) needs its form still there. Outside a drawer it does nothing.
 */
export function useHoldDrawerOpen(busy: boolean): void {
  const hold = useContext(DrawerHold);
  // Before paint: × turns busy and back in the same frame as the form's Cancel.
  useLayoutEffect(() => (busy && hold ? hold() : undefined), [busy, hold]);
}

/** How many holders keep the drawer open: a ref for the close request to read, a state to render × busy. */
function useHolds() {
  const count = useRef(0);
  const [held, setHeld] = useState(false);
  const hold = useCallback(() => {
    count.current += 1;
    setHeld(true);
    let released = false;
    return () => {
      if (released) return;
      released = true;
      count.current -= 1;
      setHeld(count.current > 0);
    };
  }, []);
  return { hold, held, isHeld: useCallback(() => count.current > 0, []) };
}

/**
 * A side panel for admin forms on the native modal <dialog>: the browser keeps focus inside,
 * Escape closes it and focus goes back to the button that opened it. Closing it (Escape, ×) after
 * typing in it asks first, so edits are not lost by a stray key (a reload or closing the tab gets the
 * browser's own question); a submit counts as keeping them. While a save is in flight (`busy`, or a
 * form's busy CancelButton inside) × is busy like that Cancel and neither it nor Escape closes the drawer.
 */
export function Drawer({ open, title, closeLabel, onClose, children, testId, busy = false }: DrawerProps) {
  const { t } = useTranslation('admin');
  const confirm = useConfirm();
  const { hold, held, isHeld } = useHolds();
  const closeLocked = busy || held;
  const edited = useRef(false);
  const isEdited = useCallback(() => edited.current, []);
  useEffect(() => {
    if (open) edited.current = false;
  }, [open]);
  // Reloading or closing the tab asks the browser's own question while typed changes are unsaved.
  useWarnBeforeUnload(open ? isEdited : false);
  const requestClose = useCallback(async () => {
    if (busy || isHeld()) return;
    if (edited.current) {
      const discard = await confirm({ title: t('unsaved.title'), message: t('unsaved.message'), confirmLabel: t('unsaved.discard') });
      if (!discard) return;
    }
    onClose();
  }, [busy, confirm, isHeld, onClose, t]);
  const { ref, titleId, dialogProps } = useModalDialog(open, () => void requestClose());
  useToastHost(ref, open);
  return (
    <Dialog {...dialogProps} data-testid={testId}>
      {open && (
        <>
          <Head>
            <h2 id={titleId}>{title}</h2>
            {/* Busy, not disabled (as CancelButton): a disabled button would drop the keyboard's focus to <body>. */}
            <Close type="button" aria-label={closeLabel} aria-disabled={closeLocked || undefined} onClick={() => void requestClose()}>
              ×
            </Close>
          </Head>
          <DrawerHold.Provider value={hold}>
            <Body
              onChange={() => {
                edited.current = true;
              }}
              onSubmit={() => {
                edited.current = false;
              }}
            >
              {children}
            </Body>
          </DrawerHold.Provider>
        </>
      )}
    </Dialog>
  );
}
