import { useMemo } from 'react';
import { Link, useSearchParams } from '@trabzon/router';
import { describeApiError } from '@trabzon/api-client';
import { stayMessageOf } from '@trabzon/contracts/stay-messages';
import { CheckoutForm, PriceSummary, useRefusalText } from '@trabzon/checkout';
import { ErrorPanel, Page, PageTitle } from '@trabzon/ui';
import { formatDate, useTranslation } from '@trabzon/i18n';
import { nightsBetween } from '@trabzon/dates';
import { CheckoutLayout, CheckoutSummary, SummaryFacts } from './components/CheckoutLayout';
import { BookedCheckout, NothingToBook, useBookedCheckout } from './components/CheckoutStates';
import { readBookingRequest } from './model/request';
import { PackageCheckout } from './package/PackageCheckout';
import { useQuote } from './queries/useQuote';
import { useStayHotel } from './queries/useStayHotel';
export { checkoutTextsReady as ready } from './texts';

/** /booking: the checkout of the booking the query describes (`type`: hotel by default, or package). */
export function BookingPage() {
  const [params] = useSearchParams();
  return params.get('type') === 'package' ? <PackageCheckout /> : <HotelBookingPage />;
}

/** How the checkout treats the API's refusal of a stay's price (status): only 'failed' offers a retry. */
function refusalOf(status: number | null): 'unavailable' | 'invalid' | 'notFound' | 'failed' {
  if (status === 409) return 'unavailable';
  if (status === 400) return 'invalid';
  if (status === 404) return 'notFound';
  return 'failed';
}

/**
 * The API's reason for refusing the stay, in the checkout's texts (`refusal`): a stay refusal in the
 * page's language, its number counting in the language's plural form (Arabic words "2 guests" and
 * "3 guests" differently); any other message the API's English on an English page only, the panel's
 * title alone on another. None for a taken room: the panel's title says that already.
 */
function stayReason(message: string | null, refusal: (message: string | null) => string | undefined): string | undefined {
  return stayMessageOf(message)?.key === 'unavailable' ? undefined : refusal(message);
}

/**
 * The summary's hotel and room: their names, "…" while the hotel loads, and once it cannot load
 * what happened (no such hotel or room, or no answer) instead of a "…" that never ends.
 */
function summaryFacts(
  hotelQuery: { isError: boolean; isFetching: boolean; error: unknown },
  hotel: { name: string } | null,
  room: { name: string } | undefined,
  t: (key: string) => string,
): { hotel: string; room: string } {
  if (hotel) return { hotel: hotel.name, room: room?.name ?? t('summaryNotFound') };
  if (!hotelQuery.isError || hotelQuery.isFetching) return { hotel: '…', room: '…' };
  const missing = t(describeApiError(hotelQuery.error).status === 404 ? 'summaryNotFound' : 'summaryNotLoaded');
  return { hotel: missing, room: missing };
}

/** Checkout for the site's own hotels, priced by the API from the query's stay. */
function HotelBookingPage() {
  const { t, i18n } = useTranslation('checkoutPage');
  const [params] = useSearchParams();
  const request = useMemo(() => readBookingRequest(params), [params]);
  const hotelQuery = useStayHotel(request?.hotelId ?? null);
  const hotel = hotelQuery.data ?? null;
  const quoteQuery = useQuote(request);
  const quote = quoteQuery.data ?? null;
  const quoteFailure = quoteQuery.isError && !quoteQuery.isFetching ? describeApiError(quoteQuery.error).status : undefined;
  const quoteState = quoteFailure !== undefined ? refusalOf(quoteFailure) : quoteQuery.isSuccess ? 'ready' : 'loading';
  // A refusal is final (no retry): taken (409), a stay that cannot be (400), a hotel or room gone (404).
  const refused = quoteState === 'unavailable' || quoteState === 'invalid' || quoteState === 'notFound';
  const loadQuote = () => void quoteQuery.refetch();
  const { booking, remember, leaveTo } = useBookedCheckout(t('title'));
  const refusal = useRefusalText('stay');

  if (!request) {
    const type = params.get('type');
    return (
      <NothingToBook
        title={t('title')}
        message={type && type !== 'hotel' ? t('unsupported') : t('missing')}
        browseTo="/hotels"
        browseLabel={t('browse')}
      />
    );
  }

  if (booking) return <BookedCheckout booking={booking} leaveTo={leaveTo} />;

  const nights = nightsBetween(request.checkIn, request.checkOut);
  const room = hotel?.roomTypes.find((r) => r._id === request.roomTypeId);
  const facts = summaryFacts(hotelQuery, hotel, room, t);
  return (
    <Page data-testid="booking-page">
      <PageTitle>{t('title')}</PageTitle>
      <CheckoutLayout>
        <div>
          {refused ? (
            // The API's reason ("Check-in cannot be in the past", "sleeps at most 2 guests"), in the page's language.
            <ErrorPanel
              title={t(quoteState === 'invalid' ? 'invalidStay' : quoteState === 'notFound' ? 'notFound' : 'unavailable')}
              message={stayReason(describeApiError(quoteQuery.error).message, refusal)}
            />
          ) : (
            <CheckoutForm
              type="hotel"
              variant="hotel"
              details={{
                hotelId: request.hotelId,
                roomTypeId: request.roomTypeId,
                checkIn: request.checkIn,
                checkOut: request.checkOut,
                guests: request.guests,
              }}
              expectedTotal={quoteState === 'ready' ? quote?.total : undefined}
              quoteFailed={quoteState === 'failed'}
              onBooked={remember}
            />
          )}
          {quoteState === 'notFound' ? (
            <Link to="/hotels">{t('browse')}</Link>
          ) : (
            refused && (
              <Link
                to={`/hotels/${encodeURIComponent(request.hotelId)}?checkIn=${request.checkIn}&checkOut=${request.checkOut}&guests=${request.guests}`}
              >
                {/* Taken: other dates help. Invalid (past, too long, too many guests): the stay itself changes. */}
                {t(quoteState === 'unavailable' ? 'chooseOther' : 'changeStay')}
              </Link>
            )
          )}
        </div>
        <CheckoutSummary titleId="stay-title" title={t('summary')} image={hotel?.featuredImage} note={t('secureNote')}>
          <SummaryFacts>
            <dt>{t('hotel')}</dt>
            <dd data-testid="booking-hotel-name">{facts.hotel}</dd>
            <dt>{t('room')}</dt>
            <dd data-testid="booking-room-name">{facts.room}</dd>
            <dt>{t('dates')}</dt>
            <dd>
              {formatDate(request.checkIn, i18n.language)} – {formatDate(request.checkOut, i18n.language)}
              {nights > 0 && ` (${t('nights', { count: nights })})`}
            </dd>
            <dt>{t('guests')}</dt>
            <dd>{request.guests}</dd>
          </SummaryFacts>
          {/* No price to wait for when the stay cannot be booked (the panel beside says why). */}
          {!refused && (
            <PriceSummary quote={quote} loading={quoteState === 'loading'} failed={quoteState === 'failed'} onRetry={loadQuote} withTerms />
          )}
        </CheckoutSummary>
      </CheckoutLayout>
    </Page>
  );
}
