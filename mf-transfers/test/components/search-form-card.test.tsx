// @vitest-environment happy-dom
import { cleanup, screen } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { FieldWrap, FormMessage } from '@trabzon/ui';
import { renderWithProviders, startI18n } from '../render';
import { PlaceFieldWrap } from '../../src/components/LocationField';
import { FullRow, SearchFormCard, SubmitWrap } from '../../src/components/SearchFormCard';

beforeAll(() => startI18n('en'));
afterEach(cleanup);

const basis = (testId: string) => getComputedStyle(screen.getByTestId(testId)).flexBasis;

/* The one form of /car-transfers and /taxis (their own layout tests check it in place). */
describe('SearchFormCard', () => {
  it('starts a place field at its content width, a field at 220px, and gives a FullRow and a message a row each', () => {
    renderWithProviders(
      <SearchFormCard aria-label="search" data-testid="form">
        <FullRow data-testid="full-row" />
        <PlaceFieldWrap data-testid="place" />
        <FieldWrap data-testid="field" />
        <FormMessage $tone="error" data-testid="message" />
      </SearchFormCard>,
    );
    const form = getComputedStyle(screen.getByTestId('form'));
    expect({ tag: screen.getByTestId('form').tagName, display: form.display, wrap: form.flexWrap }).toEqual({
      tag: 'FORM',
      display: 'flex',
      wrap: 'wrap',
    });
    expect({ place: basis('place'), field: basis('field'), fullRow: basis('full-row'), message: basis('message') }).toEqual({
      place: 'auto',
      field: '220px',
      fullRow: '100%',
      message: '100%',
    });
  });

  /*
   * A field's error is said under it: the fields line up at their tops, so that field's input stays
   * level with its neighbours' (aligned at the bottom, it was lifted by the message's height); the
   * submit button stays level with the bottom of its row.
   */
  it('lines the fields up at their tops and the submit button at the bottom of its row', () => {
    renderWithProviders(
      <SearchFormCard aria-label="search" data-testid="form">
        <FieldWrap data-testid="field" />
        <SubmitWrap data-testid="submit" />
      </SearchFormCard>,
    );
    expect(getComputedStyle(screen.getByTestId('form')).alignItems).toBe('flex-start');
    expect(getComputedStyle(screen.getByTestId('submit')).alignSelf).toBe('flex-end');
  });
});
