import { useEffect, useRef, useState, type FormEvent } from 'react';
import { Link, useParams } from '@trabzon/router';
import { authApi, describeApiError } from '@trabzon/api-client';
import { Button, FormMessage, Page, TextField, focusFirstError, usePageTitle, useSubmitOnce } from '@trabzon/ui';
import { useTranslation } from '@trabzon/i18n';
import { AuthCard } from '../components/AuthCard';
import { passwordRefusalText } from '../model/errors';
import { newPasswordError, usePasswordMinLength } from '../model/fields';
export { accountTextsReady as ready } from '../texts';

/** The API's refusal of the link's token itself (its length, before any look-up), e.g. "token must be at most 200 characters long". */
const TOKEN_REFUSAL = /^token\b/;

/** /reset-password/:token: the page the reset e-mail links to. */
export function ResetPasswordPage() {
  const { t } = useTranslation('account');
  usePageTitle(t('reset.title'));
  const { token = '' } = useParams();
  const [password, setPassword] = useState('');
  const [confirm, setConfirm] = useState('');
  const [errors, setErrors] = useState<{ password?: string; confirm?: string }>({});
  const [outcome, setOutcome] = useState<'done' | 'invalid' | 'failed' | null>(null);
  const { busy, isSending, begin, end } = useSubmitOnce();
  const minLength = usePasswordMinLength();
  // The form goes once the password is saved: the keyboard's focus moves to the message that replaces it.
  const done = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (outcome === 'done') done.current?.focus();
  }, [outcome]);

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (isSending()) return;
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
    begin();
    try {
      await authApi.resetPassword(token, password);
      setOutcome('done');
    } catch (error) {
      const failure = describeApiError(error);
      // Only a bad link is "invalid"; a password the API refuses is the password's error, in the page's words.
      const refusal = passwordRefusalText(error, t);
      if (failure.code === 'RESET_LINK_INVALID' || TOKEN_REFUSAL.test(failure.message ?? '')) setOutcome('invalid');
      else if (refusal) {
        setOutcome(null);
        setErrors({ password: refusal });
        focusFirstError(form, ['password']);
      } else setOutcome('failed');
    } finally {
      end();
    }
  };

  return (
    <Page>
      <AuthCard as="section" aria-labelledby="reset-title">
        <h1 id="reset-title">{t('reset.title')}</h1>
        {outcome === 'done' && (
          <FormMessage ref={done} tabIndex={-1} $tone="success">
            {t('reset.done')}
          </FormMessage>
        )}
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
            <Button type="submit" $block aria-disabled={busy || undefined}>
              {busy ? t('reset.submitting') : t('reset.submit')}
            </Button>
          </form>
        )}
        {outcome === 'invalid' ? <Link to="/forgot-password">{t('reset.newLink')}</Link> : <Link to="/login">{t('reset.toLogin')}</Link>}
      </AuthCard>
    </Page>
  );
}
