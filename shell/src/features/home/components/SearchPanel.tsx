import { useEffect, useId, useRef, useState, type FormEvent, type KeyboardEvent } from 'react';
import { useNavigate, useSearchParams } from '@trabzon/router';
import styled from 'styled-components';
import { Button, FieldWrap, Input, Label, Select } from '@trabzon/ui';
import { formatCountry, useTranslation } from '@trabzon/i18n';
import { useDestinations } from '../queries/useDestinations';
import { MinusIcon, PlusIcon } from '../../../layout/icons';
import { PLACE_CODES } from '@trabzon/contracts/constants';
import {
  SEARCH_TABS,
  TAXI_DEFAULT_PLACES,
  earliestStart,
  latestStart,
  homeParamsOf,
  withEarliestStart,
  isoDay,
  searchFromHomeParams,
  searchProblem,
  searchUrl,
  type SearchFields,
  type SearchTab,
} from '../model/search';

const Panel = styled.section`
  background: ${({ theme }) => theme.colors.surface};
  color: ${({ theme }) => theme.colors.text};
  border-radius: ${({ theme }) => theme.radius.lg};
  box-shadow: ${({ theme }) => theme.shadow.lg};
  padding: ${({ theme }) => theme.space(5)};
`;

const Tabs = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space(2)};
  margin-block-end: ${({ theme }) => theme.space(4)};
`;

const Tab = styled.button<{ $active: boolean }>`
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radius.pill};
  padding: ${({ theme }) => theme.space(2)} ${({ theme }) => theme.space(4)};
  font: inherit;
  font-weight: 600;
  cursor: pointer;
  background: ${({ theme, $active }) => ($active ? theme.colors.primary : theme.colors.surface)};
  color: ${({ theme, $active }) => ($active ? theme.colors.onPrimary : theme.colors.text)};
`;

const Fields = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space(3)};
  grid-template-columns: repeat(auto-fit, minmax(160px, 1fr));
  align-items: end;
  ${FieldWrap} {
    margin: 0;
  }
`;

const Head = styled.div`
  display: flex;
  justify-content: space-between;
  align-items: center;
  h2 {
    margin: 0;
    font-size: ${({ theme }) => theme.fontSize.lg}px;
  }
`;

