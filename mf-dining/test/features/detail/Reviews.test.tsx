// @vitest-environment happy-dom
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { restaurantsApi, type RestaurantReview } from '@trabzon/api-client';
import { formatDate } from '@trabzon/i18n';
import { Reviews } from '../../../src/features/detail/Reviews';
import { renderWithProviders, startI18n } from '../../render';

const REVIEW: RestaurantReview = {
  _id: 'v1',
  authorName: 'Emma Clarke',
  rating: 5,
  comment: 'Booking a table was a good idea.',
  createdAt: '2026-09-19T10:00:00.000Z',
};

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

describe('Reviews on an Arabic page', () => {
  it('lays out an English review in its own direction, its date as one unit', async () => {
    await startI18n('ar');
    renderWithProviders(<Reviews id="r1" first={[REVIEW]} total={1} />, '/restaurants/hamsi-kosku');
    const review = screen.getByRole('listitem');
    // The full stop stays at the end of the English sentence, the name keeps its own direction.
    expect(within(review).getByText(REVIEW.comment).getAttribute('dir')).toBe('auto');
    expect(within(review).getByText(REVIEW.authorName).getAttribute('dir')).toBe('auto');
    // The date is its own element (the hotels' layout), apart from the name, in the shared format.
    const date = review.querySelector('time');
    expect(date?.getAttribute('datetime')).toBe(REVIEW.createdAt);
    expect(date?.textContent).toBe(formatDate(REVIEW.createdAt, 'ar'));
    expect(date?.parentElement?.tagName).toBe('HEADER');
  });
});

describe('Reviews in another language than the page', () => {
  it("marks each review's text with its own language, so screen readers read it in that language", async () => {
    await startI18n('ar');
    const reviews: RestaurantReview[] = [
      { ...REVIEW, _id: 'v1', language: 'en' },
      { ...REVIEW, _id: 'v2', comment: 'Hamsi tava çok lezzetliydi.', language: 'tr' },
      { ...REVIEW, _id: 'v3', comment: 'Written before reviews kept their language.', language: null },
    ];
    renderWithProviders(<Reviews id="r1" first={reviews} total={3} />, '/restaurants/hamsi-kosku');
    expect(screen.getByText(REVIEW.comment).getAttribute('lang')).toBe('en');
    expect(screen.getByText(/Hamsi tava/).getAttribute('lang')).toBe('tr');
    expect(screen.getByText(/Written before/).hasAttribute('lang')).toBe(false);
  });
});

describe('Showing every review', () => {
  it('moves the focus to the first review it adds, not to the page start, and says when they fail to load', async () => {
    await startI18n('en');
    const more = [REVIEW, { ...REVIEW, _id: 'v2', comment: 'Second review.' }, { ...REVIEW, _id: 'v3', comment: 'Third review.' }];
    const reviews = vi
      .spyOn(restaurantsApi, 'reviews')
      .mockRejectedValueOnce(new Error('offline'))
      .mockResolvedValue({ results: more, total: 3, page: 1, pages: 1 } as never);
    renderWithProviders(<Reviews id="r1" first={[REVIEW]} total={3} />, '/restaurants/hamsi-kosku');
    const button = screen.getByRole('button', { name: 'Show all 3 reviews' });
    button.focus();
    fireEvent.click(button);
    expect(await screen.findByRole('alert')).toHaveProperty('textContent', 'The reviews could not be loaded. Please try again.');
    // The button stays, so the visitor can try again from where the focus is.
    expect(document.activeElement).toBe(button);
    fireEvent.click(button);
    await waitFor(() => expect(screen.getAllByTestId('review')).toHaveLength(3));
    expect(document.activeElement).toBe(screen.getByText('Second review.').closest('li'));
    expect(reviews).toHaveBeenCalledTimes(2);
  });
});
