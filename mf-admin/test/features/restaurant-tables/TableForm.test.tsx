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

/** Renders the add form with the number filled in; its Seats field and Save button. */
function renderNewTable() {
  renderAdmin(<TableForm restaurantId="r1" table={null} onDone={vi.fn()} />, '/admin/restaurant-tables');
  fireEvent.change(screen.getByRole('textbox', { name: /table number/i }), { target: { value: 'A1' } });
  return { capacity: screen.getByRole('spinbutton', { name: /seats/i }), save: screen.getByTestId('table-save') };
}

describe('the table form: a refused save', () => {
  it('clicked with a wrong number of seats just typed: Save stays put under the press, then the focus moves to Seats', async () => {
    const add = vi.spyOn(adminRestaurantsApi, 'addTable');
    const { capacity, save } = renderNewTable();
    capacity.focus();
    fireEvent.change(capacity, { target: { value: '0' } });
    // A mouse press on Save: it takes the focus from Seats before the button is released.
    fireEvent.pointerDown(save);
    save.focus();
    await new Promise((resolve) => setTimeout(resolve, 20));
    // No message appears under Seats meanwhile, to push Save from under the pointer (the click would miss it).
    expect(capacity.getAttribute('aria-invalid')).toBeNull();
    fireEvent.pointerUp(save);
    fireEvent.click(save);
    await waitFor(() => expect(capacity.getAttribute('aria-invalid')).toBe('true'));
    expect(document.activeElement).toBe(capacity);
    expect(add).not.toHaveBeenCalled();
  });

  it('left by keyboard, a wrong field says so at once', async () => {
    const { capacity, save } = renderNewTable();
    capacity.focus();
    fireEvent.change(capacity, { target: { value: '31' } });
    save.focus();
    await waitFor(() => expect(capacity.getAttribute('aria-invalid')).toBe('true'));
  });

  it('focuses the first of several wrong fields, in the order the form shows them', async () => {
    const { capacity, save } = renderNewTable();
    const number = screen.getByRole('textbox', { name: /table number/i });
    fireEvent.change(number, { target: { value: ' ' } });
    fireEvent.change(capacity, { target: { value: '31' } });
    save.focus();
    fireEvent.click(save);
    await waitFor(() => expect(number.getAttribute('aria-invalid')).toBe('true'));
    expect(capacity.getAttribute('aria-invalid')).toBe('true');
    expect(document.activeElement).toBe(number);
  });
});
