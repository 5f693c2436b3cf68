import { useRef } from 'react';
import styled from 'styled-components';
import { Button, ErrorPanel, FactList, RouteText, Spinner, useSubmitOnce, useToast } from '@trabzon/ui';
import { formatDate, formatDateTime, formatPrice, useTranslation } from '@trabzon/i18n';
import type { Booking, BookingStatus } from '@trabzon/contracts';
import { lineText } from '@trabzon/contracts/line-labels';
import { cardBrandName } from '@trabzon/contracts/validation';
import { Drawer } from '../../components/Drawer';
import { StatusPill } from '../../components/StatusPill';
import { useConfirm } from '../../components/ConfirmDialog';
import { useAdminBooking } from './queries/useAdminBooking';
import { useSetBookingStatus } from './queries/useSetBookingStatus';
import {
  countsPassengers,
  hasParty,
  isFreeTable,
  otherTravellers,
  routeEnds,
  serviceKind,
  serviceName,
} from '@trabzon/contracts/booking-service';
import { useDiningText } from '../../lib/dining/i18n';
import { paymentLabel, statusTone } from './model';
import { flightRoute } from './flight';
import { FlightFacts } from './FlightFacts';
import { bookingFailureText } from './refusals';

/** The guest's own text: its line breaks kept, its direction its own. */
const Requests = styled.dd`
  white-space: pre-line;
`;

const Section = styled.section`
  margin-block-end: ${({ theme }) => theme.space(5)};
  h3 {
    margin: 0 0 ${({ theme }) => theme.space(2)};
    font-size: ${({ theme }) => theme.fontSize.md}px;
  }
`;

// The drawer's small type. Free texts (special requests, names, e-mails) with long words break
// anywhere (FactList's values do) rather than run past the drawer's edge.
const Facts = styled(FactList)`
  font-size: ${({ theme }) => theme.fontSize.sm}px;
`;

const Lines = styled.table`
  inline-size: 100%;
  border-collapse: collapse;
  font-size: ${({ theme }) => theme.fontSize.sm}px;
  font-variant-numeric: tabular-nums;
  th,
  td {
    padding-block: ${({ theme }) => theme.space(1)};
    text-align: start;
    border-block-end: 1px solid ${({ theme }) => theme.colors.surfaceAlt};
  }
  /* Only a line's label may break anywhere (a long restaurant line on a phone); headers break
     between words, and an amount never splits from its currency. */
  td:first-child {
    overflow-wrap: anywhere;
  }
  [data-align='end'] {
    text-align: end;
    white-space: nowrap;
    padding-inline-start: ${({ theme }) => theme.space(2)};
  }
  tfoot th,
  tfoot td {
    font-weight: 700;
    border: none;
  }
`;

const Moves = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space(2)};
`;

const History = styled.ol`
  margin: 0;
  padding-inline-start: ${({ theme }) => theme.space(5)};
  font-size: ${({ theme }) => theme.fontSize.sm}px;
  li {
    margin-block-end: ${({ theme }) => theme.space(1)};
    overflow-wrap: anywhere;
  }
