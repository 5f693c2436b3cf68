import { useRef, useState } from 'react';
import { Link } from '@trabzon/router';
import styled from 'styled-components';
import { isRecordNotFound, type PackageDetail } from '@trabzon/api-client';
import { ErrorPanel, Muted, Page, PageTitle, PanelFirstColumns, Spinner, usePageTitle, useRetry, useScreenParams } from '@trabzon/ui';
import { formatCity, formatRating, useTranslation } from '@trabzon/i18n';
import { isIdOrSlug } from '@trabzon/contracts/validation';
import { useThemeStore } from '@trabzon/stores';
import { PACKAGES_NS } from '../../i18n';
import { refusalText } from '../refusalText';
import { usePackage } from './usePackage';
import { BookingPanel } from './BookingPanel';
import { Reviews } from './Reviews';
import { LinkNotice } from './LinkNotice';
import { useStartSelection } from './useStartSelection';

const Section = styled.section`
  margin-block-end: ${({ theme }) => theme.space(8)};
  /* Staff write these texts: one long unbroken word (an activity, a title) must wrap, not widen a phone's page. */
  overflow-wrap: anywhere;
  h2 {
    font-size: ${({ theme }) => theme.fontSize.xl}px;
    margin: 0 0 ${({ theme }) => theme.space(3)};
  }
`;

const Main = styled.img`
  display: block;
  width: 100%;
  /* The width and height attributes reserve the space; the height follows the width (else 900 px tall). */
  height: auto;
  aspect-ratio: 16 / 9;
  object-fit: cover;
  border-radius: ${({ theme }) => theme.radius.lg};
  background: ${({ theme }) => theme.colors.surfaceAlt};
`;

const Thumbs = styled.div`
  display: flex;
  gap: ${({ theme }) => theme.space(2)};
  margin-block: ${({ theme }) => theme.space(2)} ${({ theme }) => theme.space(6)};
  button {
    padding: 0;
    border: 2px solid transparent;
    border-radius: ${({ theme }) => theme.radius.md};
    background: none;
    cursor: pointer;
    &[aria-current='true'] {
      border-color: ${({ theme }) => theme.colors.primary};
    }
  }
  img {
    display: block;
    width: 96px;
    aspect-ratio: 16 / 10;
    object-fit: cover;
    border-radius: ${({ theme }) => theme.radius.sm};
  }
`;

const Days = styled.ol`
  list-style: none;
  margin: 0;
  padding: 0;
  display: grid;
  gap: ${({ theme }) => theme.space(3)};
  li {
    padding: ${({ theme }) => theme.space(3)} ${({ theme }) => theme.space(4)};
    border-inline-start: 4px solid ${({ theme }) => theme.colors.primary};
    background: ${({ theme }) => theme.colors.surface};
    border-radius: ${({ theme }) => theme.radius.md};
  }
  h3 {
    margin: 0;
    font-size: ${({ theme }) => theme.fontSize.md}px;
  }
  p {
    margin: ${({ theme }) => theme.space(1)} 0 0;
  }
`;

const HotelList = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(220px, 1fr));
  gap: ${({ theme }) => theme.space(3)};
  a {
    display: flex;
    gap: ${({ theme }) => theme.space(3)};
    align-items: center;
    color: inherit;
    padding: ${({ theme }) => theme.space(2)};
    border-radius: ${({ theme }) => theme.radius.md};
    background: ${({ theme }) => theme.colors.surface};
  }
  img {
    width: 72px;
    aspect-ratio: 4 / 3;
    object-fit: cover;
    border-radius: ${({ theme }) => theme.radius.sm};
  }
`;

const Activities = styled.ul`
  columns: 2 220px;
  margin: 0;
  padding-inline-start: ${({ theme }) => theme.space(5)};
