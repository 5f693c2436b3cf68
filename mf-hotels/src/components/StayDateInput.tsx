import { useState, type ComponentProps, type KeyboardEvent } from 'react';
import { Input } from '@trabzon/ui';
import { isIsoDate } from '../lib/dates';

type StayDateInputProps = Omit<ComponentProps<typeof Input>, 'type' | 'value' | 'onChange' | 'min' | 'max'> & {
  /** The applied day (ISO), or '' for none. */
  value: string;
  /** Earliest day the field takes as it is typed (ISO). */
  min: string;
  /** Latest day the field takes as it is typed (ISO), if any. */
  max?: string;
  /** A day to apply: the stay's rules (withCheckIn, normalizeDates…) may correct it. */
  onApply: (day: string) => void;
};

/**
 * A stay's date as the browser's date field, for picking and for typing. Typed day by day, the field
 * reports each step as a whole date ("12 20 2026": 2026-01-13 at the first key, then 0002-12-20…):
 * applying and correcting each one wrote the correction back under the visitor's fingers and, for an
 * empty step, cleared the stay. A day between `min` and `max` is applied at once (a picked day is one);
 * any other text is kept as typed and applied, corrected by the stay's rules, when the field is left
 * or Enter is pressed.
 */
export function StayDateInput({ value, min, max, onApply, onBlur, onKeyDown, ...props }: StayDateInputProps) {
  const [typed, setTyped] = useState<string | null>(null);
  const takes = (day: string) => isIsoDate(day) && day >= min && (max === undefined || day <= max);
  const applyTyped = () => {
    if (typed === null) return;
    setTyped(null);
    onApply(typed);
  };
  return (
    <Input
      {...props}
      type="date"
      min={min}
      max={max}
      value={typed ?? value}
      onChange={(event) => {
        const day = event.target.value;
        if (takes(day)) {
          setTyped(null);
          onApply(day);
        } else setTyped(day);
      }}
      onBlur={(event) => {
        applyTyped();
        onBlur?.(event);
      }}
      onKeyDown={(event: KeyboardEvent<HTMLInputElement>) => {
        if (event.key === 'Enter') applyTyped();
        onKeyDown?.(event);
      }}
    />
  );
}
