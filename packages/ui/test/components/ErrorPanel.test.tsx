// @vitest-environment happy-dom
import { cleanup, fireEvent, screen } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { ErrorPanel } from '../../src/components/ErrorPanel';
import { renderInKit, startI18n } from '../helpers/render';

beforeAll(() => startI18n('en'));
afterEach(cleanup);

describe('ErrorPanel', () => {
  it('says what failed as an alert, under the heading level it is given', () => {
    renderInKit(<ErrorPanel title="Failed to fetch flights" message="Check your connection." headingLevel={3} />);
    const panel = screen.getByRole('alert');
    expect(panel.querySelector('h3')?.textContent).toBe('Failed to fetch flights');
    expect(panel.textContent).toContain('Check your connection.');
    expect(screen.queryByRole('button')).toBeNull();
  });

  it('keeps Try again focused while retrying, and does not ask twice', () => {
    const onRetry = vi.fn();
    const { rerender } = renderInKit(<ErrorPanel onRetry={onRetry} />);
    const button = screen.getByRole('button', { name: 'Try again' });
    button.focus();
    fireEvent.click(button);
    expect(onRetry).toHaveBeenCalledTimes(1);
    rerender(<ErrorPanel onRetry={onRetry} retrying />);
    const busy = screen.getByRole('button', { name: 'Try again' });
    expect(busy.hasAttribute('disabled')).toBe(false);
    expect(busy.getAttribute('aria-disabled')).toBe('true');
    expect(document.activeElement).toBe(busy);
    fireEvent.click(busy);
    expect(onRetry).toHaveBeenCalledTimes(1);
  });
});
