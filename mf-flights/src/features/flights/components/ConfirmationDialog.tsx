import { useEffect } from 'react';
import styled from 'styled-components';
import type { Booking } from '@trabzon/api-client';
import { BookingConfirmation } from '@trabzon/checkout';
import { useTranslation } from '@trabzon/i18n';
import { Button, Modal } from '@trabzon/ui';
import { FLIGHTS_NS } from '../i18n';

const DoneRow = styled.div`
  display: flex;
  justify-content: center;
  margin-block-start: ${({ theme }) => theme.space(4)};
`;

/** The confirmation's heading, which names the dialog. */
const HEADING_ID = 'flight-confirmation-title';

interface ConfirmationDialogProps {
  /** The booking just made; the dialog is open while there is one. */
  booking: Booking | null;
  /** Shown when the visitor may open the booking (signed in). */
  onView?: (booking: Booking) => void;
  /** The × button, Done, Esc or a click on the backdrop. */
  onClose: () => void;
}

/**
 * The booking's confirmation in a modal <dialog>. The confirmation's own heading, which says what
 * happened ('Booking confirmed', 'Booking received' while it waits, 'Booking received…' for a hold),
 * is the dialog's only heading and its name: the kit's Modal, given no title, adds no second h2.
 */
export function ConfirmationDialog({ booking, onView, onClose }: ConfirmationDialogProps) {
  const { t } = useTranslation(FLIGHTS_NS);
  const open = booking !== null;

  useEffect(() => {
    // The confirmation focuses its heading as it mounts, before the dialog is shown (a closed dialog
    // takes no focus); once it is shown, the heading takes it, as the confirmation means it to.
    if (open) document.getElementById(HEADING_ID)?.focus();
  }, [open]);

  return (
    <Modal open={open} labelledBy={HEADING_ID} closeLabel={t('close')} onClose={onClose} testId="flight-confirmation">
      {booking && (
        <>
          <BookingConfirmation booking={booking} headingId={HEADING_ID} onView={onView ? () => onView(booking) : undefined} />
          <DoneRow>
            <Button type="button" $variant="secondary" data-testid="flight-done" onClick={onClose}>
              {t('confirmation.done')}
            </Button>
          </DoneRow>
        </>
      )}
    </Modal>
  );
}
