import { useEffect, useId, useState, type FormEvent } from 'react';
import styled from 'styled-components';
import { Button, FieldError, FieldWrap, Label, Select } from '@trabzon/ui';
import { formatDate, useTranslation } from '@trabzon/i18n';
import { HOTELS_NS } from '../../i18n';
import { MAX_NIGHTS, addDays, cappedCheckOut, isIsoDate, minCheckOut, withCheckIn, withCheckOut } from '../../lib/dates';
import { StayCapNotice, checkOutMoved, usePastCheckIn, type StayCorrection } from '../../components/StayCapNotice';
import { StayDateInput } from '../../components/StayDateInput';
import { GUESTS_MAX, GUESTS_MIN, lastCheckIn, stayProblem, type TrabzonStay } from './model';

const Form = styled.form`
  display: grid;
  gap: 0 ${({ theme }) => theme.space(4)};
  grid-template-columns: repeat(auto-fit, minmax(170px, 1fr));
  align-items: end;
  background: ${({ theme }) => theme.colors.surface};
  border-radius: ${({ theme }) => theme.radius.lg};
  box-shadow: ${({ theme }) => theme.shadow.sm};
  padding: ${({ theme }) => theme.space(5)};
  margin-block-end: ${({ theme }) => theme.space(6)};
  input,
  select {
    width: 100%;
    min-width: 0;
  }
`;

const Submit = styled.div`
  margin-block-end: ${({ theme }) => theme.space(4)};
`;

const Problem = styled(FieldError)`
  grid-column: 1 / -1;
  margin-block-end: ${({ theme }) => theme.space(2)};
`;

/** The whole row under the fields; empty, it takes no space. */
const DatesNotice = styled.div`
  grid-column: 1 / -1;
`;

const GUEST_CHOICES = Array.from({ length: GUESTS_MAX - GUESTS_MIN + 1 }, (_, i) => GUESTS_MIN + i);

interface SearchFormProps {
  /** The searched stay (the form starts from it and follows it when the URL changes). */
  value: TrabzonStay;
  today: string;
  busy: boolean;
  onSearch: (stay: TrabzonStay) => void;
}

/** Check-in (from today, within the provider's reach), check-out (after check-in), guests 1 to 10, Search. */
export function SearchForm({ value, today, busy, onSearch }: SearchFormProps) {
  const { t, i18n } = useTranslation(HOTELS_NS);
  const id = useId();
  const latest = lastCheckIn(today);
  const [draft, setDraft] = useState(value);
  const [showProblem, setShowProblem] = useState(false);
  // The check-out a stay typed too long was cut to (as the booking panel and the list's filters do), for
  // its notice; the next date typed clears it.
  const [cappedTo, setCappedTo] = useState<string | null>(null);
  // A check-in typed in the past, which the stay's rules move to today, for its notice.
  const pastCheckIn = usePastCheckIn('today', today);
  // Any other date the form changed: an emptied field given back its date, a check-out on or before the
  // check-in set to the day after it, a check-out a new check-in reached moved to the day after it (as the
  // hotel's booking panel does).
  const [corrected, setCorrected] = useState<StayCorrection | null>(null);
  useEffect(() => setDraft(value), [value]);

  const problem = stayProblem(draft, today);
  const problemText =
    problem === 'checkIn'
      ? t('apiErrors.pastCheckIn')
      : problem === 'tooFar'
        ? t('trabzon.search.tooFar', { date: formatDate(latest, i18n.language) })
        : problem === 'checkOut'
          ? t('apiErrors.checkOutAfterCheckIn')
          : problem === 'tooLong'
            ? t('apiErrors.tooLong', { value: MAX_NIGHTS })
            : null;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    // Busy but still focusable (aria-disabled): a disabled button would drop the focus to <body>.
    if (busy) return;
    if (problem) {
      setShowProblem(true);
      return;
    }
    setShowProblem(false);
    onSearch(draft);
  };

  return (
    <Form onSubmit={submit} noValidate role="search" aria-label={t('trabzon.search.label')} data-testid="trabzon-search">
      <FieldWrap>
        <Label htmlFor={`${id}-in`}>{t('filters.checkIn')}</Label>
        <StayDateInput
          id={`${id}-in`}
          name="checkIn"
          required
          min={today}
          max={latest}
          value={draft.checkIn}
          aria-invalid={showProblem && (problem === 'checkIn' || problem === 'tooFar') ? true : undefined}
          onApply={(day) => {
            setCappedTo(null);
            pastCheckIn.checkInTyped(day);
            if (!isIsoDate(day)) return setCorrected({ kind: 'checkInKept', date: draft.checkIn });
            const dates = withCheckIn(draft, day, today);
            setCorrected(checkOutMoved(draft.checkOut, dates));
            setDraft((current) => ({ ...current, ...dates }));
          }}
        />
      </FieldWrap>
      <FieldWrap>
        <Label htmlFor={`${id}-out`}>{t('filters.checkOut')}</Label>
        <StayDateInput
          id={`${id}-out`}
          name="checkOut"
          required
          min={addDays(draft.checkIn, 1)}
          max={addDays(draft.checkIn, MAX_NIGHTS)}
          value={draft.checkOut}
          aria-invalid={showProblem && (problem === 'checkOut' || problem === 'tooLong') ? true : undefined}
          onApply={(day) => {
            pastCheckIn.clear();
            if (!isIsoDate(day)) {
              setCappedTo(null);
              return setCorrected({ kind: 'checkOutKept', date: draft.checkOut });
            }
            setCorrected(day <= draft.checkIn ? { kind: 'checkOutBeforeCheckIn', date: minCheckOut(draft.checkIn) } : null);
            // Cut to the longest stay, as the booking panel does, rather than kept for an error at Search.
            const capped = cappedCheckOut(draft.checkIn, day);
            setCappedTo(capped);
            setDraft((current) => ({ ...withCheckOut(current, capped ?? day), guests: current.guests }));
          }}
        />
      </FieldWrap>
      <FieldWrap>
        <Label htmlFor={`${id}-guests`}>{t('filters.guests')}</Label>
        <Select
          id={`${id}-guests`}
          name="guests"
          value={draft.guests}
          onChange={(event) => setDraft((current) => ({ ...current, guests: Number(event.target.value) }))}
        >
          {GUEST_CHOICES.map((n) => (
            <option key={n} value={n}>
              {t('guests', { count: n })}
            </option>
          ))}
        </Select>
      </FieldWrap>
      <Submit>
        <Button type="submit" $block aria-disabled={busy || undefined} data-testid="trabzon-search-submit">
          {busy ? t('trabzon.search.searching') : t('trabzon.search.submit')}
        </Button>
      </Submit>
      <DatesNotice>
        <StayCapNotice checkOut={cappedTo} pastCheckIn={pastCheckIn.pastCheckIn} corrected={corrected} />
      </DatesNotice>
      {showProblem && problemText && <Problem role="alert">{problemText}</Problem>}
    </Form>
  );
}
