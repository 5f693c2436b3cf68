// @vitest-environment happy-dom
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { destinationsAdminApi } from '@trabzon/api-client';
import { DestinationForm } from '../../../src/features/destinations/DestinationForm';
import { renderAdmin, startI18n } from '../../helpers';

beforeAll(startI18n);
afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

describe('DestinationForm: the image path', () => {
  it('refuses one the API would refuse, at the field and in the page’s words, and sends nothing', async () => {
    const create = vi.spyOn(destinationsAdminApi, 'create');
    renderAdmin(<DestinationForm destination={null} onSaved={vi.fn()} onCancel={vi.fn()} />);
    fireEvent.change(screen.getByTestId('destination-name-en'), { target: { value: 'QA Köy' } });
    const image = screen.getByLabelText('Image path');
    fireEvent.change(image, { target: { value: 'javascript:alert(1)' } });
    fireEvent.click(screen.getByTestId('destination-save'));
    await waitFor(() => expect(image.getAttribute('aria-invalid')).toBe('true'));
    expect(document.getElementById('destination-image-error')?.textContent).toBe(
      'Enter an image path starting with /images/ or an https address.',
    );
    expect(create).not.toHaveBeenCalled();
  });
});

describe('DestinationForm: a refused save', () => {
  it('clicked with a wrong latitude just typed: Save stays put under the press, then the focus moves to Latitude', async () => {
    const create = vi.spyOn(destinationsAdminApi, 'create');
    renderAdmin(<DestinationForm destination={null} onSaved={vi.fn()} onCancel={vi.fn()} />);
    fireEvent.change(screen.getByTestId('destination-name-en'), { target: { value: 'QA Köy' } });
    const lat = document.getElementById('destination-lat') as HTMLInputElement;
    const save = screen.getByTestId('destination-save');
    lat.focus();
    fireEvent.change(lat, { target: { value: '91' } });
    // A mouse press on Save: it takes the focus from Latitude before the button is released.
    fireEvent.pointerDown(save);
    save.focus();
    await new Promise((resolve) => setTimeout(resolve, 20));
    // No message appears under Latitude meanwhile, to push Save from under the pointer (the click would miss it).
    expect(lat.getAttribute('aria-invalid')).toBeNull();
    fireEvent.pointerUp(save);
    fireEvent.click(save);
    await waitFor(() => expect(lat.getAttribute('aria-invalid')).toBe('true'));
    expect(document.activeElement).toBe(lat);
    expect(create).not.toHaveBeenCalled();
  });

  it('left by keyboard, a wrong field says so at once', async () => {
    renderAdmin(<DestinationForm destination={null} onSaved={vi.fn()} onCancel={vi.fn()} />);
    const lat = document.getElementById('destination-lat') as HTMLInputElement;
    lat.focus();
    fireEvent.change(lat, { target: { value: '91' } });
    screen.getByTestId('destination-save').focus();
    await waitFor(() => expect(lat.getAttribute('aria-invalid')).toBe('true'));
  });
});
