// @vitest-environment happy-dom
import { cleanup, render, screen, waitFor } from '@testing-library/react';
import { MemoryRouter, useLocation, useNavigate } from '@trabzon/router';
import { afterEach, describe, expect, it } from 'vitest';
import { useShownPage } from '../../src/routing/useShownPage';

/** A list that opens `page` (its own reading of the URL) and shows the address. */
function List({ page }: { page: number }) {
  useShownPage(page);
  const location = useLocation();
  const navigate = useNavigate();
  return (
    <>
      <output data-testid="search">{location.search}</output>
      <button type="button" onClick={() => void navigate(-1)}>
        back
      </button>
    </>
  );
}

/** The list at `search`, opened from another page so that Back has somewhere to go. */
function renderAt(search: string, page: number) {
  render(
    <MemoryRouter initialEntries={['/', `/list${search}`]} initialIndex={1}>
      <List page={page} />
    </MemoryRouter>,
  );
}

const search = () => screen.getByTestId('search').textContent;

afterEach(cleanup);

describe('useShownPage: the address says the page the list shows', () => {
  it.each([
    ['?starRating=4&page=99999', 1, '?starRating=4'],
    ['?page=0', 1, ''],
    ['?page=abc&guests=2', 1, '?guests=2'],
    ['?page=1', 1, ''],
    ['?page=03', 3, '?page=3'],
    ['?checkIn=2020-01-01&page=-1&x=y', 1, '?checkIn=2020-01-01&x=y'],
  ])('%s, opened as page %i, becomes %s, in place of the link', async (from, page, to) => {
    renderAt(from, page);
    await waitFor(() => expect(search()).toBe(to));
    screen.getByRole('button', { name: 'back' }).click();
    await waitFor(() => expect(search()).toBe(''));
  });

  it('leaves an address that already says so', () => {
    renderAt('?starRating=4&page=2', 2);
    expect(search()).toBe('?starRating=4&page=2');
  });
});
