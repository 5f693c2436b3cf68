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
import { fieldWords, wordsOf, type FormNotice, type Words } from '../model/words';
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
  // The messages are kept as words, said in the language of each render (a switch re-says them).
  const [message, setMessage] = useState<FormNotice | null>(() =>
    useSessionStore.getState().ended
      ? { tone: 'error', words: wordsOf('login.sessionEnded') }
      : (location.state as { registered?: boolean } | null)?.registered
        ? { tone: 'success', words: wordsOf('success.register') }
        : null,
  );
  const [emailError, setEmailError] = useState<Words | null>(null);
  const [passwordError, setPasswordError] = useState<Words | null>(null);
  const form = useRef<HTMLFormElement>(null);
  const { messageProps, focusAfterRefusal } = useRefusalFocus();
  const timer = useRef<number>(undefined);
  useEffect(() => () => window.clearTimeout(timer.current), []);

  /** An address or password the API would refuse is its field's error, before or after asking. */
  const refuseField = (field: 'email' | 'password', words: Words) => {
    setMessage(null);
    (field === 'email' ? setEmailError : setPasswordError)(() => words);
    focusFirstError(form.current, [field]);
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (isSending()) return;
    if (!email.trim() || !password) {
      setMessage({ tone: 'error', words: wordsOf('errors.emailPasswordRequired') });
      // The first empty field takes the focus, as the other forms' own checks do.
      focusFirstError(form.current, [email.trim() ? 'password' : 'email']);
      return;
    }
    setEmailError(null);
    setPasswordError(null);
    const refused = fieldWords((say) => ({ email: emailProblem(email, say), password: passwordTooLongError(password, say) }));
    if (refused.email) return refuseField('email', refused.email);
    if (refused.password) return refuseField('password', refused.password);
    if (status === 'offline') {
      setMessage({ tone: 'error', words: wordsOf('errors.offline') });
      focusAfterRefusal(form.current, null);
      return;
    }
    begin();
    setMessage(null);
    try {
      const result = await signIn(email, password, remember);
      setMessage({ tone: 'success', words: wordsOf('success.login') });
      timer.current = window.setTimeout(
        () => navigate(afterLoginPath(result.role, params.get('redirect'), result.mustChangePassword), { replace: true }),
        LOGIN_VIEW_REDIRECT_MS,
      );
    } catch (error) {
      end();
      if (isEmailRefusal(error)) return refuseField('email', wordsOf('errors.invalidEmail'));
      if (loginViewError(error, t).offline) setStatus('offline');
      setMessage({ tone: 'error', words: (say) => loginViewError(error, say).message });
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
            {message.words(t)}
          </FormMessage>
        )}
        <form ref={form} onSubmit={submit} noValidate>
          <TextField
            label={t('login.email')}
            type="email"
            name="email"
            autoComplete="email"
            value={email}
            error={emailError?.(t)}
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
            error={passwordError?.(t)}
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
