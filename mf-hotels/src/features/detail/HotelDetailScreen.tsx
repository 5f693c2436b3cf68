import { useRef } from 'react';
import { Link, useLocation } from '@trabzon/router';
import styled from 'styled-components';
import { describeApiError, isRecordNotFound, type HotelDetail } from '@trabzon/api-client';
import { ErrorPanel, Muted, Page, PageTitle, PanelFirstColumns, Spinner, usePageTitle, useRetry, useScreenParams } from '@trabzon/ui';
import { useTranslation } from '@trabzon/i18n';
import { useThemeStore } from '@trabzon/stores';
import { HOTELS_NS } from '../../i18n';
import { usePlaceText } from '../../lib/place';
import { AmenityList } from '../../components/AmenityList';
import { LinkNotice } from '../../components/LinkNotice';
import { Rating } from '../../components/Rating';
import { Stars } from '../../components/Stars';
import { refusalText } from '../../lib/hooks';
import { backToListQuery } from '../list/filters';
import { BookingPanel } from './BookingPanel';
import { Gallery } from './Gallery';
import { Location } from './Location';
import { Policies } from './Policies';
import { Reviews } from './Reviews';
import { RoomTypes } from './RoomTypes';
import { Section } from './Section';
import { useStaySelection } from './useStaySelection';
import { useHotel } from './useHotel';
import { isIdOrSlug } from '@trabzon/contracts/validation';
import { useStayPrices } from './useStayPrices';

const Back = styled(Link)`
  display: inline-block;
  margin-block-end: ${({ theme }) => theme.space(4)};
  .flip {
    display: inline-block;
  }
  html[dir='rtl'] & .flip {
    transform: scaleX(-1);
  }
`;

const Head = styled.header`
  display: grid;
  gap: ${({ theme }) => theme.space(2)};
  margin-block-end: ${({ theme }) => theme.space(6)};
  h1 {
    margin: 0;
  }
  p {
    margin: 0;
  }
`;

const Aside = styled.aside`
  @media (min-width: ${({ theme }) => theme.breakpoint.md}) {
    position: sticky;
    inset-block-start: ${({ theme }) => theme.space(20)};
  }
`;

const About = styled.p`
  white-space: pre-line;
`;

function HotelView({ hotel }: { hotel: HotelDetail }) {
  const { t } = useTranslation(HOTELS_NS);
  const location = useLocation();
  const place = usePlaceText(hotel.address);
  const selection = useStaySelection(hotel.roomTypes);
  const prices = useStayPrices(hotel._id, selection.stay);
  const images = [...new Set([hotel.featuredImage, ...hotel.images].filter((src): src is string => Boolean(src)))];
  // Back to the list's search it came from (filters, sort, page), with the stay chosen here.
  const backQuery = backToListQuery(new URLSearchParams(location.search), location.state);

  const showPanel = (block: ScrollLogicalPosition) => {
    const panel = document.getElementById('booking-panel');
    const smooth = !window.matchMedia?.('(prefers-reduced-motion: reduce)').matches;
    panel?.scrollIntoView({ block, behavior: smooth ? 'smooth' : 'auto' });
  };
  const selectRoom = (roomTypeId: string) => {
    selection.setRoom(roomTypeId);
    showPanel('nearest');
  };

  return (
    <div data-testid="hotel-detail" data-hotel-id={hotel._id}>
      <Back to={`/hotels${backQuery ? `?${backQuery}` : ''}`}>
        <span aria-hidden="true" className="flip">
          ←
        </span>{' '}
        {t('detail.back')}
      </Back>
      <Head>
        <PageTitle>{hotel.name}</PageTitle>
        <Stars value={hotel.starRating} label={t('stars.hotelClass', { value: hotel.starRating })} />
        <p>{place}</p>
        <Rating average={hotel.averageRating} count={hotel.totalReviews} />
        <LinkNotice replaced={selection.replaced} maxGuests={selection.guestChoices.length} shownIn="panel" />
      </Head>
      <PanelFirstColumns $aside="340px">
        <Aside>
          <BookingPanel hotel={hotel} selection={selection} prices={prices} />
        </Aside>
        <div>
          <Gallery name={hotel.name} images={images} />
          <Section id="about" title={t('detail.about')}>
            <About>{hotel.description}</About>
          </Section>
          <Section id="amenities" title={t('detail.amenities')}>
            {hotel.amenities.length ? <AmenityList amenities={hotel.amenities} /> : <Muted>{t('detail.noAmenities')}</Muted>}
          </Section>
          <Section id="rooms" title={t('detail.rooms')}>
            <RoomTypes
              rooms={hotel.roomTypes}
              prices={prices}
              selectedId={selection.room?._id ?? null}
              guests={selection.guests}
              onSelect={selectRoom}
            />
          </Section>
          <Section id="policies" title={t('detail.policies')}>
            <Policies hotel={hotel} />
          </Section>
          <Section id="location" title={t('detail.location')}>
            <Location hotel={hotel} />
          </Section>
          <Section id="reviews" title={t('detail.reviews')}>
            <Reviews key={hotel._id} hotel={hotel} />
          </Section>
        </div>
      </PanelFirstColumns>
    </div>
  );
}

/** /hotels/:id: the hotel page (id or slug), or a not-found state for an unknown hotel. */
export function HotelDetailScreen() {
  const { t } = useTranslation(HOTELS_NS);
  const mode = useThemeStore((state) => state.mode);
  const id = useScreenParams().id ?? '';
  const hotel = useHotel(id);
  const page = useRef<HTMLElement>(null);
  // Try again keeps the panel, its button busy, while the new attempt runs (useRetry): no 404 is known
  // then. Once the hotel is on screen, the focus goes to its name.
  const { failed, retrying, retry, error } = useRetry(hotel, () => page.current?.querySelector<HTMLElement>('h1') ?? null);
  const failure = failed ? describeApiError(error) : null;
  // Language changes reload the hotel; its previous texts stay on screen meanwhile.
  const data = hotel.data && hotel.data._id !== undefined ? hotel.data : null;
  const sameHotel = data && (data._id === id || data.slug === id) ? data : null;
  // No hotel has an id that is neither an id nor a slug (a malformed address, not asked for).
  const notFound = !isIdOrSlug(id) || (failed && isRecordNotFound(error));
  usePageTitle(notFound ? t('detail.notFoundTitle') : (sameHotel?.name ?? null));

  return (
    <Page ref={page} data-testid="screen" data-app="mf-hotels" data-theme={mode}>
      {notFound ? (
        <div data-testid="hotel-not-found">
          <PageTitle>{t('detail.notFoundTitle')}</PageTitle>
          <Muted>{t('detail.notFoundBody')}</Muted>
          <Link to="/hotels">{t('detail.backToList')}</Link>
        </div>
      ) : failure ? (
        <ErrorPanel
          title={t('detail.loadFailed')}
          message={refusalText(t, error, 'detail.refused') ?? undefined}
          onRetry={retry}
          retrying={retrying}
        />
      ) : sameHotel ? (
        <HotelView hotel={sameHotel} />
      ) : (
        <Spinner label={t('detail.loading')} />
      )}
    </Page>
  );
}
