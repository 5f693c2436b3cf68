import { isIdOrSlug } from '@trabzon/contracts/validation';
import { useRef } from 'react';
import { Link, useSearchParams } from '@trabzon/router';
import styled from 'styled-components';
import {
  BackArrow,
  Button,
  ErrorPanel,
  focusHeading,
  Muted,
  PageTitle,
  Spinner,
  usePageTitle,
  useRetry,
  useScreenParams,
} from '@trabzon/ui';
import { isRecordNotFound } from '@trabzon/api-client';
import { formatCity, useTranslation } from '@trabzon/i18n';
import { Badges, PriceRange, Rating } from '../../components/Bits';
import { DiningPage } from '../../components/DiningPage';
import { DINING_NS } from '../../lib/query';
import { Gallery } from './Gallery';
import { Hours } from './Hours';
import { Menu } from './Menu';
import { RESERVE_TITLE_ID, ReservationPanel } from './ReservationPanel';
import { Reviews } from './Reviews';
import { useRestaurant } from './useRestaurant';

const Layout = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space(8)};
  grid-template-columns: minmax(0, 1fr);
  @media (min-width: ${({ theme }) => theme.breakpoint.md}) {
    grid-template-columns: minmax(0, 1fr) 340px;
    align-items: start;
  }
`;

const Head = styled.header`
  margin-block-end: ${({ theme }) => theme.space(4)};
  h1 {
    margin: ${({ theme }) => theme.space(2)} 0;
    font-size: ${({ theme }) => theme.fontSize.xxl}px;
  }
  p {
    margin: 0;
    color: ${({ theme }) => theme.colors.textMuted};
    display: flex;
    flex-wrap: wrap;
    gap: ${({ theme }) => theme.space(2)};
  }
`;

const Section = styled.section`
  margin-block-start: ${({ theme }) => theme.space(8)};
  h2 {
    font-size: ${({ theme }) => theme.fontSize.xl}px;
    margin-block-end: ${({ theme }) => theme.space(3)};
  }
`;

const Chips = styled.ul`
  list-style: none;
  padding: 0;
  margin: 0;
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space(2)};
  li {
    padding: ${({ theme }) => theme.space(1)} ${({ theme }) => theme.space(3)};
    border-radius: ${({ theme }) => theme.radius.pill};
    background: ${({ theme }) => theme.colors.surfaceAlt};
  }
`;

/**
 * On a phone the reservation panel comes after the gallery, menu, hours and reviews (about three
 * screens down): this takes the visitor there from the top. Beside the panel on wide screens, it is
 * not needed there.
 */
const ReserveShortcut = styled(Button)`
  margin-block-start: ${({ theme }) => theme.space(3)};
  @media (min-width: ${({ theme }) => theme.breakpoint.md}) {
    display: none;
  }
`;

/** Brings the reservation panel into view with the focus on its heading (the form's first field comes next). */
function showReservation() {
  const heading = document.getElementById(RESERVE_TITLE_ID);
  focusHeading(heading);
  heading?.closest('aside')?.scrollIntoView?.({ block: 'start' });
}

const Back = styled(Link)`
  display: inline-block;
  margin-block-end: ${({ theme }) => theme.space(4)};
`;

/** /restaurants/:id: gallery, about, features, menu, hours, reviews and the reservation panel. */
export function RestaurantDetailScreen() {
  const { t, i18n } = useTranslation(DINING_NS);
  const { id = '' } = useScreenParams();
  const [params] = useSearchParams();
  const query = useRestaurant(id);
  const heading = useRef<HTMLHeadingElement>(null);
  // Try again keeps the panel, its button busy and focused, while the new attempt runs (useRetry), where
  // a spinner took its place and the focus fell to <body>. Once the restaurant is on screen, the focus
  // goes to its name.
  const { failed, retrying, retry, error } = useRetry(query, () => heading.current);
  // Not found: an address that is neither an id nor a slug (a malformed one, not asked for), or the API's answer.
  const notFound = !isIdOrSlug(id) || (failed && isRecordNotFound(error));
  usePageTitle(query.data?.name ?? (notFound ? t('detail.notFoundTitle') : t('list.title')));

  if (notFound) {
    return (
      <DiningPage screen="restaurant-detail">
        <div data-testid="restaurant-not-found">
          <PageTitle>{t('detail.notFoundTitle')}</PageTitle>
          <Muted>{t('detail.notFoundBody')}</Muted>
          <Link to="/restaurants">{t('detail.back')}</Link>
        </div>
      </DiningPage>
    );
  }
  if (failed) {
    return (
      <DiningPage screen="restaurant-detail">
        <PageTitle>{t('list.title')}</PageTitle>
        <ErrorPanel title={t('detail.error')} onRetry={retry} retrying={retrying} />
        <Link to="/restaurants">{t('detail.back')}</Link>
      </DiningPage>
    );
  }
  // Loading (or loading again after a failure, as a change of language asks).
  const r = query.data;
  if (!r) {
    return (
      <DiningPage screen="restaurant-detail" busy>
        <Spinner />
      </DiningPage>
    );
  }
  return (
    <DiningPage screen="restaurant-detail">
      <Back to="/restaurants">
        <BackArrow />
        {t('detail.back')}
      </Back>
      <Layout>
        <article>
          <Head>
            <Badges isNew={r.isNew} promoted={r.promoted} />
            <h1 ref={heading}>{r.name}</h1>
            <p>
              <span>{t(`cuisines.${r.cuisine}`)}</span>
              <span aria-hidden="true">·</span>
              <PriceRange value={r.priceRange} />
              <span aria-hidden="true">·</span>
              <Rating value={r.averageRating} count={r.totalReviews} />
            </p>
            <ReserveShortcut type="button" onClick={showReservation} data-testid="reserve-shortcut">
              {t('detail.reserveShortcut')}
            </ReserveShortcut>
          </Head>
          <Gallery images={r.images} name={r.name} />
          <Section aria-labelledby="about">
            <h2 id="about">{t('detail.about')}</h2>
            <p>{r.description}</p>
            <p>
              {[...new Set([r.address.street, formatCity(r.address.city, i18n.language), r.destination?.name].filter(Boolean))].join(', ')}
              {r.contact.phone && (
                <>
                  {' · '}
                  <a href={`tel:${r.contact.phone.replace(/\s/g, '')}`} dir="ltr">
                    {r.contact.phone}
                  </a>
                </>
              )}
            </p>
          </Section>
          <Section aria-labelledby="features">
            <h2 id="features">{t('detail.features')}</h2>
            <Chips>
              {r.features.map((f) => (
                <li key={f.key}>{f.name}</li>
              ))}
            </Chips>
          </Section>
          <Section aria-labelledby="menu">
            <h2 id="menu">{t('detail.menu')}</h2>
            <Menu menu={r.menu} />
          </Section>
          <Section aria-labelledby="hours">
            <h2 id="hours">{t('detail.hours')}</h2>
            <Hours hours={r.hours} />
          </Section>
          <Section aria-labelledby="reviews">
            <h2 id="reviews">{t('detail.reviews')}</h2>
            <Reviews id={r._id} first={r.reviews} total={r.totalReviews} />
          </Section>
        </article>
        {/* One form per restaurant: going to another on this same screen starts a fresh one. */}
        <ReservationPanel
          key={r._id}
          restaurant={r}
          initial={{
            date: params.get('date') ?? '',
            guests: params.get('guests') ?? '',
            time: params.get('time') ?? '',
            requests: params.get('requests') ?? '',
          }}
        />
      </Layout>
    </DiningPage>
  );
}
