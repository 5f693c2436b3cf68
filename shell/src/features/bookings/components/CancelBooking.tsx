import { useEffect, useRef, useState } from 'react';
import { describeApiError, type Booking } from '@trabzon/api-client';
import { Button, FormMessage, Muted } from '@trabzon/ui';
import { formatDateTime, useTranslation } from '@trabzon/i18n';
import { ContactAgency } from './ContactAgency';

interface CancelBookingProps {
  booking: Booking;
  /** Cancels it (the account's call, or the guest link's); rejects with the API's refusal. */
  cancel: () => Promise<unknown>;
  pending: boolean;
  /** Loads the booking again: a refusal (409) means it changed meanwhile, e.g. cancelled in another tab. */
  reload: () => void;
}

/**
 * A booking's free cancellation: until when it lasts, the button, and a question whose safe answer
 * takes the focus (Escape puts it away); the outcome then takes the focus, so it is read out. Once
 * it is over, how to reach the office instead.
 */
export function CancelBooking({ booking, cancel, pending, reload }: CancelBookingProps) {
  const { t, i18n } = useTranslation('bookings');
  const [confirming, setConfirming] = useState(false);
  // 'refused': the API said no (409); its text follows the booking as it loads again.
  const [message, setMessage] = useState<{ tone: 'success' | 'error'; text: string } | 'refused' | null>(null);
  const cancelButton = useRef<HTMLButtonElement>(null);
  const keepButton = useRef<HTMLButtonElement>(null);
  const messageBox = useRef<HTMLDivElement>(null);
  const backToCancel = useRef(false);
  const keepBooking = () => {
    backToCancel.current = true;
    setConfirming(false);
  };
  useEffect(() => {
    if (!confirming) {
      if (backToCancel.current) cancelButton.current?.focus();
      backToCancel.current = false;
      return;
    }
    keepButton.current?.focus();
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') keepBooking();
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [confirming]);
  useEffect(() => {
    if (message) messageBox.current?.focus();
  }, [message]);

  const doCancel = async () => {
    setMessage(null);
    try {
      await cancel();
      setConfirming(false);
      // Nothing was paid for a free table, or at the property before arrival: no refund to promise.
      const paid = booking.payment.method === 'creditCard' && booking.total > 0;
      setMessage({ tone: 'success', text: t(paid ? 'detail.cancelled' : 'detail.cancelledUnpaid') });
    } catch (error) {
      setConfirming(false);
      if (describeApiError(error).status !== 409) return setMessage({ tone: 'error', text: t('detail.cancelFailed') });
      setMessage('refused');
      reload();
    }
  };
  const shown =
    message === 'refused'
      ? { tone: 'error' as const, text: t(booking.status === 'cancelled' ? 'detail.alreadyCancelled' : 'detail.notCancellable') }
      : message;

  const open = booking.status === 'pending' || booking.status === 'confirmed';
  return (
    <>
      {shown && (
        <FormMessage $tone={shown.tone} ref={messageBox} tabIndex={-1} data-testid="cancel-message">
          {shown.text}
        </FormMessage>
      )}
      {open && booking.cancellable && booking.cancellableUntil && (
        <Muted>{t('detail.cancelUntil', { date: formatDateTime(booking.cancellableUntil, i18n.language, { withZone: true }) })}</Muted>
      )}
      {open && !booking.cancellable && (
        <>
          <Muted data-testid="booking-not-cancellable">{t(booking.nonRefundable ? 'detail.nonRefundable' : 'detail.notCancellable')}</Muted>
          <ContactAgency reference={booking.reference} />
        </>
      )}
      {open && booking.cancellable && !confirming && (
        <Button type="button" $variant="danger" ref={cancelButton} onClick={() => setConfirming(true)} data-testid="cancel-booking">
          {t('detail.cancel')}
        </Button>
      )}
      {confirming && (
        <div role="group" aria-label={t('detail.cancelConfirm')}>
          <p>{t('detail.cancelConfirm')}</p>
          <Button type="button" $variant="danger" onClick={doCancel} disabled={pending} data-testid="confirm-cancel">
            {pending ? t('detail.cancelling') : t('detail.cancelYes')}
          </Button>{' '}
          <Button type="button" $variant="ghost" ref={keepButton} onClick={keepBooking}>
            {t('detail.cancelNo')}
          </Button>
        </div>
      )}
    </>
  );
}
