import { useRef, useState, type FormEvent } from 'react';
import { Link } from '@trabzon/router';
import { authApi, describeApiError } from '@trabzon/api-client';
import { Button, FormMessage, Muted, Page, TextField, focusFirstError, usePageTitle, useSubmitOnce } from '@trabzon/ui';
import { useTranslation } from '@trabzon/i18n';
import { AuthCard } from '../components/AuthCard';
import { isEmailRefusal, tooManyRequests } from '../model/errors';
import { emailError } from '../model/fields';
export { accountTextsReady as ready } from '../texts';

/** /forgot-password: asks for a reset link (the answer never says whether the account exists). */
export function ForgotPasswordPage() {
  const { t } = useTranslation('account');
  usePageTitle(t('forgot.title'));
  const [email, setEmail] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [message, setMessage] = useState<{ tone: 'error' | 'success'; text: string } | null>(null);
  const { busy, isSending, begin, end } = useSubmitOnce();
  const form = useRef<HTMLFormElement>(null);

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (isSending()) return;
    const problem = emailError(email, t);
    if (problem) {
      setError(problem);
      focusFirstError(event.currentTarget, ['email']);
      return;
    }
    setError(null);
    begin();
    try {
      await authApi.forgotPassword(email.trim());
      setMessage({ tone: 'success', text: t('forgot.sent') });
    } catch (failure) {
      // Asking again would never help: the address itself was refused.
      if (isEmailRefusal(failure)) {
        setError(t('errors.invalidEmail'));
        focusFirstError(form.current, ['email']);
        return;
      }
      const limited = describeApiError(failure).status === 429;
      setMessage({ tone: 'error', text: limited ? tooManyRequests(failure, t) : t('forgot.failed') });
    } finally {
      end();
    }
  };

  return (
    <Page>
      <AuthCard as="section" aria-labelledby="forgot-title">
        <h1 id="forgot-title">{t('forgot.title')}</h1>
        <Muted style={{ margin: 0 }}>{t('forgot.intro')}</Muted>
        {message && <FormMessage $tone={message.tone}>{message.text}</FormMessage>}
        <form ref={form} onSubmit={submit} noValidate>
          <TextField
            label={t('login.email')}
            name="email"
            type="email"
            autoComplete="email"
            value={email}
            error={error}
            onChange={(e) => setEmail(e.target.value)}
          />
          <Button type="submit" $block aria-disabled={busy || undefined}>
            {busy ? t('forgot.submitting') : t('forgot.submit')}
          </Button>
        </form>
        <Link to="/login">{t('forgot.back')}</Link>
      </AuthCard>
    </Page>
  );
}
