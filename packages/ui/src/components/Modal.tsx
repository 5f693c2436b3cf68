import { useEffect, useId, useRef, type ReactNode, type SyntheticEvent } from 'react';
import styled from 'styled-components';

const Dialog = styled.dialog`
  border: none;
  border-radius: ${({ theme }) => theme.radius.lg};
  padding: 0;
  width: min(480px, calc(100vw - 32px));
  background: ${({ theme }) => theme.colors.surface};
  color: ${({ theme }) => theme.colors.text};
  box-shadow: ${({ theme }) => theme.shadow.lg};
  &::backdrop {
    background: rgba(5, 15, 25, 0.6);
  }
`;

const Head = styled.div<{ $bare: boolean }>`
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space(3)};
  padding: ${({ theme, $bare }) => ($bare ? `${theme.space(2)} ${theme.space(4)} 0` : `${theme.space(4)} ${theme.space(6)}`)};
  border-block-end: ${({ theme, $bare }) => ($bare ? 'none' : `1px solid ${theme.colors.surfaceAlt}`)};
  h2 {
    margin: 0;
    font-size: ${({ theme }) => theme.fontSize.lg}px;
  }
`;

const Close = styled.button`
  border: none;
  background: transparent;
  color: inherit;
  font-size: 24px;
  line-height: 1;
  width: 40px;
  height: 40px;
  border-radius: ${({ theme }) => theme.radius.pill};
  cursor: pointer;
  margin-inline-start: auto;
  &:hover {
    background: ${({ theme }) => theme.colors.surfaceAlt};
  }
`;

const Body = styled.div<{ $bare: boolean }>`
  padding: ${({ theme, $bare }) => ($bare ? `0 ${theme.space(6)} ${theme.space(6)}` : theme.space(6))};
`;

interface ModalProps {
  open: boolean;
  /** The dialog's heading (an h2) and name. Without one, `labelledBy` names the dialog. */
  title?: ReactNode;
  /** The id of a heading inside the content that names the dialog, when it has no `title` (so it has no second heading). */
  labelledBy?: string;
  closeLabel: string;
  onClose: () => void;
  children: ReactNode;
  testId?: string;
}

type Opener = { element: HTMLElement; place: HTMLElement | null } | null;

const FOCUSABLE = 'button:not([disabled]), a[href], input:not([disabled]), select:not([disabled]), [tabindex]:not([tabindex="-1"])';

function openerOf(element: Element | null): Opener {
  return element instanceof HTMLElement ? { element, place: element.parentElement } : null;
}

/**
 * The browser returns focus to the opener on close, or to <body> when the opener has left the page
 * meanwhile (a sign-in in another tab turns the header's Sign in button into the account menu):
 * then focus what now stands in its place, so a keyboard user is not sent back to the page's top.
 */
function focusInOpenersPlace(dialog: HTMLDialogElement, opener: Opener) {
  if (!opener || opener.element.isConnected || !opener.place?.isConnected) return;
  const active = document.activeElement;
  if (active && active !== document.body && !dialog.contains(active)) return;
  opener.place.querySelector<HTMLElement>(FOCUSABLE)?.focus();
}

/**
 * Drives a native modal <dialog> from `open`: the browser traps focus, Escape asks `onClose`, and
 * focus returns to the opener (or to what took its place, see focusInOpenersPlace). Spread
 * `dialogProps` on the <dialog>; label it with `titleId`.
 */
export function useModalDialog(open: boolean, onClose: () => void) {
  const ref = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  const opener = useRef<Opener>(null);
  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    if (open && !dialog.open) {
      opener.current = openerOf(document.activeElement);
      dialog.showModal?.();
    }
    if (!open && dialog.open) {
      dialog.close();
      focusInOpenersPlace(dialog, opener.current);
    }
  }, [open]);
  const dialogProps = {
    ref,
    'aria-labelledby': titleId,
    onCancel: (event: SyntheticEvent) => {
      event.preventDefault();
      onClose();
    },
  };
  return { ref, titleId, dialogProps };
}

/** A centred modal on the native <dialog> (see useModalDialog); a click on the backdrop closes it. */
export function Modal({ open, title, labelledBy, closeLabel, onClose, children, testId }: ModalProps) {
  const { ref, titleId, dialogProps } = useModalDialog(open, onClose);
  const bare = title === undefined;
  return (
    <Dialog
      {...dialogProps}
      aria-labelledby={bare ? labelledBy : titleId}
      data-testid={testId}
      onClick={(event) => {
        if (event.target === ref.current) onClose();
      }}
    >
      {open && (
        <>
          <Head $bare={bare}>
            {!bare && <h2 id={titleId}>{title}</h2>}
            <Close type="button" aria-label={closeLabel} onClick={onClose}>
              ×
            </Close>
          </Head>
          <Body $bare={bare}>{children}</Body>
        </>
      )}
    </Dialog>
  );
}