`;

function Gallery({ pkg }: { pkg: PackageDetail }) {
  const { t } = useTranslation(PACKAGES_NS);
  const [index, setIndex] = useState(0);
  const images = pkg.images.length > 0 ? pkg.images : ['/images/hero/default.svg'];
  const current = images[Math.min(index, images.length - 1)] ?? images[0];
  return (
    <div role="group" aria-label={t('detail.gallery', { name: pkg.name })}>
      <Main src={current} alt={t('detail.photo', { index: index + 1, total: images.length })} width={1600} height={900} />
      {images.length > 1 && (
        <Thumbs>
          {images.map((src, i) => (
            <button
              key={src}
              type="button"
              aria-current={i === index}
              aria-label={t('detail.showPhoto', { index: i + 1 })}
              onClick={() => setIndex(i)}
            >
              <img src={src} alt="" loading="lazy" />
            </button>
          ))}
        </Thumbs>
      )}
    </div>
  );
}

/** /packages/:slug: gallery, overview, day-by-day itinerary, hotels, activities, reviews and the booking panel. */
export function PackageDetailScreen() {
  const mode = useThemeStore((state) => state.mode);
  const { t, i18n } = useTranslation(PACKAGES_NS);
  const { slug = '' } = useScreenParams();
  // Above the early returns (a hook): the link's values are checked while the package loads.
  const selection = useStartSelection();
  const query = usePackage(slug);
  const title = useRef<HTMLHeadingElement>(null);
  // Try again keeps the panel, its button busy, while the new attempt runs (useRetry): a spinner in
  // its place dropped the focus to <body>. Once the package is on screen, the focus goes to its name.
  const { failed, retrying, retry, error } = useRetry(query, () => title.current);
  // An address no package can have, or 404, 400 or 414: no such package (isRecordNotFound), with no
  // Try again that cannot work.
  const notFound = !isIdOrSlug(slug) || (failed && isRecordNotFound(error));
  usePageTitle(query.data?.name ?? (notFound ? t('detail.notFound') : null));

  if (failed || notFound) {
    return (
      <Page data-testid="screen" data-app="mf-packages" data-theme={mode} data-screen="package-detail">
        {notFound ? (
          <>
            <PageTitle>{t('detail.notFound')}</PageTitle>
            <Muted>{t('detail.notFoundText')}</Muted>
          </>
        ) : (
          <ErrorPanel
            title={t('errors.loadPackage')}
            message={refusalText(t, error, 'errors.packageRefused')}
            onRetry={retry}
            retrying={retrying}
          />
        )}
        <Link to="/packages">{t('detail.back')}</Link>
      </Page>
    );
  }
  const pkg = query.data;
  if (!pkg) {
    return (
      <Page data-testid="screen" data-app="mf-packages" data-theme={mode} data-screen="package-detail">
        <Spinner />
      </Page>
    );
  }
  return (
    <Page data-testid="screen" data-app="mf-packages" data-theme={mode} data-screen="package-detail" data-slug={pkg.slug}>
      <Link to="/packages">{t('detail.back')}</Link>
      <PageTitle ref={title}>{pkg.name}</PageTitle>
      <Muted>
        {[
          pkg.destination?.name,
          t('card.days', { count: pkg.duration }),
          pkg.totalReviews > 0
            ? t('card.reviews', { rating: formatRating(pkg.averageRating, i18n.language), count: pkg.totalReviews })
            : null,
        ]
          .filter(Boolean)
          .join(' · ')}
      </Muted>
      <LinkNotice replaced={selection.replaced} />
      {/* The panel first: on a phone its price and Book button come before the itinerary, hotels and reviews. */}
      <PanelFirstColumns $aside="minmax(280px, 0.5fr)">
        <BookingPanel pkg={pkg} selection={selection} />
        <div>
          <Gallery pkg={pkg} />
          <Section aria-labelledby="pkg-overview">
            <h2 id="pkg-overview">{t('detail.overview')}</h2>
            <p>{pkg.description}</p>
          </Section>
          <Section aria-labelledby="pkg-itinerary">
            <h2 id="pkg-itinerary">{t('detail.itinerary')}</h2>
            {pkg.itinerary.length === 0 ? (
              <Muted>{t('detail.noItinerary')}</Muted>
            ) : (
              <Days data-testid="package-itinerary">
                {pkg.itinerary.map((d) => (
                  <li key={d.day}>
                    <h3>
                      {/* Isolated: a title in English on an Arabic page moved the colon to its far side. */}
                      {t('detail.day', { day: d.day })}: <bdi>{d.title}</bdi>
                    </h3>
                    <p dir="auto">{d.description}</p>
                  </li>
                ))}
              </Days>
            )}
          </Section>
          <Section aria-labelledby="pkg-hotels">
            <h2 id="pkg-hotels">{t('detail.hotels')}</h2>
            {pkg.includedHotels.length === 0 ? (
              // A day trip has no night to spend; a longer package without hotels leaves the stay to the traveller.
              <Muted data-testid="package-no-hotels">{t(pkg.duration > 1 ? 'detail.noHotelsIncluded' : 'detail.noHotels')}</Muted>
            ) : (
              <HotelList data-testid="package-hotels">
                {pkg.includedHotels.map((h) => (
                  <li key={h._id}>
                    <Link to={`/hotels/${encodeURIComponent(h._id)}`}>
                      {h.featuredImage && <img src={h.featuredImage} alt="" loading="lazy" />}
                      <span>
                        <strong>{h.name}</strong>
                        <br />
                        <Muted as="span">
                          {t('detail.stars', { count: h.starRating })} · {formatCity(h.city, i18n.language)}
                        </Muted>
                      </span>
                    </Link>
                  </li>
                ))}
              </HotelList>
            )}
          </Section>
          {pkg.activities.length > 0 && (
            <Section aria-labelledby="pkg-activities">
              <h2 id="pkg-activities">{t('detail.activities')}</h2>
              <Activities>
                {pkg.activities.map((a) => (
                  <li key={a}>{a}</li>
                ))}
              </Activities>
            </Section>
          )}
          <Section aria-labelledby="pkg-reviews">
            <h2 id="pkg-reviews">{t('detail.reviews')}</h2>
            <Reviews pkg={pkg} />
          </Section>
        </div>
      </PanelFirstColumns>
    </Page>
  );
}
