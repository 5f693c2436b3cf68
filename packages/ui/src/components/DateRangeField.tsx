import type { ReactNode } from 'react';
import styled from 'styled-components';
import { addDays, daysBetween } from '@trabzon/dates';
// Through the package's main entry, the shared singleton: this file is bundled into the back office.
import { DateField, type DateFieldProps } from '@trabzon/ui';

/** Extra props for one of the two fields (data-testid, name, required, onBlur…). */
export type DateRangePartProps = Omit<DateFieldProps, 'label' | 'value' | 'onChange' | 'min' | 'max' | 'error'> & {
  'data-testid'?: string;
};

export interface DateRange {
  /** ISO YYYY-MM-DD, or '' when not chosen. */
  start: string;
  /** ISO YYYY-MM-DD, or '' when not chosen. */
  end: string;
}

/** Props of {@link DateRangeField}: a start and an end day (check-in/check-out, from/to). */
export interface DateRangeFieldProps extends DateRange {
  /** The group's name, e.g. "Dates" (a <legend>; visually hidden with `hideLegend`). */
  legend: ReactNode;
  hideLegend?: boolean;
  startLabel: ReactNode;
  endLabel: ReactNode;
  /** Called with both days whenever either changes (the end may move with the start). */
  onChange: (range: DateRange) => void;
  /** Earliest allowed start (ISO). */
  min?: string;
  /** Latest allowed end (ISO). */
  max?: string;
  /**
   * Days the end must come after the start: 1 (default) for stays, where check-out is at least a
   * night later; 0 lets both be the same day. A start that leaves too few days moves the end with it.
   */
  minSpan?: number;
  startError?: string | null;
  endError?: string | null;
  startProps?: DateRangePartProps;
  endProps?: DateRangePartProps;
}

const Group = styled.fieldset`
  border: 0;
  margin: 0;
  padding: 0;
  min-inline-size: 0;
  legend {
    font-weight: 600;
    margin-block-end: ${({ theme }) => theme.space(2)};
    padding: 0;
  }
  legend[data-hidden='true'] {
    position: absolute;
    inline-size: 1px;
    block-size: 1px;
    overflow: hidden;
    clip-path: inset(50%);
    white-space: nowrap;
  }
`;

const Parts = styled.div`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(${({ theme }) => theme.space(40)}, 1fr));
  column-gap: ${({ theme }) => theme.space(3)};
`;

/**
 * Two labelled date fields in a group: the end's earliest day follows the start (start + minSpan),
 * and choosing a start at or past the end moves the end to start + minSpan (or clears it past max).
 */
export function DateRangeField({
  legend,
  hideLegend,
  startLabel,
  endLabel,
  start,
  end,
  onChange,
  min,
  max,
  minSpan = 1,
  startError,
  endError,
  startProps,
  endProps,
}: DateRangeFieldProps) {
  const endMin = start ? addDays(start, minSpan) : min;
  const startMax = max ? addDays(max, -minSpan) : undefined;

  const changeStart = (next: string) => {
    let nextEnd = end;
    if (next && end && daysBetween(next, end) < minSpan) {
      nextEnd = addDays(next, minSpan);
      if (max && nextEnd > max) nextEnd = '';
    }
    onChange({ start: next, end: nextEnd });
  };

  return (
    <Group>
      <legend data-hidden={hideLegend || undefined}>{legend}</legend>
      <Parts>
        <DateField {...startProps} label={startLabel} value={start} min={min} max={startMax} error={startError} onChange={changeStart} />
        <DateField
          {...endProps}
          label={endLabel}
          value={end}
          min={endMin}
          max={max}
          error={endError}
          onChange={(next) => onChange({ start, end: next })}
        />
      </Parts>
    </Group>
  );
}
