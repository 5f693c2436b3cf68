import { useCallback, useMemo, useState } from 'react';
import { Link } from '@trabzon/router';
import styled from 'styled-components';
import type { PackageAdmin } from '@trabzon/api-client';
import { Button, ErrorPanel, Spinner } from '@trabzon/ui';
import { DataTable, type Column } from '@trabzon/ui/tables';
import { formatPrice, useTranslation } from '@trabzon/i18n';
import { isolatedName } from '../../lib/bidi';
import { AdminScreen } from '../../components/AdminScreen';
import { ListFilter } from '../../components/ListFilter';
import { serverMessage } from '../../lib/errors';
import { useDeleteRow } from '../../lib/useDeleteRow';
import { pickText } from '../../lib/translated';
import { ADMIN_PACKAGES_NS } from './i18n';
import { useAdminPackages } from './useAdminPackages';
import { useDeletePackage } from './useDeletePackage';
import { usePackageOptions } from './useOptions';

const Actions = styled.div`
  display: flex;
  gap: ${({ theme }) => theme.space(2)};
`;

const LinkButton = styled(Link)`
  display: inline-flex;
  align-items: center;
  min-height: 36px;
  padding-inline: ${({ theme }) => theme.space(3)};
  border-radius: ${({ theme }) => theme.radius.md};
  border: 1px solid ${({ theme }) => theme.colors.border};
  color: ${({ theme }) => theme.colors.text};
  text-decoration: none;
  font-weight: 600;
`;

/** "New package" is a link (a page of its own) drawn as the other screens' "New …" buttons: not underlined. */
const NewLink = styled(Button)`
  text-decoration: none;
`;

/** /admin/packages: every package (hidden ones too) with filter, sorting and paging; new, edit, delete. */
export function PackagesScreen() {
  const { t, i18n } = useTranslation(ADMIN_PACKAGES_NS);
  const { t: ta } = useTranslation('admin');
  const list = useAdminPackages();
  const { destinations } = usePackageOptions();
  const remove = useDeletePackage();
  const deleteRow = useDeleteRow('admin-packages-table');
  const [query, setQuery] = useState('');
  const language = i18n.language;
  const destinationName = useCallback(
    (id: string | null) => destinations.data?.results.find((d) => d._id === id)?.name ?? '—',
    [destinations.data],
  );

  const rows = useMemo(() => {
    const needle = query.trim().toLocaleLowerCase();
    return (list.data?.results ?? []).filter(
      (p) => !needle || `${pickText(p.name, language)} ${destinationName(p.destinationId)}`.toLocaleLowerCase().includes(needle),
    );
  }, [list.data, query, language, destinationName]);

  const onDelete = (pkg: PackageAdmin) =>
    deleteRow({
      question: { title: t('deleteTitle'), message: t('deleteMessage', { name: isolatedName(pickText(pkg.name, language)) }) },
      remove: () => remove.mutateAsync(pkg._id),
      deleted: t('toasts.deleted'),
      failed: t('toasts.deleteFailed'),
    });

  const columns: Column<PackageAdmin>[] = [
    {
      id: 'name',
      header: t('columns.name'),
      render: (p) => pickText(p.name, language),
      sortValue: (p) => pickText(p.name, language),
      rowHeader: true,
    },
    {
      id: 'destination',
      header: t('columns.destination'),
      render: (p) => destinationName(p.destinationId),
      sortValue: (p) => destinationName(p.destinationId),
    },
    { id: 'duration', header: t('columns.duration'), render: (p) => p.duration, sortValue: (p) => p.duration, align: 'end' },
    { id: 'price', header: t('columns.price'), render: (p) => formatPrice(p.price, language), sortValue: (p) => p.price, align: 'end' },
    { id: 'seats', header: t('columns.seats'), render: (p) => p.seatsPerDeparture, sortValue: (p) => p.seatsPerDeparture, align: 'end' },
    {
      id: 'status',
      header: t('columns.status'),
      render: (p) =>
        [p.active ? t('status.active') : t('status.inactive'), p.featured ? t('status.featured') : null].filter(Boolean).join(' · '),
    },
    {
      id: 'actions',
      header: t('columns.actions'),
      sticky: true,
      render: (p) => (
        <Actions>
          <LinkButton
            to={`/admin/packages/${encodeURIComponent(p._id)}`}
            aria-label={t('editOf', { name: isolatedName(pickText(p.name, language)) })}
            data-testid="package-edit"
          >
            {t('edit')}
          </LinkButton>
          <Button
            type="button"
            $variant="danger"
            onClick={() => void onDelete(p)}
            aria-label={t('deleteOf', { name: isolatedName(pickText(p.name, language)) })}
            data-testid="package-delete"
          >
            {t('delete')}
          </Button>
        </Actions>
      ),
    },
  ];

  return (
    <AdminScreen
      screen="packages"
      title={t('title')}
      actions={
        <NewLink as={Link} to="/admin/packages/new" data-testid="package-add">
          {t('add')}
        </NewLink>
      }
    >
      <ListFilter label={t('filter')} value={query} onChange={setQuery} />
      {list.isPending && <Spinner />}
      {list.isError && (
        <ErrorPanel title={t('loadFailed')} message={serverMessage(list.error, ta('errors.generic'))} onRetry={() => void list.refetch()} />
      )}
      {list.data && (
        <DataTable
          caption={t('caption')}
          columns={columns}
          rows={rows}
          rowKey={(p) => p._id}
          // An empty catalogue, or a filter nothing matches.
          emptyText={list.data.results.length === 0 ? t('empty') : t('noMatch')}
          testId="admin-packages-table"
          rowTestId="admin-package-row"
          resetKey={query}
        />
      )}
    </AdminScreen>
  );
}
