import { useMemo } from 'react';
import { Link, useSearchParams } from '@trabzon/router';
import { useQuery } from '@tanstack/react-query';
import { describeApiError, packagesApi, quoteQuery } from '@trabzon/api-client';
import { CheckoutForm, PriceSummary, useRefusalText } from '@trabzon/checkout';
import { ErrorPanel, Page, PageTitle } from '@trabzon/ui';
import { formatDate, useTranslation } from '@trabzon/i18n';
import { addDays } from '@trabzon/dates';
import { CheckoutLayout, CheckoutSummary, SummaryFacts } from '../components/CheckoutLayout';
import { BookedCheckout, NothingToBook, useBookedCheckout } from '../components/CheckoutStates';
import { PACKAGE_CHECKOUT_NS } from './i18n';
import { readPackageRequest } from './request';

/**
 * How the checkout treats the API's refusal of the departure's price (failure) or of the package
 * itself (packageStatus): a package gone (404) or taken off sale is no longer offered, sold out (409)
 * is unavailable, a trip that cannot be (400: a past date, too many travellers) is invalid; null
 * when nothing was refused.
 */
function refusalOf(
  failure: { status: number | null; code: string | null } | null,
  packageStatus: number | null,
): 'notFound' | 'unavailable' | 'invalid' | null {
  if (failure?.status === 404 || packageStatus === 404 || failure?.code === 'OFF_SALE') return 'notFound';
  if (failure?.status === 409) return 'unavailable';
  if (failure?.status === 400) return 'invalid';
  return null;
}

/** /booking?type=package: the shared checkout for a package departure, priced by the API (per person × guests + tax). */
export function PackageCheckout() {
  const { t, i18n } = useTranslation(PACKAGE_CHECKOUT_NS);
  const [params] = useSearchParams();
  const request = useMemo(() => readPackageRequest(params), [params]);
  const { booking, remember, leaveTo } = useBookedCheckout(t('title'));
  const refusal = useRefusalText();
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
    return <NothingToBook title={t('title')} message={t('missing')} browseTo="/packages" browseLabel={t('browse')} />;
  }

  if (booking) return <BookedCheckout booking={booking} leaveTo={leaveTo} />;

  const failure = quote.isError ? describeApiError(quote.error) : null;
  const packageFailure = pkg.isError && !pkg.isFetching ? describeApiError(pkg.error).status : null;
  const refused = refusalOf(failure, packageFailure);
  const unavailable = refused !== null;
  // Not a refusal: the price could not be had (a retry is offered), and a retry under way is a wait again.
  const quoteFailed = quote.isError && !unavailable && !quote.isFetching;
  // Unknown until the package loads: no guessed length in the meantime (and none once it cannot load).
  const duration = pkg.data?.duration ?? null;
  const packageName =
    pkg.data?.name ?? (packageFailure === null ? '…' : t(packageFailure === 404 ? 'summaryNotFound' : 'summaryNotLoaded'));
  const back = pkg.data ? `/packages/${encodeURIComponent(pkg.data.slug)}?guests=${request.guests}` : '/packages';
  return (
    <Page data-testid="booking-page" data-type="package">
      <PageTitle>{t('title')}</PageTitle>
      <CheckoutLayout>
        <div>
          {refused ? (
            <>
              {/* A package gone says so in its title; the API's "Package not found" under it only repeated it. */}
              <ErrorPanel title={t(refused)} message={refused === 'notFound' ? undefined : refusal(failure?.message)} />
              {/* Gone: other packages. Taken: other dates. Invalid (past, too many travellers): the trip itself changes. */}
              {refused === 'notFound' ? (
                <Link to="/packages">{t('browse')}</Link>
              ) : (
                <Link to={back}>{t(refused === 'unavailable' ? 'chooseOther' : 'changeTrip')}</Link>
              )}
            </>
          ) : (
            <CheckoutForm
              type="package"
              variant="standard"
              details={details}
              expectedTotal={quote.isError ? undefined : quote.data?.total}
              quoteFailed={quoteFailed}
              onBooked={remember}
            />
          )}
        </div>
        <CheckoutSummary titleId="trip-title" title={t('summary')} image={pkg.data?.images[0]} note={t('secureNote')}>
          <SummaryFacts>
            <dt>{t('package')}</dt>
            <dd data-testid="booking-package-name">{packageName}</dd>
            <dt>{t('dates')}</dt>
            <dd data-testid="booking-package-dates">
              {formatDate(request.startDate, i18n.language)}
              {/* The meeting time the quote gives (09:00), as the booking's pages and its e-mail write it. */}
              {quote.data?.startTime ? ` ${quote.data.startTime}` : ''}
              {duration === null
                ? packageFailure === null
                  ? ' …'
                  : ''
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
              failed={quoteFailed}
              onRetry={() => void quote.refetch()}
              withTerms
            />
          )}
        </CheckoutSummary>
      </CheckoutLayout>
    </Page>
  );
}
