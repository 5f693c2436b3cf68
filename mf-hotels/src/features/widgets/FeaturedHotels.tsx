import { useTranslation } from '@trabzon/i18n';
import { HOTELS_NS } from '../../i18n';
import { HotelCard } from '../../components/HotelCard';
import { PriceFrom } from '../../components/Price';
import { cardPrice } from '../../lib/cards';
import { useFeaturedHotels } from './useFeaturedHotels';
import { CardAction, WidgetSection } from './WidgetSection';

/** Home widget: the featured hotels (GET /api/hotels/featured). */
export function FeaturedHotels({ showHeading = false }: { showHeading?: boolean } = {}) {
  const { t } = useTranslation(HOTELS_NS);
  return (
    <WidgetSection
      testId="featured-hotels"
      title={t('widgets.featuredTitle')}
      titleId="featured-hotels-title"
      showHeading={showHeading}
      more={{ to: '/hotels', label: t('widgets.allHotels') }}
      query={useFeaturedHotels()}
      texts={{ loading: t('widgets.loadingHotels'), failed: t('errors.loadHotels'), none: t('widgets.noFeatured') }}
      card={(hotel) => {
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
      }}
    />
  );
}
