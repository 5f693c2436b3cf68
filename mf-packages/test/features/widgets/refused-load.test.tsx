// @vitest-environment happy-dom
import type { ReactElement } from 'react';
import { cleanup, screen } from '@testing-library/react';
import { afterAll, afterEach, describe, expect, it, vi } from 'vitest';
import { destinationsApi, packagesApi } from '@trabzon/api-client';
import { queryClient } from '@trabzon/ui';
import { apiFailure } from '@trabzon/ui/testing';
import { FeaturedDestinations } from '../../../src/features/widgets/FeaturedDestinations';
import { FeaturedPackages } from '../../../src/features/widgets/FeaturedPackages';
import { renderAt, startI18n } from '../../helpers';

const defaults = queryClient.getDefaultOptions();

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
  queryClient.setDefaultOptions(defaults);
});
afterAll(() => startI18n('en'));

/** Each widget: its name, its load made to fail with `error`, the widget. */
const WIDGETS: Array<[name: string, fail: (error: Error) => unknown, widget: ReactElement]> = [
  ['featured packages', (error: Error) => vi.spyOn(packagesApi, 'featured').mockRejectedValue(error), <FeaturedPackages key="p" />],
  [
    'featured destinations',
    (error: Error) => vi.spyOn(destinationsApi, 'featured').mockRejectedValue(error),
    <FeaturedDestinations key="d" />,
  ],
];

/** The widget's panel after its load failed with `status` and the API's English `message` (asked again at once). */
async function failedWith(language: 'tr' | 'ar', fail: (error: Error) => unknown, widget: ReactElement, status: number, message: string) {
  await startI18n(language);
  queryClient.setDefaultOptions({ ...defaults, queries: { ...defaults.queries, retryDelay: 0 } });
  fail(apiFailure(status, message));
  renderAt('/', widget);
  return screen.findByTestId('error-panel', {}, { timeout: 5000 });
}

// QA: the home page's package widgets showed the API's English text, even a 5xx's "Internal Server Error".
describe('home, the packages’ widgets: a failed load says no API text in English', () => {
  it.each(WIDGETS)('%s after a 500: the panel’s title alone', async (_name, fail, widget) => {
    const panel = await failedWith('tr', fail, widget, 500, 'Internal Server Error');
    expect(panel.textContent).not.toContain('Internal Server Error');
  });

  it.each(WIDGETS)('%s after a 429: the page’s own text, asked once (a refusal is not asked again)', async (_name, fail, widget) => {
    let load: unknown;
    const panel = await failedWith('ar', (error) => (load = fail(error)), widget, 429, 'Too many requests');
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(load).toHaveBeenCalledTimes(1);
    expect(panel.textContent).toContain('طلبات كثيرة في وقت قصير. انتظر قليلًا ثم حاول من جديد.');
    expect(panel.textContent).not.toContain('Too many requests');
  });
});
