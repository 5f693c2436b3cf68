import { useEffect, useRef } from 'react';
import { useSearchParams } from '@trabzon/router';
import { useForm } from 'react-hook-form';
import styled from 'styled-components';
import {
  Button,
  ErrorPanel,
  FieldError,
  Input,
  Label,
  Select,
  useLastPageInstead,
  useSubmitOnce,
  useToast,
  useErrorsFollowLanguage,
} from '@trabzon/ui';
import { ServerTable, type Column } from '@trabzon/ui/tables';
import { formatDate, formatDateTime, formatPrice, useTranslation } from '@trabzon/i18n';
import type { Booking } from '@trabzon/api-client';
import { isFreeTable, serviceKind } from '@trabzon/contracts/booking-service';
import { AdminScreen } from '../../components/AdminScreen';
import { StatusPill } from '../../components/StatusPill';
import { saveBlob } from '../../lib/save-blob';
import { serverMessage } from '../../lib/errors';
import { focusInvalid, useRegisterAfterPress } from '../../lib/forms';
import { useAdminBookings } from './queries/useAdminBookings';
import { exportBookings } from './queries/exportBookings';
import { BookingDrawer } from './BookingDrawer';
import { PAGE_SIZE, STATUSES, TYPES, nextSort, paramsFromQuery, queryFromParams, statusTone, type BookingsQuery } from './model';

const Filters = styled.form`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(${({ theme }) => theme.space(38)}, 1fr));
  gap: ${({ theme }) => theme.space(2)} ${({ theme }) => theme.space(3)};
  align-items: end;
  padding: ${({ theme }) => theme.space(3)};
  margin-block-end: ${({ theme }) => theme.space(3)};
  border: 1px solid ${({ theme }) => theme.colors.surfaceAlt};
  border-radius: ${({ theme }) => theme.radius.md};
  background: ${({ theme }) => theme.colors.surface};
  label {
    font-size: ${({ theme }) => theme.fontSize.xs}px;
  }
  input,
  select {
    min-block-size: 36px;
  }
`;

/** Apply and Reset: side by side when their cell is wide enough, else one under the other, never out of the card. */
const FilterActions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space(2)};
  min-inline-size: 0;
  > * {
    min-inline-size: 0;
    max-inline-size: 100%;
  }
`;

const Field = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space(1)};
`;

const LinkButton = styled.button`
  border: none;
  background: none;
  padding: 0;
  color: ${({ theme }) => theme.colors.primary};
  font: inherit;
  font-weight: 600;
  text-decoration: underline;
  cursor: pointer;
`;

type FilterValues = { q: string; status: string; type: string; from: string; to: string; createdFrom: string; createdTo: string };

function filterValues(query: BookingsQuery): FilterValues {
  return {
    q: query.q ?? '',
    status: query.status ?? '',
    type: query.type ?? '',
    from: query.from ?? '',
    to: query.to ?? '',
    createdFrom: query.createdFrom ?? '',
    createdTo: query.createdTo ?? '',
  };
}

