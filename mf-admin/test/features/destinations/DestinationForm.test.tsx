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
      'Enter an image path starting with / or an https address.',
    );
    expect(create).not.toHaveBeenCalled();
  });
});
