import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useNavigate, useSearchParams } from '@trabzon/router';
import styled from 'styled-components';
import type { Booking } from '@trabzon/api-client';
import { BookingConfirmation } from '@trabzon/checkout';
import { useSessionStore, useThemeStore } from '@trabzon/stores';
import { Button, ErrorPanel, Modal, Muted, Page, PageTitle, usePageTitle } from '@trabzon/ui';
import { useTranslation } from '@trabzon/i18n';
import { HOTELS_NS } from '../../i18n';
import { CardGrid } from '../../components/Grid';
import { LinkNotice } from '../../components/LinkNotice';
import { SkeletonCard } from '../../components/Skeleton';
import { todayIso } from '../../lib/dates';
import {
  GUESTS_MAX,
  cardImage,
  isSameStay,
  lastCheckIn,
  replacedInLink,
  roomImage,
  stayFromParams,
  stayToParams,
  type HotelOfferView,
  type ProviderHotel,
  type TrabzonStay,
} from './model';
import { OffersList } from './OffersList';
import { ProviderBooking } from './ProviderBooking';
import { ProviderHotelCard } from './ProviderHotelCard';
import { SearchForm } from './SearchForm';
import { StaySummary, Summary } from './StaySummary';
import { useHotelOffers, type OffersTarget } from './useHotelOffers';
import { useTrabzonSearch } from './useTrabzonSearch';
import { useProviderText } from './text';

const Notice = styled.p`
  padding: ${({ theme }) => theme.space(4)};
  border-radius: ${({ theme }) => theme.radius.md};
  background: ${({ theme }) => theme.colors.surface};
  border-inline-start: 6px solid ${({ theme }) => theme.colors.accent};
  box-shadow: ${({ theme }) => theme.shadow.sm};
`;

const Count = styled.p`
  margin-block: 0 ${({ theme }) => theme.space(4)};
  font-weight: 600;
`;

const DoneRow = styled.div`
  display: flex;
  justify-content: center;
  margin-block-start: ${({ theme }) => theme.space(4)};
`;

const BookedStay = styled.section`
  margin-block-start: ${({ theme }) => theme.space(4)};
`;

type Stage = 'offers' | 'booking' | 'confirmation' | null;

/** The confirmation's own heading ('Booking confirmed', 'Booking received…'): the dialog's only heading and its name; it takes the focus once the dialog is shown. */
const CONFIRMATION_HEADING_ID = 'trabzon-confirmation-title';

/**
 * /trabzon-hotels: hotels of Trabzon and Rize from the travel-data provider (through the API's
 * proxy), searched on arrival with the default stay; View Offers lists a hotel's rooms, Book Now
 * opens the shared checkout (a real "provider-hotel" booking), then the confirmation. The stay is
 * kept in the URL (checkIn, checkOut, guests) so a search can be shared and reloaded.
 */
