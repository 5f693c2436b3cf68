import type { ReactElement } from 'react';
import { AxiosError, type AxiosResponse } from 'axios';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { expect } from 'vitest';
import { MemoryRouter } from '@trabzon/router';
import { i18n, initI18n } from '@trabzon/i18n';
import { useLocaleStore } from '@trabzon/stores';
import { AppProviders, queryClient } from '@trabzon/ui';
import { textsReady } from '../src/i18n';

/** The page's i18n in English, with the back office's texts. */
export async function startI18n(): Promise<void> {
  useLocaleStore.getState().setLanguage('en');
  await initI18n();
  await i18n.changeLanguage('en');
  await textsReady;
}

/** Switches the page's language as the header's menu does, once its texts (the back office's included) are loaded. */
export async function switchLanguage(language: 'en' | 'tr' | 'ar'): Promise<void> {
  useLocaleStore.getState().setLanguage(language);
  await waitFor(() => {
    if (i18n.language !== language) throw new Error(`still in ${i18n.language}`);
  });
}

/** Renders an admin component as the shell would: the kit's providers (one query cache, emptied first) and a router. */
export function renderAdmin(element: ReactElement, url = '/admin') {
  queryClient.clear();
  return render(
    <AppProviders>
      <MemoryRouter initialEntries={[url]}>{element}</MemoryRouter>
    </AppProviders>,
  );
}

/** An API refusal as axios hands it over: its status, the API's message and, when it has one, its code. */
export function apiRefusal(status: number, message: string, code?: string): AxiosError {
  const data = { statusCode: status, message, ...(code ? { code } : {}) };
  const response = { status, data, headers: {}, statusText: '', config: {} } as unknown as AxiosResponse;
  return new AxiosError(message, 'ERR_BAD_REQUEST', undefined, undefined, response);
}

/** The API's refusal of a save made from a stale version (409 EDIT_CONFLICT). */
export const editConflict = (): AxiosError =>
  apiRefusal(409, 'Someone else saved this item after you opened it; reload it to see their version', 'EDIT_CONFLICT');

/** `count` image paths of this site, one per line, as an image box holds them. */
export const imageLines = (count: number, folder: string): string =>
  Array.from({ length: count }, (_, i) => `/images/${folder}/${i + 1}.webp`).join('\n');

/** An https image address one character longer than the API takes (2048). */
export const TOO_LONG_IMAGE = `https://cdn.example/${'a'.repeat(2049 - 'https://cdn.example/'.length)}`;

/** A request the test refuses when it chooses: until then the form is sending. */
export function heldRequest() {
  let refuse: (error: unknown) => void = () => undefined;
  const request = new Promise<never>((_, reject) => {
    refuse = reject;
  });
  return { request, refuse };
}

/** How a test's refusal reads: the error the API sends, and how the test finds it on the page. */
interface Refusal {
  error: AxiosError;
  shown: () => Promise<unknown>;
}

const REFUSED_BY_THE_SERVER: Refusal = {
  error: apiRefusal(400, 'Refused by the server'),
  shown: () => screen.findByText(/Refused by the server/),
};

/**
 * Two presses in a row (the second before the form re-renders as busy), a third while it shows busy,
 * then the server refuses: the button stays focusable and focused throughout, and one request was sent.
 */
export async function pressTwiceThenRefuse(
  button: HTMLButtonElement,
  send: { mock: { calls: unknown[] } },
  refuse: (error: unknown) => void,
  refusal: Refusal = REFUSED_BY_THE_SERVER,
): Promise<void> {
  button.focus();
  fireEvent.click(button);
  fireEvent.click(button);
  await waitFor(() => expect(button.getAttribute('aria-disabled')).toBe('true'));
  expect(button.disabled).toBe(false);
  expect(document.activeElement).toBe(button);
  fireEvent.click(button);

  refuse(refusal.error);
  await refusal.shown();
  expect(button.hasAttribute('aria-disabled')).toBe(false);
  expect(document.activeElement).toBe(button);
  expect(send.mock.calls).toHaveLength(1);
}

/**
 * A form's Cancel (or Close) while its save is held: busy but focusable, a press closes nothing and keeps the
 * focus; once the server refuses, it is active again and a press closes the form. `closed` tells whether it did.
 */
export async function cancelLockedWhileSaving(
  save: HTMLButtonElement,
  cancel: HTMLButtonElement,
  closed: () => boolean,
  refuse: (error: unknown) => void,
  refusal: Refusal = REFUSED_BY_THE_SERVER,
): Promise<void> {
  fireEvent.click(save);
  await waitFor(() => expect(cancel.getAttribute('aria-disabled')).toBe('true'));
  expect(cancel.disabled).toBe(false);
  cancel.focus();
  fireEvent.click(cancel);
  // A Cancel that asks first (unsaved edits) answers a task later.
  await new Promise((resolve) => setTimeout(resolve, 20));
  expect(document.activeElement).toBe(cancel);
  expect(closed()).toBe(false);

  refuse(refusal.error);
  await refusal.shown();
  expect(cancel.hasAttribute('aria-disabled')).toBe(false);
  fireEvent.click(cancel);
  await waitFor(() => expect(closed()).toBe(true));
}
