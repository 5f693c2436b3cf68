// @vitest-environment happy-dom
import { cleanup, fireEvent, screen } from '@testing-library/react';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { destinationsApi, packagesApi } from '@trabzon/api-client';
import { PackagesListScreen } from '../../../src/features/list/PackagesListScreen';
import { PACKAGE_CARD as CARD, renderAt, startI18n } from '../../helpers';

const viewport = (window as unknown as { happyDOM: { setViewport(size: { width: number; height: number }): void } }).happyDOM;

beforeAll(() => startI18n('en'));
afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});
afterAll(() => viewport.setViewport({ width: 1024, height: 768 }));

async function openList() {
  vi.spyOn(destinationsApi, 'list').mockResolvedValue({ results: [], total: 0, pages: 1, page: 1 } as never);
  vi.spyOn(packagesApi, 'list').mockResolvedValue({ results: [CARD], total: 1, pages: 1, page: 1 });
  renderAt('/packages', <PackagesListScreen />);
  await screen.findAllByRole('link', { name: /Highlands by day/ });
  const panel = screen.getByTestId('filter-destination').closest('form')!;
  return { panel, toggle: screen.getByTestId('filters-toggle') };
}

describe('/packages on a phone: the filters fold behind a button', () => {
  it('shows the count and the cards first, the filter panel opening and folding with the Filters button', async () => {
    viewport.setViewport({ width: 360, height: 740 });
    const { panel, toggle } = await openList();
    expect(getComputedStyle(panel).display).toBe('none');
    expect(getComputedStyle(toggle.parentElement!).display).not.toBe('none');
    expect(toggle.textContent).toBe('Filters');
    // A heading holds the button: with the panel's own heading folded away, the cards' still follow a level 2.
    expect(toggle.parentElement!.tagName).toBe('H2');
    expect(toggle.getAttribute('aria-expanded')).toBe('false');
    expect(toggle.getAttribute('aria-controls')).toBe(panel.id);

    fireEvent.click(toggle);
    expect(toggle.getAttribute('aria-expanded')).toBe('true');
    expect(getComputedStyle(panel).display).toBe('flex');
    // The panel comes right after its button, so Tab goes from one into the other.
    expect(toggle.parentElement!.nextElementSibling).toBe(panel);

    fireEvent.click(toggle);
    expect(getComputedStyle(panel).display).toBe('none');
  });

  it('on a wide screen: the panel beside the list, and no Filters button', async () => {
    viewport.setViewport({ width: 1280, height: 900 });
    const { panel, toggle } = await openList();
    expect(getComputedStyle(panel).display).toBe('flex');
    expect(getComputedStyle(toggle.parentElement!).display).toBe('none');
  });
});
