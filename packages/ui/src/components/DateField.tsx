import { forwardRef, useId, useRef, useState, type InputHTMLAttributes, type KeyboardEvent, type ReactNode } from 'react';
import styled from 'styled-components';
import { useTranslation } from '@trabzon/i18n';
import { addDays, addMonths, isIsoDate, todayIso } from '@trabzon/dates';
import { FieldError, FieldWrap, Input, Label } from './Form';
import { formatDayText, parseDayText } from './dateText';

type NativeInputProps = Omit<InputHTMLAttributes<HTMLInputElement>, 'value' | 'defaultValue' | 'onChange' | 'type' | 'min' | 'max' | 'dir'>;

/** Props of {@link DateField}. Every day is an ISO `YYYY-MM-DD` string; '' is "no day". */
export interface DateFieldProps extends NativeInputProps {
  /** The visible label (also the input's accessible name). */
  label: ReactNode;
  /** The chosen day, or '' when none. */
  value: string;
  /**
   * Called with the day the text now denotes, or '' while the text is empty, incomplete, not a real
   * day or outside min/max, so the value always matches what the reader sees.
   */
  onChange: (value: string) => void;
  /** Earliest allowed day (ISO). */
  min?: string;
  /** Latest allowed day (ISO). */
  max?: string;
  /** The form's own message; replaces the field's built-in format and range messages. */
  error?: string | null;
  hint?: ReactNode;
}

const Row = styled.div`
  position: relative;
  display: flex;
  align-items: stretch;
  gap: ${({ theme }) => theme.space(1)};
  input[type='text'] {
    flex: 1;
    min-inline-size: 0;
  }
`;

const CalendarButton = styled.button`
  flex: none;
  min-inline-size: 44px;
  border-radius: ${({ theme }) => theme.radius.md};
  border: 1px solid ${({ theme }) => theme.colors.border};
  background: ${({ theme }) => theme.colors.surface};
  color: ${({ theme }) => theme.colors.primary};
  font: inherit;
  cursor: pointer;
  &:hover:not(:disabled) {
    background: ${({ theme }) => theme.colors.surfaceAlt};
  }
  &:disabled {
    opacity: 0.6;
    cursor: not-allowed;
  }
  display: inline-flex;
  align-items: center;
  justify-content: center;
  svg {
    inline-size: 20px;
    block-size: 20px;
  }
`;

/** A calendar drawn in the text colour: an emoji showed as an empty box where no emoji font is installed. */
const CalendarIcon = () => (
  <svg viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" aria-hidden="true" focusable="false">
    <rect x="3" y="5" width="18" height="16" rx="2" />
    <path d="M3 10h18M8 3v4M16 3v4" />
  </svg>
);

/** The browser's own calendar, opened by the button; invisible and out of the tab order. */
const NativePicker = styled.input`
  position: absolute;
  inset-block-end: 0;
  inset-inline-end: 0;
  inline-size: 44px;
  block-size: 1px;
  opacity: 0;
  pointer-events: none;
  border: 0;
  padding: 0;
`;

export const VisuallyHidden = styled.span`
  position: absolute;
  inline-size: 1px;
  block-size: 1px;
  overflow: hidden;
  clip-path: inset(50%);
  white-space: nowrap;
`;

function clamp(day: string, min?: string, max?: string): string {
  if (min && day < min) return min;
  if (max && day > max) return max;
  return day;
}

/**
 * A day typed in the language's own format (MM/DD/YYYY in English, GG.AA.YYYY in Turkish,
 * DD/MM/YYYY in Arabic) or pasted as ISO, always left to right. Arrow up/down move one day,
 * Page up/down one month (December to January changes the year); the calendar button opens the
 * browser's date picker. A text that is not a whole day (or is outside min/max) shows a message
 * once the field is left, and the value is '' until it is corrected.
 */
