// @vitest-environment happy-dom
import { cleanup, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { renderWithProviders, startI18n } from '../../render';
import { CONFIG } from '../../fixtures';

// The real Leaflet map: its zoom buttons are Leaflet's own, named from the ZoomControl's titles.
const { MapModal } = await import('../../../src/components/map/MapModal');

afterEach(cleanup);

const CASES = [
  { language: 'en', zoomIn: 'Zoom in', zoomOut: 'Zoom out', rtl: false },
  { language: 'tr', zoomIn: 'Yakınlaştır', zoomOut: 'Uzaklaştır', rtl: false },
  { language: 'ar', zoomIn: 'تكبير', zoomOut: 'تصغير', rtl: true },
] as const;

describe('the map’s zoom buttons', () => {
  it.each(CASES)('are named in the page’s language ($language)', async ({ language, zoomIn, zoomOut, rtl }) => {
    await startI18n(language);
    renderWithProviders(<MapModal open which="pickup" initial={null} config={CONFIG} rtl={rtl} onCancel={() => {}} onConfirm={() => {}} />);
    const zoomInButton = await screen.findByRole('button', { name: zoomIn });
    expect(zoomInButton.getAttribute('title')).toBe(zoomIn);
    expect(screen.getByRole('button', { name: zoomOut }).getAttribute('title')).toBe(zoomOut);
  });
});
