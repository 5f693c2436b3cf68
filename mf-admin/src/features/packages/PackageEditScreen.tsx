import { Link, useNavigate } from '@trabzon/router';
import { ErrorPanel, Spinner, useScreenParams } from '@trabzon/ui';
import { useTranslation } from '@trabzon/i18n';
import { isolatedName } from '../../lib/bidi';
import { AdminScreen } from '../../components/AdminScreen';
import { serverMessage } from '../../lib/errors';
import { pickText } from '../../lib/translated';
import { ADMIN_PACKAGES_NS } from './i18n';
import { PackageForm } from './PackageForm';
import { useAdminPackage } from './useAdminPackage';

/** /admin/packages/new and /admin/packages/:id: the package form with its itinerary editor. */
export function PackageEditScreen() {
  const { t, i18n } = useTranslation(ADMIN_PACKAGES_NS);
  const { t: ta } = useTranslation('admin');
  const { id } = useScreenParams();
  const navigate = useNavigate();
  const isNew = !id || id === 'new';
  const query = useAdminPackage(isNew ? null : id);
  const title = isNew ? t('newTitle') : t('editTitle', { name: query.data ? isolatedName(pickText(query.data.name, i18n.language)) : '…' });

  return (
    <AdminScreen screen={isNew ? 'package-new' : 'package-edit'} title={title} actions={<Link to="/admin/packages">{t('back')}</Link>}>
      {!isNew && query.isPending && <Spinner />}
      {!isNew && query.isError && (
        <ErrorPanel title={t('notFound')} message={serverMessage(query.error, ta('errors.generic'))} onRetry={() => void query.refetch()} />
      )}
      {(isNew || query.data) && (
        <PackageForm
          pkg={isNew ? null : (query.data ?? null)}
          onSaved={(saved) => {
            if (isNew) navigate(`/admin/packages/${encodeURIComponent(saved._id)}`, { replace: true });
          }}
          onCancel={() => navigate('/admin/packages')}
        />
      )}
    </AdminScreen>
  );
}