`;

/**
 * "Dec 10, 2026 14:00 – Dec 12, 2026 12:00": the start time belongs to the start date (a check-in, a
 * departure), the end time to the end date (a check-out, a drop-off, an arrival); "Dec 10, 2026 09:10 –
 * 11:05" when it ends the day it starts. Each end isolated, so Arabic text around them keeps them whole and in order.
 */
function ServiceDates({
  booking,
  language,
}: {
  booking: Pick<Booking, 'startDate' | 'endDate' | 'startTime' | 'endTime'>;
  language: string;
}) {
  const start = formatDate(booking.startDate, language) + (booking.startTime ? ` ${booking.startTime}` : '');
  const endDay = booking.endDate && booking.endDate !== booking.startDate ? formatDate(booking.endDate, language) : null;
  const end = [endDay, booking.endTime].filter(Boolean).join(' ') || null;
  return (
    <>
      <bdi>{start}</bdi>
      {end && (
        <>
          {' – '}
          <bdi>{end}</bdi>
        </>
      )}
    </>
  );
}

/** One booking: its price breakdown, contact, provider order, status history and the allowed moves. */
export function BookingDrawer({ id, onClose }: { id: string | null; onClose: () => void }) {
  const { t, i18n } = useTranslation('adminBookings');
  // A reservation's table location is named with the restaurant screens' words.
  const dining = useDiningText();
  const detail = useAdminBooking(id);
  const move = useSetBookingStatus();
  const confirm = useConfirm();
  const toast = useToast();
  const language = i18n.language;
  const data = detail.data;
  const booking = data?.booking;
  // A flight's route says whether it comes back ("TZX → IST → TZX"; "TZX ← IST ← TZX" read from the right in Arabic).
  const flightPath = booking?.type === 'flight' ? flightRoute(booking.details, language) : null;
  const service = flightPath || serviceName(booking?.details, language);
  const route = routeEnds(booking?.details, language);
  // After a move its button is gone: the focus goes to the moves' heading, not the page's body.
  const movesHeading = useRef<HTMLHeadingElement>(null);
  // One move at a time: every move button is busy (aria-disabled, still focusable) while one is sent.
  const sending = useSubmitOnce();
  const others = otherTravellers(booking?.details);

  const send = sending.once(async (id: string, reference: string, status: BookingStatus) => {
    try {
      await move.mutateAsync({ id, status });
      toast.success(t('moved', { reference, status: t(`statuses.${status}`) }));
      movesHeading.current?.focus();
    } catch (error) {
      // The button is still there: the focus stays on it (or, the booking having changed, it reloads).
      toast.error(bookingFailureText(error, t('moveFailed')));
    }
  });

  const run = async (status: BookingStatus) => {
    if (!booking || sending.isSending()) return;
    if (status === 'cancelled') {
      const ok = await confirm({
        title: t('cancelTitle'),
        message: t('cancelMessage', { reference: booking.reference }),
        confirmLabel: t('moves.cancelled'),
        cancelLabel: t('keepBooking'),
      });
      if (!ok) return;
    }
    await send(booking._id, booking.reference, status);
  };

  return (
    <Drawer
      open={id !== null}
      title={booking ? t('drawerTitle', { reference: booking.reference }) : t('drawerLoading')}
      closeLabel={t('close')}
      onClose={onClose}
      busy={sending.busy}
      testId="booking-drawer"
    >
      {detail.isLoading && <Spinner label={t('loading')} />}
      {detail.isError && <ErrorPanel message={bookingFailureText(detail.error, t('loadFailed'))} onRetry={() => void detail.refetch()} />}
      {booking && data && (
        <>
          <Section>
            <Facts>
              <dt>{t('columns.status')}</dt>
              <dd>
                <StatusPill $tone={statusTone(booking.status)} data-testid="drawer-status">
                  {t(`statuses.${booking.status}`)}
                </StatusPill>
              </dd>
              <dt>{t('columns.type')}</dt>
              <dd>{t(`types.${serviceKind(booking)}`)}</dd>
              {service && (
                <>
                  <dt>{t('serviceName')}</dt>
                  <dd data-testid="drawer-service">
                    {/* A name keeps its own direction. A route runs the page's way: its places are isolated,
                        so a bdi left to guess would find no letter and lay an Arabic route out left to right. */}
                    <bdi dir={flightPath ? i18n.dir() : undefined}>{service}</bdi>
                  </dd>
                </>
              )}
              {route && (
                <>
                  <dt>{t('route')}</dt>
                  <dd data-testid="drawer-route">
                    <RouteText from={route.from} to={route.to} />
                  </dd>
                </>
              )}
              {others.length > 0 && (
                <>
                  <dt>{t('otherTravellers')}</dt>
                  <dd data-testid="drawer-travellers">
                    {others.map((name, index) => (
                      <span key={index}>
                        {index > 0 && ', '}
                        <bdi>{name}</bdi>
                      </span>
                    ))}
                  </dd>
                </>
              )}
              <dt>{t('columns.service')}</dt>
              <dd data-testid="drawer-dates">
                <ServiceDates booking={booking} language={language} />
              </dd>
              {booking.type === 'flight' && (
                <FlightFacts details={booking.details} leadName={`${booking.contact.firstName} ${booking.contact.lastName}`} />
              )}
              {hasParty(booking) && (
                <>
                  <dt>{t(countsPassengers(booking) ? 'passengers' : 'guests')}</dt>
                  <dd data-testid="drawer-guests">{booking.guests}</dd>
                </>
              )}
              {data.table && (
                <>
                  <dt>{t('table')}</dt>
                  <dd data-testid="drawer-table">
                    {t('tableAt', { number: data.table.number, location: dining.t(`tables.locations.${data.table.location}`) })}
                  </dd>
                </>
              )}
              <dt>{t('columns.created')}</dt>
              <dd>{formatDateTime(booking.createdAt, language)}</dd>
              <dt>{t('providerOrder')}</dt>
              <dd data-testid="drawer-provider-order">{data.providerOrderId ? <bdi dir="ltr">{data.providerOrderId}</bdi> : t('none')}</dd>
            </Facts>
          </Section>
          <Section aria-labelledby="bd-moves">
            <h3 id="bd-moves" ref={movesHeading} tabIndex={-1}>
              {t('movesTitle')}
            </h3>
            {data.allowedMoves.length === 0 ? (
              <p>{t('noMoves')}</p>
            ) : (
              <Moves>
                {data.allowedMoves.map((status) => (
                  <Button
                    key={status}
                    type="button"
                    $variant={status === 'cancelled' ? 'danger' : 'primary'}
                    aria-disabled={sending.busy || undefined}
                    onClick={() => void run(status)}
                    data-testid={`move-${status}`}
                  >
                    {t(`moves.${status}`)}
                  </Button>
                ))}
              </Moves>
            )}
          </Section>
          <Section aria-labelledby="bd-price">
            <h3 id="bd-price">{t('price')}</h3>
            {isFreeTable(booking) ? (
              // A table costs nothing to reserve: said so, not a breakdown of $0.00 lines.
              <p data-testid="drawer-no-charge">{t('noCharge')}</p>
            ) : (
              <Lines>
                <thead>
                  <tr>
                    <th scope="col">{t('item')}</th>
                    <th scope="col" data-align="end">
                      {t('quantity')}
                    </th>
                    <th scope="col" data-align="end">
                      {t('amount')}
                    </th>
                  </tr>
                </thead>
                <tbody>
                  {booking.lineItems.map((item, index) => (
                    <tr key={index}>
                      <td>{lineText(item, language)}</td>
                      <td data-align="end">{item.quantity}</td>
                      <td data-align="end">{formatPrice(item.total, language, booking.currency)}</td>
                    </tr>
                  ))}
                </tbody>
                <tfoot>
                  <tr>
                    <td colSpan={2}>{t('subtotal')}</td>
                    <td data-align="end">{formatPrice(booking.subtotal, language, booking.currency)}</td>
                  </tr>
                  <tr>
                    <td colSpan={2}>{t('tax', { rate: booking.taxRate })}</td>
                    <td data-align="end">{formatPrice(booking.tax, language, booking.currency)}</td>
                  </tr>
                  <tr>
                    <th scope="row" colSpan={2}>
                      {t('columns.total')}
                    </th>
                    <td data-align="end" data-testid="drawer-total">
                      {formatPrice(booking.total, language, booking.currency)}
                    </td>
                  </tr>
                </tfoot>
              </Lines>
            )}
          </Section>
          <Section aria-labelledby="bd-contact">
            <h3 id="bd-contact">{t('contact')}</h3>
            <Facts>
              <dt>{t('columns.customer')}</dt>
              <dd>
                <bdi>{`${booking.contact.firstName} ${booking.contact.lastName}`}</bdi>
              </dd>
              <dt>{t('columns.email')}</dt>
              <dd>
                <bdi dir="ltr">{booking.contact.email}</bdi>
              </dd>
              <dt>{t('phone')}</dt>
              <dd>
                <bdi dir="ltr" className="phone">
                  {booking.contact.phone}
                </bdi>
              </dd>
              <dt>{t('payment')}</dt>
              <dd>
                {t(`paymentMethods.${paymentLabel(booking.type, booking.payment.method)}`)}
                {booking.payment.cardLast4 ? ` · ${cardBrandName(booking.payment.cardBrand)} •••• ${booking.payment.cardLast4}` : ''}
              </dd>
              <dt>{t('requests')}</dt>
              {booking.specialRequests ? (
                <Requests dir="auto" data-testid="drawer-requests">
                  {booking.specialRequests}
                </Requests>
              ) : (
                <dd>{t('none')}</dd>
              )}
            </Facts>
          </Section>
          <Section aria-labelledby="bd-history">
            <h3 id="bd-history">{t('history')}</h3>
            <History data-testid="drawer-history">
              {data.history.map((entry, index) => (
                <li key={index}>
                  {entry.from
                    ? t('historyMove', { from: t(`statuses.${entry.from}`), to: t(`statuses.${entry.to}`) })
                    : t('historyCreated', { to: t(`statuses.${entry.to}`) })}
                  {' · '}
                  {/* Isolated: a Latin name beside Arabic text and digits would reorder them. */}
                  {entry.byName ? <bdi>{entry.byName}</bdi> : t('guestOrSystem')}
                  {' · '}
                  <bdi>{formatDateTime(entry.at, language)}</bdi>
                </li>
              ))}
            </History>
          </Section>
        </>
      )}
    </Drawer>
  );
}
