import { Suspense, useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useLocation, useNavigate, useSearchParams } from '@trabzon/router';
import styled from 'styled-components';
import type { Booking, FlightOffer } from '@trabzon/api-client';
import { todayIso } from '@trabzon/dates';
import { useTranslation } from '@trabzon/i18n';
import { useSessionStore, useThemeStore } from '@trabzon/stores';
import {
  LoadBoundary,
  Modal,
  Page,
  Slideshow,
  Spinner,
  VisuallyHidden,
  focusHeading,
  lazyComponent,
  usePageTitle,
  type Slide,
} from '@trabzon/ui';
import { useFlightSearch, useSearchAgain } from './queries/useFlightSearch';
import { FlightDetails } from './components/FlightDetails';
import { LinkNotice } from './components/LinkNotice';
import { RecentSearches } from './components/RecentSearches';
import { RESULTS_HEADING_ID, Results } from './components/Results';
import { SearchForm } from './components/SearchForm';
import { addRecent, loadRecent, removeRecent, saveRecent } from './model/recent';
import { forTrip } from './model/offers';
import {
  defaultSearch,
  readSearchLink,
  sameSearch,
  searchToParams,
  validateSearch,
  type FlightSearch,
  type LinkPart,
} from './model/search';
import { FLIGHTS_NS } from './i18n';
import { useKeptConfirmation } from './useKeptConfirmation';

// The booking form and the confirmation bring the shared checkout (17 kB gzipped): they load when a
// flight is opened, not with the page, whose first screen is the search.
const loadBookingSteps = () => import('./components/bookingSteps');
const FlightBooking = lazyComponent(() => loadBookingSteps().then((module) => module.FlightBooking));
const ConfirmationDialog = lazyComponent(() => loadBookingSteps().then((module) => module.ConfirmationDialog));

const HERO_SLIDES = ['explore', 'comfort', 'connect'] as const;

const Hero = styled.div`
  margin-block-end: ${({ theme }) => theme.space(6)};
`;

const SearchArea = styled.div`
  margin-block-end: ${({ theme }) => theme.space(6)};
`;

/**
 * The page's main heading: the hero says what the page is, so it is hidden until it takes the focus
 * (the shell's after a move to this page, or closing a kept confirmation with no results on the
 * screen). Focused from the keyboard (:focus-visible), it is shown where it stands, over the top of the
 * hero and taking no room (nothing below moves), with the focus ring round it, as the skip link is. After
 * a click the browser draws no ring, and a box with no ring over the hero only puzzled (QA pass).
 */
const MainHeading = styled(VisuallyHidden)`
  &:focus-visible {
    inline-size: auto;
    block-size: auto;
    max-inline-size: 100%;
    overflow: visible;
    clip-path: none;
    white-space: normal;
    z-index: 1;
    margin: 0;
    padding-block: ${({ theme }) => theme.space(2)};
    padding-inline: ${({ theme }) => theme.space(4)};
    border-radius: ${({ theme }) => theme.radius.md};
    background: ${({ theme }) => theme.colors.surface};
    color: ${({ theme }) => theme.colors.text};
    box-shadow: ${({ theme }) => theme.shadow.md};
  }
`;

type Stage = 'results' | 'details' | 'booking' | 'confirmation';

