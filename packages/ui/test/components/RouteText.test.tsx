// @vitest-environment happy-dom
import { cleanup } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { RouteText } from '../../src/components/RouteText';
import { renderInKit, startI18n } from '../helpers/render';

beforeAll(() => startI18n('ar'));
afterEach(() => {
  cleanup();
});

// QA: on an Arabic /bookings page a map point read "39.73000 ,41.00500".
describe('RouteText', () => {
  it("keeps a map point's coordinates left to right inside an Arabic place name, and the arrow pointing left", () => {
    const { container } = renderInKit(<RouteText from="نقطة على الخريطة 41.00500, 39.73000" to="أوزونغول" />);
    const [from, to] = [...container.querySelectorAll('bdi')];
    expect(from?.textContent).toBe('نقطة على الخريطة \u206641.00500, 39.73000\u2069');
    expect(to?.textContent).toBe('أوزونغول');
    expect(container.textContent).toContain(' ← ');
  });
});
