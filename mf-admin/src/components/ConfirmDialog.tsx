import { createContext, useCallback, useContext, useEffect, useRef, useState, type ReactNode } from 'react';
import styled from 'styled-components';
import { Button, Modal } from '@trabzon/ui';
import { useTranslation } from '@trabzon/i18n';

export interface ConfirmOptions {
  title: string;
  message: string;
  /** The destructive button's text (default: "Delete"). */
  confirmLabel?: string;
  /** The safe button's text (default: "Cancel"): one that cannot be read as the action, e.g. "Keep booking" when it is "Cancel booking". */
  cancelLabel?: string;
}

type Confirm = (options: ConfirmOptions) => Promise<boolean>;

const ConfirmContext = createContext<Confirm>(async () => false);

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  justify-content: flex-end;
  gap: ${({ theme }) => theme.space(2)};
  margin-block-start: ${({ theme }) => theme.space(6)};
`;

/**
 * One confirmation dialog for the whole admin area (destructive actions are confirmed): a native
 * modal <dialog>, so focus stays inside, Escape cancels and focus returns to the button that asked.
 */
export function ConfirmProvider({ children }: { children: ReactNode }) {
  const { t } = useTranslation('admin');
  const [options, setOptions] = useState<ConfirmOptions | null>(null);
  const resolver = useRef<((answer: boolean) => void) | null>(null);
  const cancel = useRef<HTMLButtonElement>(null);

  // Runs after the dialog's own effect opened it: start on the safe choice, not on the × button.
  useEffect(() => {
    if (options) cancel.current?.focus();
  }, [options]);

  const confirm = useCallback<Confirm>((next) => {
    resolver.current?.(false);
    setOptions(next);
    return new Promise<boolean>((resolve) => {
      resolver.current = resolve;
    });
  }, []);

  const answer = (value: boolean) => {
    resolver.current?.(value);
    resolver.current = null;
    setOptions(null);
  };

  return (
    <ConfirmContext.Provider value={confirm}>
      {children}
      <Modal
        open={options !== null}
        title={options?.title ?? ''}
        closeLabel={options?.cancelLabel ?? t('actions.cancel')}
        onClose={() => answer(false)}
        testId="confirm-dialog"
      >
        <p>{options?.message}</p>
        <Actions>
          <Button ref={cancel} type="button" $variant="secondary" onClick={() => answer(false)} data-testid="confirm-cancel">
            {options?.cancelLabel ?? t('actions.cancel')}
          </Button>
          <Button type="button" $variant="danger" onClick={() => answer(true)} data-testid="confirm-accept">
            {options?.confirmLabel ?? t('actions.delete')}
          </Button>
        </Actions>
      </Modal>
    </ConfirmContext.Provider>
  );
}

/** `await confirm({ title, message })` is true when the admin confirmed. */
export function useConfirm(): Confirm {
  return useContext(ConfirmContext);
}
