// @vitest-environment happy-dom
import { cloneElement, type ReactElement } from 'react';
import { cleanup, render } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ThemeRoot } from '@trabzon/ui';
import type { DashboardDay } from '@trabzon/contracts';
import type * as Recharts from 'recharts';
import ActivityChart from '../../../src/features/dashboard/ActivityChart';

// happy-dom has no layout: the chart gets a fixed size instead of measuring its container.
vi.mock('recharts', async (original) => ({
  ...(await original<typeof Recharts>()),
  ResponsiveContainer: ({ children }: { children: ReactElement<{ width?: number; height?: number }> }) =>
    cloneElement(children, { width: 640, height: 280 }),
}));

const DAYS = [
  { date: '2030-01-10', bookings: 2, revenue: 340 },
  { date: '2030-01-11', bookings: 5, revenue: 120 },
] as unknown as DashboardDay[];

afterEach(() => {
  cleanup();
  document.documentElement.dir = '';
});

describe('ActivityChart', () => {
  it('draws its SVG left to right in Arabic, so the money labels stay outside the plot', () => {
    document.documentElement.dir = 'rtl';
    const { container } = render(
      <ThemeRoot>
        {/* happy-dom has no user-agent rule turning dir="rtl" into the CSS direction: set both. */}
        <div dir="rtl" style={{ direction: 'rtl' }}>
          <ActivityChart
            days={DAYS}
            bookingsLabel="الحجوزات"
            revenueLabel="الإيرادات"
            formatDay={(date) => date}
            formatMoney={(value) => `US$ ${value.toFixed(2)}`}
          />
        </div>
      </ThemeRoot>,
    );
    const svg = container.querySelector('.recharts-wrapper > svg');
    expect(svg).not.toBeNull();
    expect(getComputedStyle(svg!).direction).toBe('ltr');
    expect(getComputedStyle(svg!.parentElement!).direction).toBe('rtl');
    // The Arabic mirroring stays: the money axis is on the left.
    const money = [...svg!.querySelectorAll('text')].filter((text) => text.textContent?.startsWith('US$'));
    expect(money.length).toBeGreaterThan(0);
    for (const label of money) expect(Number(label.getAttribute('x'))).toBeLessThan(320);
  });
});
