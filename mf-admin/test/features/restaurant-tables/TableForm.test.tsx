// @vitest-environment happy-dom
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { adminRestaurantsApi } from '@trabzon/api-client';
import { TableForm } from '../../../src/features/restaurant-tables/TableForm';
import { apiRefusal, renderAdmin, startI18n, switchLanguage } from '../../helpers';

beforeAll(startI18n);
afterEach(async () => {
  cleanup();
  vi.restoreAllMocks();
  await switchLanguage('en');
});

const DUPLICATE = 'This restaurant already has a table with that number';

/** Adds table "A1" and saves; the API answers that the restaurant already has one. */
async function saveDuplicate(label: RegExp = /table number/i) {
  const onDone = vi.fn();
  vi.spyOn(adminRestaurantsApi, 'addTable').mockRejectedValue(apiRefusal(409, DUPLICATE));
  renderAdmin(<TableForm restaurantId="r1" table={null} onDone={onDone} />, '/admin/restaurant-tables');
  const number = screen.getByRole('textbox', { name: label });
  fireEvent.change(number, { target: { value: 'A1' } });
  fireEvent.click(screen.getByTestId('table-save'));
  await waitFor(() => expect(adminRestaurantsApi.addTable).toHaveBeenCalled());
  return { number, onDone };
}

describe('the table form: a table number the restaurant already has', () => {
  it('is shown on the Table number field (invalid, described by the message, focused), not only in a toast', async () => {
    const { number, onDone } = await saveDuplicate();
    await waitFor(() => expect(number.getAttribute('aria-invalid')).toBe('true'));
    const describedBy = (number.getAttribute('aria-describedby') ?? '').split(' ').filter(Boolean);
    const messages = describedBy.map((id) => document.getElementById(id)?.textContent ?? '');
    expect(messages).toContain(DUPLICATE);
    expect(document.activeElement).toBe(number);
    expect(onDone).not.toHaveBeenCalled();
  });

  it('clears once the number is changed', async () => {
    const { number } = await saveDuplicate();
    await waitFor(() => expect(number.getAttribute('aria-invalid')).toBe('true'));
    fireEvent.change(number, { target: { value: 'A2' } });
    await waitFor(() => expect(number.getAttribute('aria-invalid')).not.toBe('true'));
  });

  it('is written in the page language', async () => {
    await switchLanguage('tr');
    const { number } = await saveDuplicate(/masa numarası/i);
    await waitFor(() => expect(number.getAttribute('aria-invalid')).toBe('true'));
    const id = (number.getAttribute('aria-describedby') ?? '').split(' ').find((x) => document.getElementById(x)?.textContent);
    expect(document.getElementById(id ?? '')?.textContent).toBe('Bu restoranda bu numarada bir masa zaten var');
  });
});
