import { useEffect, useRef, useState, type FormEvent } from 'react';
import { Link, useLocation, useNavigate, useSearchParams } from '@trabzon/router';
import { Button, CheckboxLabel, FormMessage, Muted, Page, TextField, focusFirstError, usePageTitle, useSubmitOnce } from '@trabzon/ui';
import { useTranslation } from '@trabzon/i18n';
import { useSessionStore } from '@trabzon/stores';
import { AuthCard, AuthLinks } from '../components/AuthCard';
import { ForgotPasswordLink } from '../components/ForgotPasswordLink';
import { ServerStatusBadge } from '../components/ServerStatusBadge';
import { TestUsersPanel } from '../components/TestUsersPanel';
import { useServerStatus } from '../model/useServerStatus';
import { isEmailRefusal, loginViewError } from '../model/errors';
import { emailError as emailProblem, passwordTooLongError } from '../model/fields';
import { afterLoginPath, authPathKeeping } from '../model/redirect';
import { signIn } from '../model/signIn';
import { useRefusalFocus } from '../model/useRefusalFocus';
import { useFollowSignInElsewhere } from '../model/useFollowSignInElsewhere';
import { LOGIN_VIEW_REDIRECT_MS } from '../model/timing';
export { accountTextsReady as ready } from '../texts';

/** /login: the full sign-in view, with server status, remember me and test users. */
export function LoginPage() {
  const { t } = useTranslation('account');
  usePageTitle(t('login.title'));
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const location = useLocation();
  const { status, setStatus } = useServerStatus();
  const [email, setEmail] = useState(params.get('email') ?? '');
  const [password, setPassword] = useState('');
  const [remember, setRemember] = useState(true);
  const { busy, isSending, begin, end } = useSubmitOnce();
  // A sign-in in another tab leads on too; this tab's own (busy until it leads on) is left to its form.
  useFollowSignInElsewhere(busy);
  // Sent here because the API refused the session (signed out elsewhere, the account changed), or
  // from a new account's registration: say so.
  const [message, setMessage] = useState<{ tone: 'error' | 'success'; text: string } | null>(() =>
    useSessionStore.getState().ended
      ? { tone: 'error', text: t('login.sessionEnded') }
      : (location.state as { registered?: boolean } | null)?.registered
        ? { tone: 'success', text: t('success.register') }
        : null,
  );
  const [emailError, setEmailError] = useState<string | null>(null);
  const [passwordError, setPasswordError] = useState<string | null>(null);
  const form = useRef<HTMLFormElement>(null);
  const { messageProps, focusAfterRefusal } = useRefusalFocus();
  const timer = useRef<number>(undefined);
  useEffect(() => () => window.clearTimeout(timer.current), []);

  /** An address or password the API would refuse is its field's error, before or after asking. */
  const refuseField = (field: 'email' | 'password', text: string) => {
    setMessage(null);
    (field === 'email' ? setEmailError : setPasswordError)(text);
    focusFirstError(form.current, [field]);
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (isSending()) return;
    if (!email.trim() || !password) {
      setMessage({ tone: 'error', text: t('errors.emailPasswordRequired') });
      // The first empty field takes the focus, as the other forms' own checks do.
      focusFirstError(form.current, [email.trim() ? 'password' : 'email']);
      return;
    }
    setEmailError(null);
    setPasswordError(null);
    const wrongEmail = emailProblem(email, t);
    if (wrongEmail) return refuseField('email', wrongEmail);
    const wrongPassword = passwordTooLongError(password, t);
    if (wrongPassword) return refuseField('password', wrongPassword);
    if (status === 'offline') {
      setMessage({ tone: 'error', text: t('errors.offline') });
      focusAfterRefusal(form.current, null);
      return;
    }
    begin();
    setMessage(null);
    try {
      const result = await signIn(email, password, remember);
      setMessage({ tone: 'success', text: t('success.login') });
      timer.current = window.setTimeout(
        () => navigate(afterLoginPath(result.role, params.get('redirect'), result.mustChangePassword), { replace: true }),
        LOGIN_VIEW_REDIRECT_MS,
      );
    } catch (error) {
      end();
      if (isEmailRefusal(error)) return refuseField('email', t('errors.invalidEmail'));
      const failure = loginViewError(error, t);
      if (failure.offline) setStatus('offline');
      setMessage({ tone: 'error', text: failure.message });
      focusAfterRefusal(form.current, error);
    }
  };

  return (
    <Page>
      <AuthCard as="section" aria-labelledby="login-title" data-testid="login-view">
        <h1 id="login-title">{t('login.title')}</h1>
        <Muted style={{ margin: 0 }}>{t('login.intro')}</Muted>
        <ServerStatusBadge status={status} />
        {message && (
          <FormMessage {...messageProps} $tone={message.tone} data-testid="login-message">
            {message.text}
          </FormMessage>
        )}
        <form ref={form} onSubmit={submit} noValidate>
          <TextField
            label={t('login.email')}
            type="email"
            name="email"
            autoComplete="email"
            value={email}
            error={emailError}
            onChange={(e) => {
              setEmail(e.target.value);
              setEmailError(null);
            }}
            onBlur={() => setEmail((v) => v.trim())}
          />
          <TextField
            label={t('login.password')}
            type="password"
            name="password"
            autoComplete="current-password"
            value={password}
            error={passwordError}
            onChange={(e) => {
              setPassword(e.target.value);
              setPasswordError(null);
            }}
          />
          <AuthLinks style={{ marginBlockEnd: 16 }}>
            <CheckboxLabel>
              <input type="checkbox" checked={remember} onChange={(e) => setRemember(e.target.checked)} />
              {t('login.remember')}
            </CheckboxLabel>
            <ForgotPasswordLink />
          </AuthLinks>
          <Button type="submit" $block aria-disabled={busy || undefined}>
            {busy ? t('login.submitting') : t('login.submit')}
          </Button>
        </form>
        <p style={{ margin: 0 }}>
          {t('login.noAccount')} <Link to={authPathKeeping('/register', params.get('redirect'))}>{t('login.registerLink')}</Link>
        </p>
        <p style={{ margin: 0 }}>
          {t('login.bookedAsGuest')} <Link to="/bookings/find">{t('login.findBooking')}</Link>
        </p>
        <TestUsersPanel
          onUse={(credential) => {
            setEmail(credential.email);
            setPassword(credential.password);
          }}
        />
      </AuthCard>
    </Page>
  );
}