/** /flights: hero, search (in the URL query), recent searches, results, details, booking and confirmation. */
export function FlightsScreen() {
  const mode = useThemeStore((state) => state.mode);
  const { t } = useTranslation(FLIGHTS_NS);
  usePageTitle(t('title'));
  const navigate = useNavigate();
  const signedIn = useSessionStore((s) => Boolean(s.token));
  const [params, setParams] = useSearchParams();
  const today = todayIso();
  const link = useMemo(() => readSearchLink(params, today), [params, today]);
  const fromUrl = link?.search ?? null;
  const valid = fromUrl !== null && Object.keys(validateSearch(fromUrl, today)).length === 0;
  const search = valid ? fromUrl : null;
  const query = useFlightSearch(search);

  /** The parts of the link that could not be used, and the search that replaced them. */
  const [replacedInLink, setReplacedInLink] = useState<{ parts: LinkPart[]; search: FlightSearch } | null>(null);
  // A link with values that cannot be used (pax=99, to=😀, depart=2026-02-31) searches with the
  // defaults the form shows, and the notice says which part was replaced. The address is rewritten
  // to the values used (in place of the link's history entry), so a reload or a copy shares what
  // is on the screen; the notice stays until another search is shown.
  useEffect(() => {
    if (!link) return;
    if (link.replaced.length > 0) setReplacedInLink({ parts: link.replaced, search: link.search });
    const canonical = searchToParams(link.search);
    const stale = [...canonical].some(([key, value]) => params.get(key) !== value) || (!canonical.has('return') && params.has('return'));
    if (!stale) return;
    const next = new URLSearchParams(params);
    next.delete('return');
    canonical.forEach((value, key) => next.set(key, value));
    setParams(next, { replace: true });
  }, [link, params, setParams]);
  const noticeParts = replacedInLink && fromUrl && sameSearch(replacedInLink.search, fromUrl) ? replacedInLink.parts : [];
  const offers = useMemo(() => (query.data && search ? forTrip(query.data.data, search.tripType) : undefined), [query.data, search]);

  // The form starts from the address's search and is put back to it whenever that changes.
  const formSearch = fromUrl ?? defaultSearch(today);
  const formKey = JSON.stringify(formSearch);
  /**
   * The form's search (formKey) when a search asked for in it was refused: the form then holds
   * values that are not the address's search, so the list of the address's search is not shown
   * under it (it would pass for the new search's). The address keeps the last search that ran
   * (the refused values may not be writable in it: a day typed wrong is none).
   */
  const [refusedFor, setRefusedFor] = useState<string | null>(null);
  // The form being put back to a search (Back, Forward, a link) ends the refusal: the three agree again.
  if (refusedFor !== null && refusedFor !== formKey) setRefusedFor(null);
  const refused = refusedFor !== null;
  /** The form shows why its search cannot run: one the visitor asked for, or the address's own. */
  const cannotRun = refused || (fromUrl !== null && !valid);

  const [recent, setRecent] = useState<FlightSearch[]>(() => loadRecent());
  const [selectActive, setSelectActive] = useState(false);
  const [stage, setStage] = useState<Stage>('results');
  const [offer, setOffer] = useState<FlightOffer | null>(null);
  const [booking, setBooking] = useState<Booking | null>(null);
  const [bookingStarted, setBookingStarted] = useState(false);
  /** The results' news for the polite live region (searching, how many found, none). */
  const [resultsStatus, setResultsStatus] = useState('');
  // The Details button that opened the details → booking → confirmation flow. Each step swaps one
  // <dialog> for another, so the browser's own focus restore points into a dialog that has closed
  // (and lands on <body>): when the flow ends here, focus goes back to this button instead.
  const opener = useRef<HTMLElement | null>(null);
  const restoreFocus = useRef(false);

  useEffect(() => {
    // After the dialogs' own effects (children run first), so after the last one's close().
    if (stage !== 'results' || !restoreFocus.current) return;
    restoreFocus.current = false;
    if (opener.current?.isConnected) opener.current.focus();
    opener.current = null;
  }, [stage]);

  const mainHeading = useRef<HTMLHeadingElement>(null);

  // The browser's Back or Forward changes the search under an open flight: close it, as a new search
  // does (a made booking's confirmation stays; it no longer needs the search).
  const searchKey = params.toString();
  // The booking made at this address, kept for the tab: a reload, or Back from another page, shows its
  // confirmation again, not the flight's details whose Continue to Booking would book twice.
  const kept = useKeptConfirmation(searchKey);
  useEffect(() => {
    setStage((current) => (current === 'details' || current === 'booking' ? 'results' : current));
  }, [searchKey]);

  // Opening a flight adds a history entry (same address, marked in its state), so the browser's or
  // the phone's Back closes the flight's windows instead of leaving the page.
  // Forward onto that entry opens the same flight again (or, when the results no longer have it,
  // the entry is dropped), so no step of the history looks like the one before it.
  const location = useLocation();
  const openState = location.state as { flightOpen?: boolean; offerId?: string } | null;
  const flightInHistory = openState?.flightOpen === true;
  const wasInHistory = useRef(flightInHistory);
  useEffect(() => {
    if (wasInHistory.current && !flightInHistory) {
      endFlow();
      kept.returned();
    }
    // Forward onto a booked flight's entry (or a kept confirmation on the screen) shows the confirmation:
    // the flight's details would offer to book it again.
    if (!wasInHistory.current && flightInHistory && stage === 'results' && kept.remembered) kept.showAgain();
    else if (!wasInHistory.current && flightInHistory && stage === 'results') {
      const again = offers?.find((candidate) => candidate.id === openState?.offerId);
      if (again) {
        setOffer(again);
        setStage('details');
      } else navigate(-1);
    }
    wasInHistory.current = flightInHistory;
    // Only a move through the history (the entry's mark changing) matters here.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [flightInHistory]);

  // A reload keeps the entry's mark (the browser keeps a history entry's state) but not the open
  // window: once the list is back, the same flight opens again (or, no longer in it, the entry is
  // dropped), so the first Back after a reload is not a step that changes nothing on the screen.
  const reopenAfterLoad = useRef(flightInHistory);
  useEffect(() => {
    if (!reopenAfterLoad.current || (!offers && !query.isError)) return;
    reopenAfterLoad.current = false;
    if (!flightInHistory || stage !== 'results' || kept.booking) return;
    const again = offers?.find((candidate) => candidate.id === openState?.offerId);
    if (again) {
      setOffer(again);
      setStage('details');
    } else navigate(-1);
    // Only the list's arrival (or failure) after the page loaded matters here.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [offers, query.isError]);

  const updateRecent = (next: FlightSearch[]) => {
    setRecent(next);
    saveRecent(next);
  };

  const searchAgain = useSearchAgain();
  const run = useCallback(
    (next: FlightSearch) => {
      // The search on the screen asked for again: its kept answer goes, and the provider is asked again.
      if (search && sameSearch(next, search)) searchAgain(search);
      setParams(searchToParams(next));
      setReplacedInLink(null);
      setRefusedFor(null);
      const list = addRecent(loadRecent(), next);
      setRecent(list);
      saveRecent(list);
      setStage('results');
      setOffer(null);
    },
    [setParams, search, searchAgain],
  );

  /** A search refused by the form: the list and the link's notice, both of the address's search, go. */
  function refuse() {
    setRefusedFor(formKey);
    setReplacedInLink(null);
  }

  /** Continue to Booking: from then on the confirmation stays mounted (closed until a booking is made). */
  function startBooking() {
    setBookingStarted(true);
    setStage('booking');
  }

  /** Ends the flow on this page (not when leaving it, e.g. to the booking's page). */
  function endFlow() {
    restoreFocus.current = true;
    setStage('results');
    setOffer(null);
    setBooking(null);
  }
  /** Close, Done or Esc: steps back over the flight's history entry, which ends the flow (above). */
  const clear = () => (flightInHistory ? navigate(-1) : endFlow());
  /** The confirmation's Close, Done or Esc: the flow ends, and the booking kept for this address is forgotten. */
  const closeConfirmation = () => {
    kept.closed({ wasKept: stage !== 'confirmation', onFlightEntry: flightInHistory });
    clear();
  };
  /** The confirmation on the screen: the booking just made, else the one kept for this address while no flight is open. */
  const confirmed = stage === 'confirmation' ? booking : stage === 'results' ? kept.booking : null;
  const { takeFocusAfterClose } = kept;
  useEffect(() => {
    // A kept confirmation closed: it has no Details button to go back to (the one just made goes back
    // to its flight's, above), so the focus goes to the results' heading or, with no results on the
    // screen, the page's main heading. After the dialog's own effects (children run first), so after its close().
    if (confirmed || !takeFocusAfterClose()) return;
    focusHeading(document.getElementById(RESULTS_HEADING_ID) ?? mainHeading.current);
  }, [confirmed, takeFocusAfterClose]);

  const slides: Slide[] = HERO_SLIDES.map((id) => ({
    id,
    image: `/images/flights/${id}.svg`,
    alt: t(`hero.alt.${id}`),
    title: t(`hero.${id}.title`),
    subtitle: t(`hero.${id}.subtitle`),
  }));

  return (
    <Page data-testid="screen" data-app="mf-flights" data-theme={mode} data-screen="flights">
      <MainHeading as="h1" ref={mainHeading}>
        {t('title')}
      </MainHeading>
      <Hero data-testid="flights-hero">
        <Slideshow slides={slides} intervalMs={6000} lockMs={500} label={t('hero.label')} paused={selectActive} />
      </Hero>
      <SearchArea>
        {/* In the page whenever the address holds a search, so the notice, which comes after, is read. */}
        {fromUrl && <LinkNotice parts={noticeParts} search={fromUrl} />}
        <SearchForm
          initial={formSearch}
          onSearch={run}
          onRefused={refuse}
          onSelectActive={setSelectActive}
          busy={query.isFetching}
          showErrors={fromUrl !== null && !valid}
        />
      </SearchArea>
      <RecentSearches
        items={recent}
        onRun={run}
        onRemove={(key) => updateRecent(removeRecent(recent, key))}
        onClear={() => updateRecent([])}
      />
      {/* Always in the page, so a screen reader reads each change: the search starting, then its count. */}
      <VisuallyHidden role="status" data-testid="flight-results-status">
        {resultsStatus}
      </VisuallyHidden>
      {search && !refused ? (
        <Results
          offers={offers}
          dictionaries={query.data?.dictionaries}
          passengers={search.passengers}
          loading={query.isPending}
          failed={query.isError}
          onRetry={() => void query.refetch()}
          onStatus={setResultsStatus}
          onSelect={(chosen, button) => {
            opener.current = button;
            kept.choseFlight();
            // The booking steps' code loads now, ahead of Continue.
            loadBookingSteps().catch(() => undefined);
            // The flight opens from its history entry (the effect above) once the address has it, so
            // a Back always has that entry to close: opened here at once, a Back that came before the
            // router's (transition) update committed left it open.
            navigate({ search: location.search }, { state: { flightOpen: true, offerId: chosen.id } });
          }}
        />
      ) : (
        <p data-testid="flight-results-none">{t(cannotRun ? 'results.cannotRun' : 'results.prompt')}</p>
      )}

      <Modal
        open={stage === 'details' && offer !== null}
        title={t('details.title')}
        closeLabel={t('close')}
        onClose={clear}
        testId="flight-details-modal"
      >
        {offer && <FlightDetails offer={offer} dictionaries={query.data?.dictionaries} onBack={clear} onContinue={startBooking} />}
      </Modal>
      <Modal
        open={stage === 'booking' && offer !== null}
        title={t('booking.title')}
        closeLabel={t('booking.back')}
        onClose={() => setStage('details')}
        testId="flight-booking-modal"
      >
        {offer && (
          // A failed load of the booking step is said in this window, with Try again; the results stay.
          <LoadBoundary>
            <Suspense fallback={<Spinner />}>
              <FlightBooking
                offer={offer}
                dictionaries={query.data?.dictionaries}
                onBack={() => setStage('details')}
                onBooked={(made) => {
                  kept.booked(made);
                  setBooking(made);
                  setStage('confirmation');
                }}
              />
            </Suspense>
          </LoadBoundary>
        )}
      </Modal>
      {(bookingStarted || kept.booking) && (
        <LoadBoundary>
          <Suspense fallback={null}>
            <ConfirmationDialog
              booking={confirmed}
              // In place of the flight's history entry, forgotten: Back from the booking then shows the results,
              // not this flight's details again with a Continue to Booking that would book it twice.
              onView={
                signedIn
                  ? (made) => (flightInHistory ? kept.leaveTo(`/bookings/${made._id}`) : navigate(`/bookings/${made._id}`))
                  : undefined
              }
              onClose={closeConfirmation}
            />
          </Suspense>
        </LoadBoundary>
      )}
    </Page>
  );
}
