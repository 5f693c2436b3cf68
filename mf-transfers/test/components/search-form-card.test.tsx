// @vitest-environment happy-dom
import { cleanup, screen } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { FieldWrap, FormMessage } from '@trabzon/ui';
import { renderWithProviders, startI18n } from '../render';
import { PlaceFieldWrap } from '../../src/components/LocationField';
import { FullRow, SearchFormCard } from '../../src/components/SearchFormCard';

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
});
