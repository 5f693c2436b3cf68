import type { ComponentProps } from 'react';
import { Button } from '@trabzon/ui';
import { useHoldDrawerOpen } from './Drawer';

type CancelButtonProps = Omit<ComponentProps<typeof Button>, 'type' | 'onClick' | 'aria-disabled'> & {
  /** True while the form's save is in flight (the state its Save button shows busy by). */
  busy: boolean;
  onCancel: () => void;
};

/**
 * A form's Cancel (or Close). While the save is in flight it is busy, not disabled (a disabled button would
 * drop the keyboard's focus to <body>), and a press closes nothing: the form stays to show how the save ends
 * (a refusal, an edit conflict). The drawer the form is in (if any) stays open too: its × and Escape wait
 * as this button does. It works again once the save is over.
 */
export function CancelButton({ busy, onCancel, $variant = 'secondary', ...props }: CancelButtonProps) {
  useHoldDrawerOpen(busy);
  return <Button {...props} type="button" $variant={$variant} aria-disabled={busy || undefined} onClick={() => busy || onCancel()} />;
}
