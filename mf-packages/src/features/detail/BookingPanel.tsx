import { useEffect, useId, useRef, useState } from 'react';
import { useNavigate } from '@trabzon/router';
import styled from 'styled-components';
import { describeApiError, type PackageDetail } from '@trabzon/api-client';
import { Button, Card, FieldWrap, Input, Label, Muted, Select, Spinner } from '@trabzon/ui';
import { Trans, formatPrice, useTranslation } from '@trabzon/i18n';
import { PACKAGES_NS } from '../../i18n';
import { usePackageQuote } from './usePackageQuote';
import { useDeparture } from './useDeparture';
import { GUEST_OPTIONS } from './startChoice';
import type { StartSelection } from './useStartSelection';

/**
 * Pinned while the page scrolls only where it is the column beside the content (PanelFirstColumns'
 * breakpoint): on a phone it is above the content, and pinned it covered the itinerary and reviews.
 */
const Panel = styled(Card)`
  @media (min-width: ${({ theme }) => theme.breakpoint.md}) {
    position: sticky;
    inset-block-start: 88px;
  }
  h2 {
    margin-block-start: 0;
    font-size: ${({ theme }) => theme.fontSize.lg}px;
  }
  dl {
    display: grid;
    grid-template-columns: 1fr auto;
    gap: ${({ theme }) => theme.space(1)} ${({ theme }) => theme.space(3)};
    margin: ${({ theme }) => theme.space(3)} 0;
  }
  dd {
    margin: 0;
    text-align: end;
    font-variant-numeric: tabular-nums;
  }
  .total {
    font-weight: 700;
    font-size: ${({ theme }) => theme.fontSize.lg}px;
  }
`;

/** The price per person the list card shows, before and after a date is chosen. */
const FromPrice = styled.p`
  margin-block: 0 ${({ theme }) => theme.space(4)};
  strong {
    font-size: ${({ theme }) => theme.fontSize.lg}px;
    font-variant-numeric: tabular-nums;
  }
`;

const Alert = styled.p`
  color: ${({ theme }) => theme.colors.danger};
  font-weight: 600;
`;

/** Start date and guests (kept in the page's URL by useStartSelection), the server's live total, then /booking with the package in the URL. */
export function BookingPanel({ pkg, selection }: { pkg: PackageDetail; selection: StartSelection }) {
  const { t, i18n } = useTranslation(PACKAGES_NS);
  const ids = useId();
  const navigate = useNavigate();
  const { min, max, date, startDate, guests } = selection;
  const validDate = startDate !== '';
  // A date out of the window: the field says so (invalid, described by the message), not only the alert.
  const dateRefused = date !== '' && !validDate;
  const quote = usePackageQuote(pkg._id, startDate, guests);
  const departure = useDeparture(pkg._id, startDate);
  const status = quote.isError ? describeApiError(quote.error).status : null;
  const price = (n: number) => formatPrice(n, i18n.language);
  const bookRef = useRef<HTMLButtonElement>(null);
  // A failed quote (not a refusal: sold out or a date the package does not start) can be asked again.
  const quoteFailed = validDate && quote.isError && status !== 409 && status !== 400;
  const [retried, setRetried] = useState(false);
  const retryQuote = () => {
    setRetried(true);
    void quote.refetch();
  };
  const priced = validDate && Boolean(quote.data) && !quote.isError;
  // The Try again button goes with the error: the focus moves on to the next step, once it can be taken.
  const failedAgain = quote.isError && !quote.isFetching;
  useEffect(() => {
    if (!retried || !(priced || failedAgain)) return;
    setRetried(false);
    if (priced) bookRef.current?.focus();
  }, [retried, priced, failedAgain]);

  const submit = () => {
    if (!validDate || !quote.data) return;
    const query = new URLSearchParams({ type: 'package', packageId: pkg._id, startDate, guests: String(guests) });
    navigate(`/booking?${query.toString()}`);
  };

  return (
    <Panel as="aside" aria-labelledby={`${ids}-title`} data-testid="package-booking-panel">
      <h2 id={`${ids}-title`}>{t('booking.title')}</h2>
      <FromPrice data-testid="package-from-price">
        <Trans t={t} i18nKey="booking.fromPrice" values={{ price: price(pkg.price) }} components={{ strong: <strong /> }} />
      </FromPrice>
      <FieldWrap>
        <Label htmlFor={`${ids}-date`}>{t('booking.date')}</Label>
        <Input
          id={`${ids}-date`}
          type="date"
          min={min}
          max={max}
          value={date}
          onChange={(e) => selection.setDate(e.target.value)}
          aria-invalid={dateRefused ? true : undefined}
          aria-describedby={dateRefused ? `${ids}-date-error` : undefined}
          data-testid="package-date"
          dir="ltr"
        />
      </FieldWrap>
      <FieldWrap>
        <Label htmlFor={`${ids}-guests`}>{t('booking.guests')}</Label>
        <Select
          id={`${ids}-guests`}
          value={guests}
          onChange={(e) => selection.setGuests(Number(e.target.value))}
          data-testid="package-guests"
        >
          {GUEST_OPTIONS.map((n) => (
            <option key={n} value={n}>
              {n}
            </option>
          ))}
        </Select>
      </FieldWrap>
      <div aria-live="polite" data-testid="package-total">
        {!date && <Muted>{t('booking.pickDate')}</Muted>}
        {dateRefused && (
          <Alert role="alert" id={`${ids}-date-error`}>
            {t('booking.invalidDate')}
          </Alert>
        )}
        {validDate && quote.isFetching && !quote.data && <Spinner label={t('booking.calculating')} />}
        {validDate && status === 409 && <Alert role="alert">{t('booking.soldOut')}</Alert>}
        {validDate && status === 400 && <Alert role="alert">{t('booking.invalidDate')}</Alert>}
        {quoteFailed && <Alert role="alert">{t('booking.quoteFailed')}</Alert>}
        {validDate && quote.data && !quote.isError && (
          <dl>
            <dt>{t('booking.perPerson', { price: price(pkg.price), count: guests })}</dt>
            <dd>{price(quote.data.subtotal)}</dd>
            <dt>{t('booking.tax', { rate: quote.data.taxRate })}</dt>
            <dd>{price(quote.data.tax)}</dd>
            <dt className="total">{t('booking.total')}</dt>
            <dd className="total" data-testid="package-total-amount">
              {price(quote.data.total)}
            </dd>
          </dl>
        )}
        {validDate && departure.data && <Muted>{t('booking.seatsLeft', { count: departure.data.seatsLeft })}</Muted>}
      </div>
      {quoteFailed && (
        <Button type="button" $variant="ghost" $block onClick={retryQuote} data-testid="package-quote-retry">
          {t('errors.retry')}
        </Button>
      )}
      <Button
        ref={bookRef}
        type="button"
        $block
        disabled={!validDate || !quote.data || quote.isError}
        onClick={submit}
        data-testid="package-book"
      >
        {t('booking.continue')}
      </Button>
      <Muted>{t('booking.note')}</Muted>
    </Panel>
  );
}
