import { useEffect, useId, useState, type FormEvent } from 'react';
import styled from 'styled-components';
import { Button, FieldError, FieldWrap, Label, Select } from '@trabzon/ui';
import { formatDate, useTranslation } from '@trabzon/i18n';
import { HOTELS_NS } from '../../i18n';
import { MAX_NIGHTS, addDays, cappedCheckOut, isIsoDate, withCheckIn, withCheckOut } from '../../lib/dates';
import { StayCapNotice, useStayNotices } from '../../components/StayCapNotice';
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
  // As the hotel's booking panel: a check-in typed in the past is moved to today, an emptied field is
  // given back its date.
  const notices = useStayNotices('today', today);
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
            ? t('apiErrors.tooLong', { value: MAX_NIGHTS, count: MAX_NIGHTS })
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
            if (!isIsoDate(day)) return notices.emptied({ kind: 'checkInKept', date: draft.checkIn });
            const dates = withCheckIn(draft, day, today);
            notices.checkInChanged(day, draft.checkOut, dates);
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
            if (!isIsoDate(day)) return notices.emptied({ kind: 'checkOutKept', date: draft.checkOut });
            // Cut to the longest stay, as the booking panel does, rather than kept for an error at Search.
            const capped = cappedCheckOut(draft.checkIn, day);
            notices.checkOutChanged(day, draft.checkIn, capped);
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
        <StayCapNotice {...notices.props} />
      </DatesNotice>
      {showProblem && problemText && <Problem role="alert">{problemText}</Problem>}
    </Form>
  );
}
