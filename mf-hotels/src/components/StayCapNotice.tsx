import { useState } from 'react';
import styled from 'styled-components';
import { Muted } from '@trabzon/ui';
import { formatDate, useTranslation } from '@trabzon/i18n';
import { HOTELS_NS } from '../i18n';
import { MAX_NIGHTS, isIsoDate, minCheckOut, type Stay } from '../lib/dates';

/** Empty, it takes no space; kept in the page so a screen reader reads its first message. */
const Notice = styled(Muted)`
  font-size: ${({ theme }) => theme.fontSize.sm}px;
  margin: 0;
  &:not(:empty) {
    margin-block-end: ${({ theme }) => theme.space(3)};
  }
`;

/** How a check-in typed in the past was corrected: moved to today, or the dates cleared (the list's "any dates"). */
export type PastCheckIn = 'today' | 'cleared';

/**
 * The past check-in notice's state for a form whose rules correct such a check-in as `correction`
 * says: `checkInTyped` sets it for a day before `today`, and any other date typed (`clear`) clears it.
 */
export function usePastCheckIn(correction: PastCheckIn, today: string) {
  const [pastCheckIn, setPastCheckIn] = useState<PastCheckIn | null>(null);
  return {
    pastCheckIn,
    checkInTyped: (day: string) => setPastCheckIn(isIsoDate(day) && day < today ? correction : null),
    clear: () => setPastCheckIn(null),
  };
}

/**
 * Another date a form's rules changed once its field was left: a check-out typed on or before the
 * check-in set to the day after it (`checkOutBeforeCheckIn`, with that day); a check-in set on or
 * after the check-out, or earlier so that the stay passed the longest, which moved the check-out to
 * the day after it (`checkOutMoved`, `checkOutMovedTooLong`, with that day); an emptied date field
 * given back its date (`checkInKept`, `checkOutKept`, with that date), where a stay needs both; or,
 * where the dates are optional (the list), an emptied date that cleared the other one (`cleared`).
 */
export interface StayCorrection {
  kind: 'checkOutBeforeCheckIn' | 'checkOutMoved' | 'checkOutMovedTooLong' | 'checkInKept' | 'checkOutKept' | 'cleared';
  /** The day the field now shows (none for `cleared`). */
  date?: string;
}

/**
 * What to say of a new check-in: when the stay's rules moved the check-out it had (`checkOut`; `stay`,
 * the dates now), that it moved, and why: the check-in reached it (`checkOutMoved`), or came so much
 * earlier that the stay passed the longest (`checkOutMovedTooLong`); else null, nothing to say.
 */
export function checkOutMoved(checkOut: string, stay: Stay): StayCorrection | null {
  if (!isIsoDate(checkOut) || !isIsoDate(stay.checkIn) || !isIsoDate(stay.checkOut) || stay.checkOut === checkOut) return null;
  return { kind: stay.checkIn >= checkOut ? 'checkOutMoved' : 'checkOutMovedTooLong', date: stay.checkOut };
}

/**
 * The notices' state of a hotel date form, for `<StayCapNotice {...notices.props} />`, and the steps
 * all three forms take on a date typed; each form keeps its own rules for the dates and says what
 * they did. `correction` and `today` are `usePastCheckIn`'s.
 */
export function useStayNotices(correction: PastCheckIn, today: string) {
  // The check-out a stay typed too long was cut to; the next date typed clears it.
  const [cappedTo, setCappedTo] = useState<string | null>(null);
  const pastCheckIn = usePastCheckIn(correction, today);
  // Any other date the form's rules changed.
  const [corrected, setCorrected] = useState<StayCorrection | null>(null);
  return {
    /** A check-in typed (`day`) while the check-out was `checkOut`; `stay`, the dates the form's rules made of it. */
    checkInChanged: (day: string, checkOut: string, stay: Stay) => {
      setCappedTo(null);
      pastCheckIn.checkInTyped(day);
      setCorrected(checkOutMoved(checkOut, stay));
    },
    /** A check-out typed (`day`) against the check-in `checkIn`, which the form's rules cut to `cutTo` (or null). */
    checkOutChanged: (day: string, checkIn: string, cutTo: string | null) => {
      pastCheckIn.clear();
      setCorrected(day <= checkIn ? { kind: 'checkOutBeforeCheckIn', date: minCheckOut(checkIn) } : null);
      setCappedTo(cutTo);
    },
    /** A date field emptied: what the form did of it (`said`: a date kept, or the list's dates cleared) replaces any notice. */
    emptied: (said: StayCorrection | null) => {
      setCappedTo(null);
      pastCheckIn.clear();
      setCorrected(said);
    },
    props: { checkOut: cappedTo, pastCheckIn: pastCheckIn.pastCheckIn, corrected },
  };
}

/**
 * Says that a check-out typed past the longest stay was moved back to it (`checkOut`, the day it
 * was cut to; null says nothing), that a check-in typed in the past was corrected (`pastCheckIn`),
 * or another correction of the dates (`corrected`), so the changed dates do not come as a surprise.
 * The focus stays where the visitor left it.
 */
export function StayCapNotice({
  checkOut,
  pastCheckIn = null,
  corrected = null,
}: {
  checkOut: string | null;
  pastCheckIn?: PastCheckIn | null;
  corrected?: StayCorrection | null;
}) {
  const { t, i18n } = useTranslation(HOTELS_NS);
  const text = pastCheckIn
    ? t(`stayPastCheckIn.${pastCheckIn}`)
    : corrected
      ? t(`stayCorrected.${corrected.kind}`, { date: corrected.date && formatDate(corrected.date, i18n.language), count: MAX_NIGHTS })
      : checkOut
        ? t('stayCapped', { count: MAX_NIGHTS, date: formatDate(checkOut, i18n.language) })
        : '';
  return (
    <Notice role="status" data-testid="stay-capped">
      {text}
    </Notice>
  );
}