/** Every booking of every type: filters, sorting and paging in the URL; a drawer per booking; CSV export. */
export function BookingsScreen() {
  const { t, i18n } = useTranslation('adminBookings');
  const toast = useToast();
  const [params, setParams] = useSearchParams();
  const query = queryFromParams(params);
  const openId = params.get('booking');
  const list = useAdminBookings(query);
  const { busy: exporting, once } = useSubmitOnce();
  // A refused range focuses its first wrong field in page order, as the other admin forms do (focusInvalid).
  const form = useForm<FilterValues>({ mode: 'onTouched', shouldFocusError: false, defaultValues: filterValues(query) });
  useErrorsFollowLanguage(form);
  const formRef = useRef<HTMLFormElement>(null);
  // A field left for Apply with a click is checked after the click: its message would push Apply from under the pointer.
  const register = useRegisterAfterPress(form.register);

  // Back and forward move the URL: the form follows it.
  const urlKey = params.toString();
  useEffect(() => {
    form.reset(filterValues(queryFromParams(new URLSearchParams(urlKey))));
  }, [urlKey, form]);

  const errors = form.formState.errors;
  // An end before its start is refused at the field (the API would refuse it too).
  const notBefore = (start: 'from' | 'createdFrom') => (end: string, values: FilterValues) =>
    !end || !values[start] || end >= values[start] || t('filter.reversed');
  const errorProps = (name: 'to' | 'createdTo') => (errors[name] ? { 'aria-invalid': true, 'aria-describedby': `bf-${name}-error` } : {});
  const go = (next: BookingsQuery, booking: string | null = openId) => setParams(paramsFromQuery(next, { booking }));
  const apply = form.handleSubmit(
    (values) => {
      const next: BookingsQuery = { ...query, page: 1 };
      for (const key of Object.keys(values) as (keyof FilterValues)[]) {
        const value = values[key].trim();
        (next as Record<string, unknown>)[key] = value || undefined;
      }
      go(next);
    },
    (found) => focusInvalid(formRef.current, found),
  );
  // The form too: when the URL has no filter yet (a refused range was never applied), it does not change.
  const reset = () => {
    form.reset(filterValues({}));
    go({ limit: PAGE_SIZE, page: 1 });
  };
  // Past the last page (its last row cancelled away, an old link): the last page, not "Page 2 of 1".
  useLastPageInstead(list.data, query.page ?? 1, (page) =>
    setParams(paramsFromQuery({ ...query, page }, { booking: openId }), { replace: true }),
  );

  // One export at a time: a second press before "Exporting…" shows downloads nothing more.
  const download = once(async () => {
    try {
      const { blob, filename } = await exportBookings(query);
      saveBlob(blob, filename);
      toast.success(t('exported'));
    } catch (error) {
      toast.error(serverMessage(error, t('exportFailed')));
    }
  });

  const language = i18n.language;
  const columns: Column<Booking>[] = [
    {
      id: 'reference',
      header: t('columns.reference'),
      sortKey: 'reference',
      rowHeader: true,
      render: (b) => (
        <LinkButton type="button" onClick={() => go(query, b._id)} data-testid="booking-open">
          <bdi dir="ltr">{b.reference}</bdi>
        </LinkButton>
      ),
    },
    { id: 'type', header: t('columns.type'), sortKey: 'type', render: (b) => t(`types.${serviceKind(b)}`) },
    {
      id: 'status',
      header: t('columns.status'),
      sortKey: 'status',
      render: (b) => (
        <StatusPill $tone={statusTone(b.status)} data-testid="booking-status">
          {t(`statuses.${b.status}`)}
        </StatusPill>
      ),
    },
    {
      id: 'customer',
      header: t('columns.customer'),
      // Isolated: a typed name starting with a symbol ("+cmd …") had it shown at the other end in Arabic.
      render: (b) => <bdi>{`${b.contact.firstName} ${b.contact.lastName}`}</bdi>,
    },
    { id: 'email', header: t('columns.email'), render: (b) => <bdi dir="ltr">{b.contact.email}</bdi> },
    {
      id: 'service',
      header: t('columns.service'),
      sortKey: 'startDate',
      render: (b) =>
        formatDate(b.startDate, language) + (b.endDate && b.endDate !== b.startDate ? ` – ${formatDate(b.endDate, language)}` : ''),
    },
    { id: 'created', header: t('columns.created'), sortKey: 'createdAt', render: (b) => formatDateTime(b.createdAt, language) },
    {
      id: 'total',
      header: t('columns.total'),
      sortKey: 'total',
      align: 'end',
      // A free table is "No charge", as in its drawer, not $0.00.
      render: (b) => (isFreeTable(b) ? t('free') : formatPrice(b.total, language, b.currency)),
    },
  ];

  const data = list.data;
  const sortKey = query.sort ?? 'createdAt';
  return (
    <AdminScreen
      screen="bookings"
      title={t('title')}
      actions={
        // Busy, not disabled: a disabled button would drop the keyboard's focus to <body>.
        <Button type="button" onClick={() => void download()} aria-disabled={exporting || undefined} data-testid="bookings-export">
          {exporting ? t('exporting') : t('export')}
        </Button>
      }
    >
      <Filters ref={formRef} onSubmit={apply} role="search" aria-label={t('filters')} data-testid="bookings-filters">
        <Field>
          <Label htmlFor="bf-q">{t('filter.q')}</Label>
          <Input id="bf-q" type="search" {...register('q')} data-testid="filter-q" />
        </Field>
        <Field>
          <Label htmlFor="bf-status">{t('filter.status')}</Label>
          <Select id="bf-status" {...register('status')} data-testid="filter-status">
            <option value="">{t('filter.any')}</option>
            {STATUSES.map((s) => (
              <option key={s} value={s}>
                {t(`statuses.${s}`)}
              </option>
            ))}
          </Select>
        </Field>
        <Field>
          <Label htmlFor="bf-type">{t('filter.type')}</Label>
          <Select id="bf-type" {...register('type')} data-testid="filter-type">
            <option value="">{t('filter.any')}</option>
            {TYPES.map((type) => (
              <option key={type} value={type}>
                {t(`types.${type}`)}
              </option>
            ))}
          </Select>
        </Field>
        <Field>
          <Label htmlFor="bf-from">{t('filter.serviceFrom')}</Label>
          <Input id="bf-from" type="date" {...register('from')} />
        </Field>
        <Field>
          <Label htmlFor="bf-to">{t('filter.serviceTo')}</Label>
          <Input id="bf-to" type="date" {...register('to', { validate: notBefore('from') })} {...errorProps('to')} />
          {errors.to && <FieldError id="bf-to-error">{errors.to.message}</FieldError>}
        </Field>
        <Field>
          <Label htmlFor="bf-cfrom">{t('filter.createdFrom')}</Label>
          <Input id="bf-cfrom" type="date" {...register('createdFrom')} />
        </Field>
        <Field>
          <Label htmlFor="bf-cto">{t('filter.createdTo')}</Label>
          <Input id="bf-cto" type="date" {...register('createdTo', { validate: notBefore('createdFrom') })} {...errorProps('createdTo')} />
          {errors.createdTo && <FieldError id="bf-createdTo-error">{errors.createdTo.message}</FieldError>}
        </Field>
        <FilterActions>
          <Button type="submit" data-testid="filter-apply">
            {t('filter.apply')}
          </Button>
          <Button type="button" $variant="secondary" onClick={reset}>
            {t('filter.reset')}
          </Button>
        </FilterActions>
      </Filters>
      {list.isError ? (
        <ErrorPanel message={serverMessage(list.error, t('loadFailed'))} onRetry={() => void list.refetch()} />
      ) : (
        <ServerTable
          caption={data ? t('caption', { count: data.total }) : t('loading')}
          columns={columns}
          rows={data?.results ?? []}
          rowKey={(b) => b._id}
          total={data?.total ?? 0}
          page={query.page ?? 1}
          pageSize={PAGE_SIZE}
          sort={{ key: sortKey, dir: query.dir ?? (sortKey === 'createdAt' ? 'desc' : 'asc') }}
          onSort={(key) => go({ ...query, ...nextSort(query, key as BookingsQuery['sort'] & string), page: 1 })}
          onPage={(page) => go({ ...query, page })}
          busy={list.isFetching}
          testId="bookings-table"
          rowTestId="booking-row"
          pagingLabel={t('paging')}
          emptyText={list.isLoading ? t('loading') : Object.values(filterValues(query)).some(Boolean) ? t('empty') : t('noneYet')}
        />
      )}
      <BookingDrawer id={openId} onClose={() => go(query, null)} />
    </AdminScreen>
  );
}
