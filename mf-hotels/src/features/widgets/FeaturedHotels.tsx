import { useRef } from 'react';
import { refusalMessage } from '@trabzon/api-client';
import { ErrorPanel, Muted, Spinner, useRetry, useShownData } from '@trabzon/ui';
import { useTranslation } from '@trabzon/i18n';
import { HOTELS_NS } from '../../i18n';
import { CardGrid } from '../../components/Grid';
import { HotelCard } from '../../components/HotelCard';
import { PriceFrom } from '../../components/Price';
import { cardPrice } from '../../lib/cards';
import { messageText } from '../../lib/hooks';
import { useFeaturedHotels } from './useFeaturedHotels';
import { CardAction, WidgetSection } from './WidgetSection';

/** Home widget: the featured hotels (GET /api/hotels/featured). */
export function FeaturedHotels({ showHeading = false }: { showHeading?: boolean } = {}) {
  const { t } = useTranslation(HOTELS_NS);
  const hotels = useFeaturedHotels();
  // The cards render in slices once the answer is in (see useShownData), not in one long task.
  const shown = useShownData(hotels);
  const data = hotels.isError ? null : (shown.data ?? null);
  const box = useRef<HTMLDivElement>(null);
  // Try again keeps the panel, its button busy, until the cards are on screen (they come a render after
  // the answer), or stays on the button when it failed again. Then the focus goes to the widget's content,
  // named as the widget, as other panels focus their content's heading: the home page's heading is the
  // shell's, outside this widget, and the first card's link skipped what the widget is.
  const { failed, retrying, retry, error } = useRetry(
    { isError: hotels.isError, isFetching: hotels.isFetching || shown.loading, error: hotels.error, refetch: hotels.refetch },
    () => box.current,
  );

  return (
    <WidgetSection
      testId="featured-hotels"
      title={t('widgets.featuredTitle')}
      titleId="featured-hotels-title"
      showHeading={showHeading}
      busy={shown.loading}
      more={{ to: '/hotels', label: t('widgets.allHotels') }}
    >
      {shown.loading && !failed && <Spinner label={t('widgets.loadingHotels')} />}
      <div ref={box} role="group" aria-label={t('widgets.featuredTitle')} tabIndex={-1}>
        {failed && (
          <ErrorPanel
            title={t('errors.loadHotels')}
            message={messageText(t, refusalMessage(error)) ?? undefined}
            onRetry={retry}
            retrying={retrying}
          />
        )}
        {data && data.results.length === 0 && <Muted>{t('widgets.noFeatured')}</Muted>}
        {data && data.results.length > 0 && (
          <CardGrid>
            {data.results.map((hotel) => {
              const to = `/hotels/${encodeURIComponent(hotel._id)}`;
              return (
                <HotelCard
                  key={hotel._id}
                  hotel={hotel}
                  to={to}
                  showDescription
                  price={<PriceFrom amount={cardPrice(hotel, 'first-room')} />}
                  action={
                    <CardAction to={to} aria-label={t('widgets.bookHotel', { name: hotel.name })}>
                      {t('widgets.book')}
                    </CardAction>
                  }
                />
              );
            })}
          </CardGrid>
        )}
      </div>
    </WidgetSection>
  );
}
