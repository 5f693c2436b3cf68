import { useState, type FormEvent } from 'react';
import { Link, useParams } from '@trabzon/router';
import { authApi, describeApiError } from '@trabzon/api-client';
import { Button, FormMessage, Page, TextField, focusFirstError, usePageTitle } from '@trabzon/ui';
import { useTranslation } from '@trabzon/i18n';
import { AuthCard } from '../components/AuthCard';
import { newPasswordError, usePasswordMinLength } from '../model/fields';

/** /reset-password/:token: the page the reset e-mail links to. */
export function ResetPasswordPage() {
  const { t } = useTranslation('account');
  usePageTitle(t('reset.title'));
  const { token = '' } = useParams();
  const [password, setPassword] = useState('');
  const [confirm, setConfirm] = useState('');
  const [errors, setErrors] = useState<{ password?: string; confirm?: string }>({});
  const [outcome, setOutcome] = useState<'done' | 'invalid' | 'failed' | null>(null);
  const [busy, setBusy] = useState(false);
  const minLength = usePasswordMinLength();

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = event.currentTarget;
    const found: typeof errors = {};
    const passwordError = newPasswordError(password, minLength, t);
    if (passwordError) found.password = passwordError;
    if (confirm !== password) found.confirm = t('errors.passwordsMismatch');
    setErrors(found);
    if (Object.keys(found).length) {
      focusFirstError(form, Object.keys(found));
      return;
    }
    setBusy(true);
    try {
      await authApi.resetPassword(token, password);
      setOutcome('done');
    } catch (error) {
      const failure = describeApiError(error);
      // Only a bad link is "invalid"; a password the API refuses is the password's error.
      if (failure.code === 'RESET_LINK_INVALID') setOutcome('invalid');
      else if (failure.status === 400 && failure.message) {
        setOutcome(null);
        setErrors({ password: failure.code === 'PASSWORD_TOO_COMMON' ? t('errors.passwordTooCommon') : failure.message });
        focusFirstError(form, ['password']);
      } else setOutcome('failed');
    } finally {
      setBusy(false);
    }
  };

  return (
    <Page>
      <AuthCard as="section" aria-labelledby="reset-title">
        <h1 id="reset-title">{t('reset.title')}</h1>
        {outcome === 'done' && <FormMessage $tone="success">{t('reset.done')}</FormMessage>}
        {outcome === 'invalid' && <FormMessage $tone="error">{t('reset.invalid')}</FormMessage>}
        {outcome === 'failed' && <FormMessage $tone="error">{t('errors.unexpected')}</FormMessage>}
        {outcome !== 'done' && (
          <form onSubmit={submit} noValidate>
            <TextField
              label={t('profile.newPassword')}
              name="password"
              type="password"
              autoComplete="new-password"
              hint={t('register.passwordHint', { count: minLength })}
              value={password}
              error={errors.password}
              onChange={(e) => setPassword(e.target.value)}
            />
            <TextField
              label={t('profile.confirmPassword')}
              name="confirm"
              type="password"
              autoComplete="new-password"
              value={confirm}
              error={errors.confirm}
              onChange={(e) => setConfirm(e.target.value)}
            />
            <Button type="submit" $block disabled={busy}>
              {busy ? t('reset.submitting') : t('reset.submit')}
            </Button>
          </form>
        )}
        {outcome === 'invalid' ? <Link to="/forgot-password">{t('reset.newLink')}</Link> : <Link to="/login">{t('reset.toLogin')}</Link>}
      </AuthCard>
    </Page>
  );
}
