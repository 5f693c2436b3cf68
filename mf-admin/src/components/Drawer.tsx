import { useCallback, useEffect, useRef, type ReactNode } from 'react';
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
}

/**
 * A side panel for admin forms on the native modal <dialog>: the browser keeps focus inside,
 * Escape closes it and focus goes back to the button that opened it. Closing it (Escape, ×) after
 * typing in it asks first, so edits are not lost by a stray key (a reload or closing the tab gets the
 * browser's own question); a submit counts as keeping them.
 */
export function Drawer({ open, title, closeLabel, onClose, children, testId }: DrawerProps) {
  const { t } = useTranslation('admin');
  const confirm = useConfirm();
  const edited = useRef(false);
  const isEdited = useCallback(() => edited.current, []);
  useEffect(() => {
    if (open) edited.current = false;
  }, [open]);
  // Reloading or closing the tab asks the browser's own question while typed changes are unsaved.
  useWarnBeforeUnload(open ? isEdited : false);
  const requestClose = useCallback(async () => {
    if (edited.current) {
      const discard = await confirm({ title: t('unsaved.title'), message: t('unsaved.message'), confirmLabel: t('unsaved.discard') });
      if (!discard) return;
    }
    onClose();
  }, [confirm, onClose, t]);
  const { ref, titleId, dialogProps } = useModalDialog(open, () => void requestClose());
  useToastHost(ref, open);
  return (
    <Dialog {...dialogProps} data-testid={testId}>
      {open && (
        <>
          <Head>
            <h2 id={titleId}>{title}</h2>
            <Close type="button" aria-label={closeLabel} onClick={() => void requestClose()}>
              ×
            </Close>
          </Head>
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
        </>
      )}
    </Dialog>
  );
}
