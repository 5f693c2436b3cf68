import { Link } from '@trabzon/router';
import { useTranslation } from '@trabzon/i18n';

/**
 * "Forgot your password?", leading to /forgot-password: under the /login page's password and the
 * header modal's (which closes itself on the way, through `onFollow`).
 */
export function ForgotPasswordLink({ onFollow }: { onFollow?: () => void }) {
  const { t } = useTranslation('account');
  return (
    <Link to="/forgot-password" onClick={onFollow}>
      {t('login.forgot')}
    </Link>
  );
}