/** The home search: tabs for hotels, taxis, restaurants and packages; submitting opens the list with the fields in the URL. */
export function SearchPanel() {
  const { t, i18n } = useTranslation('home');
  const navigate = useNavigate();
  const ids = useId();
  const [params, setParams] = useSearchParams();
  const [open, setOpen] = useState(true);
  // The search as the home URL kept it: the browser's Back returns to the panel as it was sent.
  const [initial] = useState(() => searchFromHomeParams(params));
  const [tab, setTab] = useState<SearchTab>(initial.tab);
  const [fields, setFields] = useState<SearchFields>(initial.fields);
  // True once the start date was typed on the Packages tab: the visitor's own start, shown as typed
  // (and refused when too early). Until then that tab shows and sends the shared check-in moved to
  // its earliest day, without moving the dates the other tabs share.
  const [packageStartTyped, setPackageStartTyped] = useState(false);
  const tabFields = tab === 'packages' && !packageStartTyped ? withEarliestStart(fields, earliestStart('packages')) : fields;
  const destinations = useDestinations();
  // A refused search: its message and the field to fix, marked invalid and described by the message.
  const [error, setError] = useState<{ field: keyof SearchFields; message: string } | null>(null);
  const errorId = `${ids}-error`;
  const invalidIf = (name: keyof SearchFields) => (error?.field === name ? { 'aria-invalid': true, 'aria-describedby': errorId } : {});
  // The field to fix gets the focus once it is marked invalid and described by the message.
  useEffect(() => {
    if (error) document.getElementById(`${ids}-${error.field}`)?.focus();
  }, [error, ids]);

  const field = (name: keyof SearchFields, label: string, extra: Record<string, unknown> = {}) => (
    <FieldWrap>
      <Label htmlFor={`${ids}-${name}`}>{label}</Label>
      <Input
        id={`${ids}-${name}`}
        name={name}
        value={tabFields[name]}
        onChange={(e) => {
          setFields((f) => ({ ...f, [name]: e.target.value }));
          if (name === 'checkIn') setPackageStartTyped(tab === 'packages');
        }}
        {...invalidIf(name)}
        {...extra}
      />
    </FieldWrap>
  );

  // A message is about the tab it was given on. The dates stay: the tabs share them (see tabFields).
  const chooseTab = (name: SearchTab) => {
    setTab(name);
    setError(null);
  };

  // The taxi page's places: left empty, the field shows (and the taxi page takes) its default place.
  // The WAI-ARIA tabs pattern: one tab stop; the arrows (as drawn: mirrored in Arabic), Home and End
  // choose the next, first and last tab and move the focus to it.
  const tabRefs = useRef(new Map<SearchTab, HTMLButtonElement>());
  const onTabKey = (event: KeyboardEvent<HTMLButtonElement>) => {
    const at = SEARCH_TABS.indexOf(tab);
    const forward = i18n.dir(i18n.resolvedLanguage) === 'rtl' ? 'ArrowLeft' : 'ArrowRight';
    const back = forward === 'ArrowLeft' ? 'ArrowRight' : 'ArrowLeft';
    const steps: Record<string, number> = { [forward]: at + 1, [back]: at - 1, Home: 0, End: SEARCH_TABS.length - 1 };
    const step = steps[event.key];
    const next = step === undefined ? undefined : SEARCH_TABS[(step + SEARCH_TABS.length) % SEARCH_TABS.length];
    if (!next) return;
    event.preventDefault();
    chooseTab(next);
    tabRefs.current.get(next)?.focus();
  };
  const tabId = (name: SearchTab) => `${ids}-tab-${name}`;

  const placeField = (name: 'pickupLocation' | 'dropoffLocation', label: string) => (
    <FieldWrap>
      <Label htmlFor={`${ids}-${name}`}>{label}</Label>
      <Select
        id={`${ids}-${name}`}
        name={name}
        value={fields[name] || TAXI_DEFAULT_PLACES[name]}
        onChange={(e) => setFields((f) => ({ ...f, [name]: e.target.value }))}
        {...invalidIf(name)}
      >
        {PLACE_CODES.map((code) => (
          <option key={code} value={code}>
            {t(`search.places.${code}`)}
          </option>
        ))}
      </Select>
    </FieldWrap>
  );

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const problem = searchProblem(tab, tabFields);
    if (problem) return setError({ field: problem.field, message: t(`search.${problem.message}`, problem.values) });
    setError(null);
    setParams(homeParamsOf(tab, tabFields), { replace: true });
    navigate(searchUrl(tab, tabFields));
  };

  const today = isoDay(0);
  return (
    <Panel aria-labelledby={`${ids}-title`} data-testid="home-search">
      <Head>
        <h2 id={`${ids}-title`}>{t('search.title')}</h2>
        <Button type="button" $variant="ghost" aria-expanded={open} aria-controls={`${ids}-form`} onClick={() => setOpen((o) => !o)}>
          {/* Drawn, not typed: the minus sign (U+2212) is in none of the site's fonts, and the browser
              searched the system's fonts for it on every first layout of the home page. */}
          {open ? <MinusIcon size={16} data-sign="minus" /> : <PlusIcon size={16} data-sign="plus" />}
          <span className="visually-hidden">{t('search.toggle')}</span>
        </Button>
      </Head>
      {open && (
        <form id={`${ids}-form`} onSubmit={submit} noValidate>
          <Tabs role="tablist" aria-label={t('search.title')}>
            {SEARCH_TABS.map((name) => (
              <Tab
                key={name}
                ref={(element) => {
                  if (element) tabRefs.current.set(name, element);
                  else tabRefs.current.delete(name);
                }}
                id={tabId(name)}
                type="button"
                role="tab"
                aria-selected={tab === name}
                aria-controls={`${ids}-panel`}
                tabIndex={tab === name ? 0 : -1}
                $active={tab === name}
                onClick={() => chooseTab(name)}
                onKeyDown={onTabKey}
              >
                {t(`search.tabs.${name}`)}
              </Tab>
            ))}
          </Tabs>
          <Fields role="tabpanel" id={`${ids}-panel`} aria-labelledby={tabId(tab)}>
            {(tab === 'hotels' || tab === 'packages' || tab === 'restaurants') && (
              <FieldWrap>
                <Label htmlFor={`${ids}-destination`}>{t('search.destination')}</Label>
                <Select
                  id={`${ids}-destination`}
                  value={fields.destination}
                  onChange={(e) => setFields((f) => ({ ...f, destination: e.target.value }))}
                >
                  <option value="">{t('search.anyLocation')}</option>
                  {destinations.map((d) => (
                    <option key={d._id} value={d.slug}>
                      {t('search.destinationOption', { name: d.name, country: formatCountry(d.country, i18n.language) })}
                    </option>
                  ))}
                </Select>
              </FieldWrap>
            )}
            {tab === 'taxis' && placeField('pickupLocation', t('search.pickupLocation'))}
            {tab === 'taxis' && placeField('dropoffLocation', t('search.dropoffLocation'))}
            {tab === 'restaurants' && field('restaurant', t('search.restaurant'))}
            {tab === 'hotels' && field('checkIn', t('search.checkIn'), { type: 'date', min: today })}
            {tab === 'hotels' && field('checkOut', t('search.checkOut'), { type: 'date', min: fields.checkIn || today })}
            {tab === 'restaurants' && field('checkIn', t('search.date'), { type: 'date', min: today, max: latestStart('restaurants') })}
            {tab === 'packages' && field('checkIn', t('search.startDate'), { type: 'date', min: earliestStart('packages') })}
            {tab === 'taxis' && field('pickupDate', t('search.pickupDate'), { type: 'date', min: today })}
            {tab === 'taxis' && field('pickupTime', t('search.pickupTime'), { type: 'time' })}
            <FieldWrap>
              <Label htmlFor={`${ids}-guests`}>{t('search.guests')}</Label>
              <Select id={`${ids}-guests`} value={fields.guests} onChange={(e) => setFields((f) => ({ ...f, guests: e.target.value }))}>
                {[1, 2, 3, 4].map((n) => (
                  <option key={n} value={n}>
                    {n}
                  </option>
                ))}
              </Select>
            </FieldWrap>
            {tab === 'hotels' && (
              <FieldWrap>
                <Label htmlFor={`${ids}-stars`}>{t('search.starRating')}</Label>
                <Select
                  id={`${ids}-stars`}
                  value={fields.starRating}
                  onChange={(e) => setFields((f) => ({ ...f, starRating: e.target.value }))}
                >
                  <option value="">{t('search.anyStars')}</option>
                  <option value="5">{t('search.starsExact', { count: 5 })}</option>
                  {[4, 3, 2, 1].map((n) => (
                    <option key={n} value={n}>
                      {t('search.starsPlus', { count: n })}
                    </option>
                  ))}
                </Select>
              </FieldWrap>
            )}
            <Button type="submit" data-testid="home-search-submit">
              {t('search.submit')}
            </Button>
          </Fields>
          {error && (
            <p id={errorId} role="alert" style={{ marginBlockEnd: 0 }}>
              {error.message}
            </p>
          )}
        </form>
      )}
    </Panel>
  );
}