export function TrabzonHotelsScreen() {
  const { t } = useTranslation(HOTELS_NS);
  usePageTitle(t('screens.trabzonHotels'));
  const text = useProviderText();
  const mode = useThemeStore((state) => state.mode);
  const signedIn = useSessionStore((state) => Boolean(state.token));
  const navigate = useNavigate();
  const [params, setParams] = useSearchParams();
  const today = todayIso();
  const paramsKey = params.toString();
  // eslint-disable-next-line react-hooks/exhaustive-deps
  const stay = useMemo(() => stayFromParams(params, today), [paramsKey, today]);
  // The URL keeps the link's values until the next search: the notice says which the search replaced.
  const replaced = replacedInLink(params, stay, today);
  const [attempt, setAttempt] = useState(0);
  const search = useTrabzonSearch(stay, attempt);

  const [target, setTarget] = useState<OffersTarget | null>(null);
  const [stage, setStage] = useState<Stage>(null);
  const [offer, setOffer] = useState<HotelOfferView | null>(null);
  const [booking, setBooking] = useState<Booking | null>(null);
  const offers = useHotelOffers(target);
  // The View Offers button that opened the offers → booking → confirmation flow. Each step swaps one
  // <dialog> for another, so the browser's own focus restore points into a dialog that has closed
  // (and lands on <body>): when the flow ends here, focus goes back to this button instead.
  const opener = useRef<HTMLElement | null>(null);
  const restoreFocus = useRef(false);
  // Back from the booking form to the offers: the focus returns to the offer's Book Now, not the dialog's first button.
  const backToOffer = useRef<string | null>(null);
  const backToOffers = () => {
    backToOffer.current = offer?._id ?? null;
    setStage('offers');
  };

  useEffect(() => {
    if (stage !== 'offers' || !backToOffer.current) return;
    const id = backToOffer.current;
    backToOffer.current = null;
    document.querySelector<HTMLElement>(`[data-testid="book-offer"][data-offer-id="${CSS.escape(id)}"]`)?.focus();
  }, [stage]);

  useEffect(() => {
    // The confirmation focuses its heading as it mounts, while its dialog is still closed (a closed
    // dialog takes no focus), and showModal() then focuses the × button. After the dialog's own
    // effect (children run first), the heading takes the focus, as in the flights' confirmation.
    if (stage === 'confirmation') document.getElementById(CONFIRMATION_HEADING_ID)?.focus();
  }, [stage]);

  useEffect(() => {
    // After the dialogs' own effects (children run first), so after the last one's close().
    if (stage !== null || !restoreFocus.current) return;
    restoreFocus.current = false;
    if (opener.current?.isConnected) opener.current.focus();
    opener.current = null;
  }, [stage]);

  // A new stay runs the search through the URL alone. The router applies its address in a
  // transition, after any urgent update: bumping `attempt` as well ran the search once for the old
  // stay, then again for the new one (each city search sent twice to a rate-limited provider).
  // The stay already searched changes no address: `attempt` runs it again.
  const runSearch = useCallback(
    (next: TrabzonStay) => {
      setParams(stayToParams(next), { replace: false });
      if (isSameStay(next, stay)) setAttempt((n) => n + 1);
    },
    [setParams, stay],
  );

  const openOffers = (hotel: ProviderHotel, button: HTMLElement) => {
    opener.current = button;
    const images = search.media.get(hotel.hotelId)?.images ?? [];
    setTarget({ hotel, stay, image: roomImage(images) });
    setOffer(null);
    setBooking(null);
    setStage('offers');
  };
  /** Ends the flow on this page (not when leaving it, e.g. to the booking's page). */
  const clear = () => {
    restoreFocus.current = true;
    setStage(null);
    setTarget(null);
    setOffer(null);
    setBooking(null);
  };
  // Back (or Forward) to another search: the offers, or the booking form, of the search no longer
  // on screen close, so its old dates cannot be booked from under the new ones.
  const belongsElsewhere = target !== null && !isSameStay(target.stay, stay) && (stage === 'offers' || stage === 'booking');
  useEffect(() => {
    if (belongsElsewhere) clear();
  }, [belongsElsewhere]);
  const book = (chosen: HotelOfferView) => {
    if (chosen.invented) return;
    setOffer(chosen);
    setStage('booking');
  };
  const booked = (made: Booking) => {
    setBooking(made);
    setStage('confirmation');
  };

  const loading = search.status === 'loading';
  const hotel = target?.hotel ?? null;

  return (
    <Page data-testid="screen" data-app="mf-hotels" data-theme={mode}>
      <div data-testid="trabzon-hotels" data-state={search.status} data-problem={search.problem ?? ''}>
        <PageTitle>{t('screens.trabzonHotels')}</PageTitle>
        <Muted>{t('trabzon.intro')}</Muted>
        <LinkNotice
          replaced={replaced}
          maxGuests={GUESTS_MAX}
          shownIn="form"
          lastCheckIn={replaced.checkInTooFar ? lastCheckIn(today) : undefined}
        />
        <SearchForm value={stay} today={today} busy={loading} onSearch={runSearch} />

        <section aria-labelledby="trabzon-results-title" aria-busy={loading}>
          <h2 id="trabzon-results-title" className="visually-hidden">
            {t('trabzon.results.title')}
          </h2>
          {search.problem === 'fetchFailed' && (
            <div data-testid="trabzon-error">
              <ErrorPanel
                title={t('trabzon.errors.fetchHotels')}
                message={t('trabzon.errors.samplesShown')}
                onRetry={() => setAttempt((n) => n + 1)}
              />
            </div>
          )}
          {search.problem === 'noHotels' && (
            <Notice data-testid="trabzon-empty" role="status">
              {t('trabzon.errors.noHotels')} {t('trabzon.errors.samplesShown')}
            </Notice>
          )}
          <div aria-live="polite">
            {loading ? (
              <Count>{t('trabzon.results.searching')}</Count>
            ) : (
              <Count data-testid="trabzon-count" data-count={search.hotels.length}>
                {t('trabzon.results.count', { count: search.hotels.length })}
              </Count>
            )}
          </div>
          <CardGrid data-testid="trabzon-results">
            {loading
              ? Array.from({ length: 8 }, (_, i) => <SkeletonCard key={i} />)
              : search.hotels.map((item) => {
                  const media = search.media.get(item.hotelId);
                  return (
                    <ProviderHotelCard
                      key={item.hotelId}
                      hotel={item}
                      image={media ? cardImage(media.images) : null}
                      score={media?.score ?? null}
                      pricesLoading={search.pricesLoading}
                      onViewOffers={(button) => openOffers(item, button)}
                    />
                  );
                })}
          </CardGrid>
        </section>

        <Modal
          open={stage === 'offers' && hotel !== null && !belongsElsewhere}
          title={hotel ? t('trabzon.offers.title', { name: hotel.name }) : ''}
          closeLabel={t('trabzon.close')}
          onClose={clear}
          testId="offers-modal"
        >
          {hotel && target && <OffersList hotel={hotel} stay={target.stay} state={offers.state} onRetry={offers.retry} onBook={book} />}
        </Modal>

        <Modal
          open={stage === 'booking' && hotel !== null && offer !== null && !belongsElsewhere}
          title={offer ? t('trabzon.booking.title', { room: text.roomType(offer.roomType) }) : ''}
          closeLabel={t('trabzon.booking.back')}
          onClose={backToOffers}
          testId="provider-booking-modal"
        >
          {hotel && offer && target && (
            <ProviderBooking key={offer.offerId} hotel={hotel} offer={offer} stay={target.stay} onBooked={booked} onBack={backToOffers} />
          )}
        </Modal>

        <Modal
          open={stage === 'confirmation' && booking !== null}
          // No title of its own: the confirmation's heading, which says what happened (received or confirmed), names the dialog.
          labelledBy={CONFIRMATION_HEADING_ID}
          closeLabel={t('trabzon.close')}
          onClose={clear}
          testId="provider-confirmation"
        >
          {booking && (
            <>
              <BookingConfirmation
                booking={booking}
                headingId={CONFIRMATION_HEADING_ID}
                onView={signedIn ? () => navigate(`/bookings/${booking._id}`) : undefined}
              />
              {/* The booking form is gone: what was booked is repeated, as its summary said it (the booking's own dates and guests). */}
              {hotel && offer && target && (
                <BookedStay aria-label={t('trabzon.confirmation.booked')} data-testid="provider-booked-stay">
                  <Summary>
                    <StaySummary
                      hotelName={hotel.name}
                      roomType={offer.roomType}
                      checkIn={booking.startDate}
                      checkOut={booking.endDate ?? target.stay.checkOut}
                      guests={booking.guests}
                    />
                  </Summary>
                </BookedStay>
              )}
              <DoneRow>
                <Button type="button" $variant="secondary" data-testid="provider-done" onClick={clear}>
                  {t('trabzon.confirmation.done')}
                </Button>
              </DoneRow>
            </>
          )}
        </Modal>
      </div>
    </Page>
  );
}
