import { useEffect, useRef, useState } from 'react';
import styled from 'styled-components';
import type { Booking } from '@trabzon/api-client';
import { Link } from '@trabzon/router';
import { Button, Card } from '@trabzon/ui';
import { formatDateTime, formatPrice, useTranslation } from '@trabzon/i18n';
import { isFreeTable } from '@trabzon/contracts/booking-service';
import { selectSessionOwner, useSessionStore } from '@trabzon/stores';
import './i18n';

const Box = styled(Card)`
  text-align: center;
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space(3)};
  align-items: center;
  h1,
  h2 {
    color: ${({ theme }) => theme.colors.success};
    margin: 0;
  }
  /* Cancelled is no success: its heading is in the text's colour. */
  &[data-status='cancelled'] h1,
  &[data-status='cancelled'] h2 {
    color: ${({ theme }) => theme.colors.text};
  }
`;

/** The width the reference may take: the confirmation's own, whatever holds it (a page, a phone's dialog). */
const ReferenceFrame = styled.div`
  align-self: stretch;
  container-type: inline-size;
  display: flex;
  justify-content: center;
`;

/**
 * The reference is one word to copy or read out: it never breaks (not even at its dash). Its size
 * follows the frame, so the longest one (four letters, a dash, six digits) fits a 360 px dialog.
 */
const Reference = styled.output`
  font-family: ui-monospace, monospace;
  font-size: clamp(${({ theme }) => theme.fontSize.md}px, 10cqi, ${({ theme }) => theme.fontSize.xxl}px);
  white-space: nowrap;
  font-weight: 700;
  letter-spacing: 0.06em;
  user-select: all;
  padding: ${({ theme }) => theme.space(2)} ${({ theme }) => theme.space(4)};
  border: 2px dashed ${({ theme }) => theme.colors.primary};
  border-radius: ${({ theme }) => theme.radius.md};
`;

const Actions = styled.div`
  display: flex;
  gap: ${({ theme }) => theme.space(3)};
  flex-wrap: wrap;
  justify-content: center;
`;

/** The heading for each status: it says what happened, so only a confirmed booking is "confirmed". */
const TITLE_KEYS: Record<Booking['status'], string> = {
  // Received, not yet confirmed: by the team, or at the property for a stay paid there.
  pending: 'confirmation.receivedTitle',
  confirmed: 'confirmation.title',
  // A checkout makes pending or confirmed bookings; these two are named all the same, never "confirmed".
  completed: 'confirmation.completedTitle',
  cancelled: 'confirmation.cancelledTitle',
};

/** A guest's booking without payment is held until confirmed from the e-mailed link, and lapses otherwise. */
const holdUntilOf = (booking: Booking) => (booking.status === 'pending' && booking.holdExpiresAt ? booking.holdExpiresAt : null);

/** What the confirmation's heading says of a booking (null: none yet); also the page's title once booked. */
export function useConfirmationTitle(booking: Booking | null): string | null {
  const { t } = useTranslation('checkout');
  if (!booking) return null;
  return holdUntilOf(booking) ? t('confirmation.holdTitle') : t(TITLE_KEYS[booking.status]);
}

interface BookingConfirmationProps {
  booking: Booking;
  /** Opens the booking; offered only when it is the signed-in user's own (a guest's or another's is not theirs to open). */
  onView?: () => void;
  onDone?: () => void;
  /** 1 when the confirmation is the whole page (it replaces the checkout's h1); 2 inside a page or dialog. */
  headingLevel?: 1 | 2;
  /** The heading's id, for a dialog that takes its name from it. */
  headingId?: string;
}

/** The end of every checkout: the reference, large enough to copy, and what happens next; it takes the focus. */
export function BookingConfirmation({ booking, onView, onDone, headingLevel = 2, headingId }: BookingConfirmationProps) {
  const Heading = headingLevel === 1 ? 'h1' : 'h2';
  const { t, i18n } = useTranslation('checkout');
  const [copied, setCopied] = useState(false);
  const holdUntil = holdUntilOf(booking);
  const title = useConfirmationTitle(booking);
  // A booking not confirmed yet has no confirmation to speak of: the team's e-mail comes once it is
  // confirmed; a hold's own line names the address its confirmation link went to.
  const emailKey = booking.status !== 'pending' ? 'confirmation.sentTo' : holdUntil ? null : 'confirmation.emailWhenConfirmed';
  // The session's owner is the user's id when signed in (a bare token never equals a booking's userId).
  const owner = useSessionStore(selectSessionOwner);
  const isOwnBooking = booking.userId !== null && booking.userId === owner;
  const heading = useRef<HTMLHeadingElement>(null);
  // The booking is done: the focus moves from the vanished submit button to the news.
  useEffect(() => heading.current?.focus(), []);
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(booking.reference);
      setCopied(true);
    } catch {
      /* clipboard refused: the reference is selectable by hand */
    }
  };
  return (
    <Box
      as="section"
      role="status"
      aria-live="polite"
      data-testid="booking-confirmation"
      data-status={booking.status}
      data-hold={holdUntil ? 'true' : undefined}
    >
      <Heading ref={heading} id={headingId} tabIndex={-1} data-testid="confirmation-title">
        {title}
      </Heading>
      <span>{t('confirmation.reference')}</span>
      <ReferenceFrame>
        <Reference dir="ltr" data-testid="confirmation-reference">
          {booking.reference}
        </Reference>
      </ReferenceFrame>
      <Button type="button" $variant="secondary" onClick={copy}>
        {copied ? t('confirmation.copied') : t('confirmation.copy')}
      </Button>
      {holdUntil ? (
        <p data-testid="confirmation-hold">
          {t('confirmation.hold', { email: booking.contact.email, time: formatDateTime(holdUntil, i18n.language, { withZone: true }) })}
        </p>
      ) : (
        booking.status === 'pending' && <p>{t('confirmation.pending')}</p>
      )}
      {isFreeTable(booking) ? (
        // A table costs nothing to reserve: say so rather than "Total paid or due: $0.00".
        <p data-testid="confirmation-free">{t('confirmation.free')}</p>
      ) : (
        <p>
          {t('confirmation.total')}: <strong>{formatPrice(booking.total, i18n.language, booking.currency)}</strong>
        </p>
      )}
      {emailKey && <p data-testid="confirmation-email">{t(emailKey, { email: booking.contact.email })}</p>}
      {/* Without an account, the reference and the e-mail find the booking again. */}
      {booking.userId === null && (
        <p>
          <Link to={`/bookings/find?reference=${encodeURIComponent(booking.reference)}`} data-testid="confirmation-find">
            {t('confirmation.findLater')}
          </Link>
        </p>
      )}
      <Actions>
        {onView && isOwnBooking && (
          <Button type="button" onClick={onView}>
            {t('confirmation.view')}
          </Button>
        )}
        {onDone && (
          <Button type="button" $variant="secondary" onClick={onDone}>
            {t('confirmation.done')}
          </Button>
        )}
      </Actions>
    </Box>
  );
}
