import { Link } from '@trabzon/router';
import type { Booking } from '@trabzon/api-client';
import { BookingConfirmation, useBookedHere, useConfirmationTitle } from '@trabzon/checkout';
import { useSessionStore } from '@trabzon/stores';
import { Button, Muted, Page, PageTitle, usePageTitle } from '@trabzon/ui';

/**
 * The booking made on this checkout (useBookedHere), with the tab's title: the checkout's (title)
 * until booked, then what happened, as the confirmation's heading says.
 */
export function useBookedCheckout(title: string): ReturnType<typeof useBookedHere> {
  // Kept for the tab: a reload shows the confirmation again, not a form that would book twice.
  const booked = useBookedHere();
  usePageTitle(useConfirmationTitle(booked.booking) ?? title);
  return booked;
}

/** The checkout once booked: its confirmation, leading to the booking (when signed in) or home. */
export function BookedCheckout({ booking, leaveTo }: { booking: Booking; leaveTo: (path: string) => void }) {
  const signedIn = useSessionStore((s) => Boolean(s.token));
  return (
    <Page>
      <BookingConfirmation
        headingLevel={1}
        booking={booking}
        onView={signedIn ? () => leaveTo(`/bookings/${booking._id}`) : undefined}
        onDone={() => leaveTo('/')}
      />
    </Page>
  );
}

interface NothingToBookProps {
  title: string;
  /** Why there is nothing to book (no or a broken query). */
  message: string;
  /** Where to choose something to book, and the link's words. */
  browseTo: string;
  browseLabel: string;
}

/** The checkout of a query that describes no booking: why, and a way to choose one. */
export function NothingToBook({ title, message, browseTo, browseLabel }: NothingToBookProps) {
  return (
    <Page data-testid="booking-page">
      <PageTitle>{title}</PageTitle>
      <Muted>{message}</Muted>
      <Button as={Link} to={browseTo}>
        {browseLabel}
      </Button>
    </Page>
  );
}
