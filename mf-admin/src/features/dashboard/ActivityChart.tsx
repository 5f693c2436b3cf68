import { Bar, CartesianGrid, ComposedChart, Legend, Line, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';
import styled, { useTheme } from 'styled-components';
import type { DashboardDay } from '@trabzon/contracts';

export interface ActivityChartProps {
  days: DashboardDay[];
  bookingsLabel: string;
  revenueLabel: string;
  formatDay: (date: string) => string;
  formatMoney: (value: number) => string;
}

/**
 * The chart's SVG is laid out left to right whatever the page's direction: an inherited RTL flips
 * every text-anchor and draws the axes' labels inside the plot, over the bars. The mirroring in
 * Arabic is done by the chart itself (reversed days, swapped axes); the legend and tooltip (HTML)
 * keep the page's direction.
 */
const Chart = styled.div`
  .recharts-wrapper > svg {
    direction: ltr;
  }
`;

/** Bookings (bars) and revenue (line) per day; recharts is loaded with this chunk only. */
export default function ActivityChart({ days, bookingsLabel, revenueLabel, formatDay, formatMoney }: ActivityChartProps) {
  const theme = useTheme();
  const rtl = typeof document !== 'undefined' && document.documentElement.dir === 'rtl';
  return (
    <Chart>
      <ResponsiveContainer width="100%" height={280}>
        <ComposedChart data={days} margin={{ top: 8, right: 8, bottom: 8, left: 8 }}>
          <CartesianGrid stroke={theme.colors.surfaceAlt} vertical={false} />
          <XAxis dataKey="date" tickFormatter={formatDay} reversed={rtl} stroke={theme.colors.textMuted} fontSize={12} minTickGap={16} />
          <YAxis
            yAxisId="bookings"
            allowDecimals={false}
            orientation={rtl ? 'right' : 'left'}
            stroke={theme.colors.textMuted}
            fontSize={12}
          />
          <YAxis
            yAxisId="revenue"
            orientation={rtl ? 'left' : 'right'}
            tickFormatter={formatMoney}
            stroke={theme.colors.textMuted}
            fontSize={12}
            width={80}
          />
          <Tooltip
            labelFormatter={(label) => formatDay(String(label))}
            formatter={(value, name) => (name === revenueLabel ? formatMoney(Number(value)) : String(value))}
            contentStyle={{ background: theme.colors.surface, borderColor: theme.colors.border, color: theme.colors.text }}
          />
          <Legend />
          <Bar yAxisId="bookings" dataKey="bookings" name={bookingsLabel} fill={theme.colors.primary} radius={[3, 3, 0, 0]} />
          <Line
            yAxisId="revenue"
            dataKey="revenue"
            name={revenueLabel}
            stroke={theme.colors.success}
            strokeWidth={2}
            dot={false}
            type="monotone"
          />
        </ComposedChart>
      </ResponsiveContainer>
    </Chart>
  );
}
