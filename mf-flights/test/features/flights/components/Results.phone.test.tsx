// @vitest-environment happy-dom
import { cleanup, render, screen } from '@testing-library/react';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { MemoryRouter } from '@trabzon/router';
import { AppProviders } from '@trabzon/ui';
import { Results } from '../../../../src/features/flights/components/Results';
import { oneWayOffer } from '../../../fixtures/offer';
import { startEnglish } from '../../../fixtures/i18n';

const viewport = (window as unknown as { happyDOM: { setViewport(size: { width: number; height: number }): void } }).happyDOM;

function renderResults() {
  render(
    <AppProviders>
      <MemoryRouter initialEntries={['/flights']}>
        <Results
          offers={[oneWayOffer({ departAt: '2030-12-01T08:30:00', arriveAt: '2030-12-01T10:25:00' })]}
          dictionaries={undefined}
          passengers={1}
          loading={false}
          failed={false}
          onRetry={() => undefined}
          onSelect={() => undefined}
        />
      </MemoryRouter>
    </AppProviders>,
  );
  return screen.getByTestId('leg-outbound');
}

beforeAll(startEnglish);
afterEach(() => cleanup());
afterAll(() => viewport.setViewport({ width: 1024, height: 768 }));

describe('Results on a phone (360 px)', () => {
  it('puts "Outbound" above its times, which then have the card\'s width (the arrival airport stays beside its time)', () => {
    viewport.setViewport({ width: 360, height: 740 });
    const leg = renderResults();
    expect(getComputedStyle(leg).gridTemplateColumns).toBe('minmax(0, 1fr)');
  });

  it('keeps "Outbound" beside its times on a wider screen', () => {
    viewport.setViewport({ width: 1280, height: 800 });
    const leg = renderResults();
    expect(getComputedStyle(leg).gridTemplateColumns).toBe('8em 1fr');
  });
});