export const DateField = forwardRef<HTMLInputElement, DateFieldProps>(function DateField(
  { label, value, onChange, min, max, error, hint, id, disabled, onBlur, onKeyDown, 'aria-describedby': describedByProp, ...input },
  ref,
) {
  const { t, i18n } = useTranslation();
  const language = i18n.language;
  const autoId = useId();
  const inputId = id ?? autoId;
  const pickerRef = useRef<HTMLInputElement>(null);
  const [text, setText] = useState(() => formatDayText(value, language));
  const [shown, setShown] = useState({ value, language });
  const [touched, setTouched] = useState(false);

  // A new value from outside (or a new language) rewrites the text; our own changes do not.
  if (shown.value !== value || shown.language !== language) {
    setShown({ value, language });
    setText(formatDayText(value, language));
  }

  const parsed = text.trim() ? parseDayText(text, language) : null;
  const pattern = t('kit.date.pattern');
  let ownError: string | null = null;
  if (text.trim() && !parsed) ownError = t('kit.date.invalid', { pattern });
  else if (parsed && min && parsed < min) ownError = t('kit.date.min', { date: formatDayText(min, language) });
  else if (parsed && max && parsed > max) ownError = t('kit.date.max', { date: formatDayText(max, language) });
  // A typed text that is not a day, or is out of range, gives the form an empty value, so the form's
  // own error can only say "choose a date": the field's reason is the one to show.
  const message = (touched && ownError) || error;

  const emit = (next: string) => {
    setShown({ value: next, language });
    if (next !== value) onChange(next);
  };

  const changeText = (nextText: string) => {
    setText(nextText);
    const day = nextText.trim() ? parseDayText(nextText, language) : null;
    emit(day && clamp(day, min, max) === day ? day : '');
  };

  const choose = (day: string) => {
    setText(formatDayText(day, language));
    emit(day);
  };

  const handleKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    onKeyDown?.(event);
    if (event.defaultPrevented || disabled || input.readOnly) return;
    const steps: Record<string, (day: string) => string> = {
      ArrowUp: (day) => addDays(day, 1),
      ArrowDown: (day) => addDays(day, -1),
      PageUp: (day) => addMonths(day, 1),
      PageDown: (day) => addMonths(day, -1),
    };
    const step = steps[event.key];
    if (!step) return;
    event.preventDefault();
    const base = parsed ?? (isIsoDate(value) ? value : null);
    choose(clamp(base ? step(base) : todayIso(), min, max));
  };

  const openCalendar = () => {
    const picker = pickerRef.current;
    try {
      picker?.showPicker();
    } catch {
      // No picker (an older browser): typing still works.
    }
  };

  const errorId = `${inputId}-error`;
  const formatId = `${inputId}-format`;
  const hintId = `${inputId}-hint`;
  const describedBy = [describedByProp, message ? errorId : null, hint ? hintId : null, formatId].filter(Boolean).join(' ');

  return (
    <FieldWrap>
      <Label htmlFor={inputId}>{label}</Label>
      <Row>
        <Input
          {...input}
          ref={ref}
          id={inputId}
          type="text"
          dir="ltr"
          inputMode="numeric"
          autoComplete="off"
          placeholder={pattern}
          disabled={disabled}
          value={text}
          aria-invalid={message ? true : undefined}
          aria-describedby={describedBy}
          onChange={(event) => changeText(event.target.value)}
          onKeyDown={handleKeyDown}
          onBlur={(event) => {
            setTouched(true);
            if (parsed && clamp(parsed, min, max) === parsed) setText(formatDayText(parsed, language));
            onBlur?.(event);
          }}
        />
        <CalendarButton
          type="button"
          // Named after its field: a form with two dates had two buttons both called "Open the calendar".
          aria-label={typeof label === 'string' ? t('kit.date.calendarFor', { label }) : t('kit.date.calendar')}
          onClick={openCalendar}
          disabled={disabled}
        >
          <CalendarIcon />
        </CalendarButton>
        <NativePicker
          ref={pickerRef}
          type="date"
          tabIndex={-1}
          aria-hidden="true"
          value={isIsoDate(value) ? value : ''}
          min={min}
          max={max}
          onChange={(event) => {
            if (isIsoDate(event.target.value)) {
              setTouched(true);
              choose(clamp(event.target.value, min, max));
            }
          }}
        />
      </Row>
      <VisuallyHidden id={formatId}>{t('kit.date.format', { pattern })}</VisuallyHidden>
      {hint && (
        <small id={hintId} style={{ opacity: 0.8 }}>
          {hint}
        </small>
      )}
      {message && <FieldError id={errorId}>{message}</FieldError>}
    </FieldWrap>
  );
});
