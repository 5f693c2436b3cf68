import { useMemo } from 'react';
import { Link, useSearchParams } from '@trabzon/router';
import styled from 'styled-components';
import { useQuery } from '@tanstack/react-query';
import { describeApiError, packagesApi, quoteQuery } from '@trabzon/api-client';
import { BookingConfirmation, CheckoutForm, PriceSummary, useBookedHere, useConfirmationTitle } from '@trabzon/checkout';
import { useSessionStore } from '@trabzon/stores';
import { Button, Card, ErrorPanel, FactList, Muted, Page, PageTitle, usePageTitle } from '@trabzon/ui';
import { formatDate, useTranslation } from '@trabzon/i18n';
import { addDays } from '@trabzon/dates';
import { PACKAGE_CHECKOUT_NS } from './i18n';
import { readPackageRequest } from './request';

const Layout = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space(6)};
  grid-template-columns: minmax(0, 3fr) minmax(280px, 2fr);
  align-items: start;
  @media (max-width: ${({ theme }) => theme.breakpoint.md}) {
    grid-template-columns: 1fr;
  }
`;

const Aside = styled(Card)`
  position: sticky;
  inset-block-start: 88px;
  h2 {
    font-size: ${({ theme }) => theme.fontSize.lg}px;
  }
  img {
    border-radius: ${({ theme }) => theme.radius.md};
    aspect-ratio: 16 / 9;
    object-fit: cover;
    width: 100%;
    margin-block-end: ${({ theme }) => theme.space(3)};
  }
`;

/** What is booked, above its price. */
const SummaryFacts = styled(FactList)`
  margin-block-end: ${({ theme }) => theme.space(3)};
`;

/** /booking?type=package: the shared checkout for a package departure, priced by the API (per person × guests + tax). */
export function PackageCheckout() {
  const { t, i18n } = useTranslation(PACKAGE_CHECKOUT_NS);
  const [params] = useSearchParams();
  const signedIn = useSessionStore((s) => Boolean(s.token));
  const request = useMemo(() => readPackageRequest(params), [params]);
  // Kept for the tab: a reload shows this confirmation again, not a form that would book twice.
  const { booking, remember, leaveTo } = useBookedHere();
  // Once booked, the tab says what happened, as the confirmation's heading does.
  usePageTitle(useConfirmationTitle(booking) ?? t('title'));
  const details = request ? { packageId: request.packageId, startDate: request.startDate, guests: request.guests } : null;
  const quote = useQuery({
    ...quoteQuery(details && { type: 'package', ...details }, i18n.language),
    enabled: details !== null && booking === null,
    retry: false,
  });
  const pkg = useQuery({
    queryKey: ['packages', 'detail', request?.packageId, i18n.language],
    queryFn: ({ signal }) => packagesApi.get(request?.packageId ?? '', { signal }),
    enabled: request !== null,
  });

  if (!request || !details) {
    return (
      <Page data-testid="booking-page">
        <PageTitle>{t('title')}</PageTitle>
        <Muted>{t('missing')}</Muted>
        <Button as={Link} to="/packages">
          {t('browse')}
        </Button>
      </Page>
    );
  }

  if (booking) {
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

  const status = quote.isError ? describeApiError(quote.error).status : null;
  const unavailable = status === 409 || status === 400 || status === 404;
  // Unknown until the package loads: no guessed length in the meantime.
  const duration = pkg.data?.duration ?? null;
  const back = pkg.data ? `/packages/${encodeURIComponent(pkg.data.slug)}?guests=${request.guests}` : '/packages';
  return (
    <Page data-testid="booking-page" data-type="package">
      <PageTitle>{t('title')}</PageTitle>
      <Layout>
        <div>
          {unavailable ? (
            <>
              <ErrorPanel title={t('unavailable')} message={describeApiError(quote.error).message ?? undefined} />
              <Link to={back}>{t('chooseOther')}</Link>
            </>
          ) : (
            <CheckoutForm type="package" variant="standard" details={details} expectedTotal={quote.data?.total} onBooked={remember} />
          )}
        </div>
        <Aside as="aside" aria-labelledby="trip-title">
          <h2 id="trip-title">{t('summary')}</h2>
          {pkg.data?.images[0] && <img src={pkg.data.images[0]} alt="" loading="lazy" />}
          <SummaryFacts>
            <dt>{t('package')}</dt>
            <dd data-testid="booking-package-name">{pkg.data?.name ?? '…'}</dd>
            <dt>{t('dates')}</dt>
            <dd data-testid="booking-package-dates">
              {formatDate(request.startDate, i18n.language)}
              {duration === null
                ? ' …'
                : `${duration > 1 ? ` – ${formatDate(addDays(request.startDate, duration - 1), i18n.language)}` : ''} (${t('days', { count: duration })})`}
            </dd>
            <dt>{t('guests')}</dt>
            <dd>{request.guests}</dd>
          </SummaryFacts>
          {/* Nothing to price once the API refused the trip (its reason is beside the form). */}
          {!unavailable && (
            <PriceSummary
              quote={quote.data ?? null}
              loading={quote.isPending}
              failed={quote.isError}
              onRetry={() => void quote.refetch()}
              withTerms
            />
          )}
          <Muted>{t('secureNote')}</Muted>
        </Aside>
      </Layout>
    </Page>
  );
}
