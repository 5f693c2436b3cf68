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
    const busy = screen.getByRole('button', { name: 'Trying again…' });
    expect(busy).toBe(button);
    expect(busy.hasAttribute('disabled')).toBe(false);
    expect(busy.getAttribute('aria-disabled')).toBe('true');
    expect(document.activeElement).toBe(busy);
    fireEvent.click(busy);
    expect(onRetry).toHaveBeenCalledTimes(1);
  });

  // QA: while retrying, the button was only dimmed (aria-disabled): nothing said the attempt was running.
  it.each([
    ['en', 'Try again', 'Trying again…'],
    ['tr', 'Tekrar dene', 'Yeniden deneniyor…'],
    ['ar', 'حاول مرة أخرى', 'جارٍ إعادة المحاولة…'],
  ] as const)('in %s: says the attempt is running, on the button, and says Try again once it is over', async (language, idle, busyText) => {
    await startI18n(language);
    try {
      const { rerender } = renderInKit(<ErrorPanel onRetry={() => {}} />);
      const button = screen.getByRole('button', { name: idle });
      expect(button.hasAttribute('aria-busy')).toBe(false);
      button.focus();
      rerender(<ErrorPanel onRetry={() => {}} retrying />);
      expect(button.textContent).toBe(busyText);
      expect(button.getAttribute('aria-busy')).toBe('true');
      expect(screen.getByRole('button', { name: busyText })).toBe(button);
      expect(document.activeElement).toBe(button);
      rerender(<ErrorPanel onRetry={() => {}} />);
      expect(button.textContent).toBe(idle);
      expect(button.hasAttribute('aria-busy')).toBe(false);
    } finally {
      await startI18n('en');
    }
  });
});
