// @vitest-environment happy-dom
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { AppProviders } from '@trabzon/ui';
import { CancelButton } from '../../src/components/CancelButton';

afterEach(cleanup);

const renderCancel = (busy: boolean, onCancel: () => void) =>
  render(
    <AppProviders>
      <CancelButton busy={busy} onCancel={onCancel}>
        Cancel
      </CancelButton>
    </AppProviders>,
  );

describe('CancelButton', () => {
  it('while busy: aria-disabled but not disabled, the focus stays, and a press cancels nothing', () => {
    const onCancel = vi.fn();
    renderCancel(true, onCancel);
    const cancel = screen.getByRole('button', { name: 'Cancel' }) as HTMLButtonElement;
    expect(cancel.getAttribute('aria-disabled')).toBe('true');
    expect(cancel.disabled).toBe(false);
    expect(cancel.type).toBe('button');
    cancel.focus();
    fireEvent.click(cancel);
    expect(document.activeElement).toBe(cancel);
    expect(onCancel).not.toHaveBeenCalled();
  });

  it('otherwise: a plain button that cancels', () => {
    const onCancel = vi.fn();
    renderCancel(false, onCancel);
    const cancel = screen.getByRole('button', { name: 'Cancel' });
    expect(cancel.hasAttribute('aria-disabled')).toBe(false);
    fireEvent.click(cancel);
    expect(onCancel).toHaveBeenCalledTimes(1);
  });
});
