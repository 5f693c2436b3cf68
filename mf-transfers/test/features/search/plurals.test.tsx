// @vitest-environment happy-dom
import { cleanup, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { VehicleCard } from '../../../src/features/search/VehicleCard';
import { vehicle } from '../../fixtures';
import { renderWithProviders, startI18n } from '../../render';

afterEach(cleanup);

/** A vehicle card carrying `seats` passengers and `bags` bags, `left` of them still free. */
function card(seats: number, bags: number, left: number | null = null) {
  renderWithProviders(
    <VehicleCard
      option={{ ...vehicle('minibus', 'Minibus', 120), passengers: seats, luggage: bags, available: left }}
      onSelect={() => {}}
    />,
  );
  return {
    passengers: screen.getByTestId('vehicle-passengers').textContent,
    luggage: screen.getByTestId('vehicle-luggage').textContent,
  };
}

describe('vehicle cards: the plural forms of each language', () => {
  it('Arabic: 11 to 99 take the singular noun ("16 راكبًا", "16 حقيبة")', async () => {
    await startI18n('ar');
    expect(card(16, 16)).toEqual({ passengers: '16 راكبًا', luggage: '16 حقيبة' });
  });

  it('Arabic: 3 to 10 take the plural noun, 1 and 2 their own forms', async () => {
    await startI18n('ar');
    expect(card(5, 3)).toEqual({ passengers: '5 ركاب', luggage: '3 حقائب' });
    cleanup();
    expect(card(2, 1)).toEqual({ passengers: 'راكبان', luggage: 'حقيبة واحدة' });
  });

  it('Arabic: the cars left are counted with their noun ("بقيت مركبتان")', async () => {
    await startI18n('ar');
    card(4, 2, 2);
    expect(screen.getByText('بقيت مركبتان')).toBeTruthy();
  });

  it('English: one passenger, one bag', async () => {
    await startI18n('en');
    expect(card(1, 1)).toEqual({ passengers: '1 passenger', luggage: '1 bag' });
    cleanup();
    expect(card(16, 16)).toEqual({ passengers: '16 passengers', luggage: '16 bags' });
  });

  it('Turkish: the noun stays singular after a number', async () => {
    await startI18n('tr');
    expect(card(16, 1)).toEqual({ passengers: '16 yolcu', luggage: '1 bavul' });
  });
});
