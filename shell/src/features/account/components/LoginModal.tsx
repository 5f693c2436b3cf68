import { useEffect, useRef, useState, type FormEvent } from 'react';
import { useLocation, useNavigate } from '@trabzon/router';
import { authApi } from '@trabzon/api-client';
import { Button, FormMessage, Modal, TextButton, TextField, focusFirstError, useSubmitOnce } from '@trabzon/ui';
import { useTranslation } from '@trabzon/i18n';
import { useSessionStore } from '@trabzon/stores';
import { useLoginModal } from '../model/loginModalStore';
import { isEmailRefusal, loginModalError, registerError } from '../model/errors';
import { signInErrors, signUpErrors, usePasswordMinLength } from '../model/fields';
import { afterLoginPath } from '../model/redirect';
import { signIn } from '../model/signIn';
import { useRefusalFocus } from '../model/useRefusalFocus';
import { LOGIN_MODAL_REDIRECT_MS, REGISTER_TO_LOGIN_MS } from '../model/timing';
import { ForgotPasswordLink } from './ForgotPasswordLink';
export { accountTextsReady as ready } from '../texts';

/** The header's sign-in modal: login and register, toggled by a link. */
export function LoginModal() {
  const { t } = useTranslation('account');
  const { open, mode, show, hide } = useLoginModal();
  const navigate = useNavigate();
  const location = useLocation();
  const [name, setName] = useState('');
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [errors, setErrors] = useState<{ name?: string; email?: string; password?: string }>({});
  const [message, setMessage] = useState<{ tone: 'error' | 'success'; text: string } | null>(null);
  const { busy, isSending, begin, end } = useSubmitOnce();
  const form = useRef<HTMLFormElement>(null);
  const timer = useRef<number>(undefined);
  const minLength = usePasswordMinLength();
  const { messageProps, focusAfterRefusal } = useRefusalFocus();
  useEffect(() => () => window.clearTimeout(timer.current), []);

  // A sign-in in another tab (the session store follows it) leaves nothing to do here: close, and
  // stay on the page the modal was opened over. This modal's own sign-in (busy) closes after its message.
  const signedIn = useSessionStore((state) => state.token !== null);
  useEffect(() => {
    if (open && signedIn && !busy) hide();
  }, [open, signedIn, busy, hide]);

  useEffect(() => {
    if (!open) {
      window.clearTimeout(timer.current);
      setPassword('');
      setMessage(null);
      setErrors({});
      end();
    }
  }, [open, end]);

  const switchMode = (next: 'login' | 'register') => {
    setMessage(null);
    setErrors({});
    show(next);
  };

  // The /register and /login pages' field rules: the API's own refusals would come in English.
  const validate = () => {
    const found: typeof errors =
      mode === 'register' ? signUpErrors({ name, email, password }, t, minLength) : signInErrors({ email, password }, t);
    setErrors(found);
    return Object.keys(found);
  };

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (isSending()) return;
    const wrong = validate();
    if (wrong.length > 0) {
      focusFirstError(event.currentTarget, wrong);
      return;
    }
    begin();
    setMessage(null);
    try {
      if (mode === 'login') {
        const result = await signIn(email, password);
        setMessage({ tone: 'success', text: t('success.loginModal') });
        const here = location.pathname + location.search + location.hash;
        timer.current = window.setTimeout(() => {
          hide();
          navigate(afterLoginPath(result.role, here === '/login' ? null : here, result.mustChangePassword));
        }, LOGIN_MODAL_REDIRECT_MS);
      } else {
        await authApi.register({ name: name.trim(), email: email.trim(), password });
        setMessage({ tone: 'success', text: t('success.register') });
        timer.current = window.setTimeout(() => {
          setPassword('');
          end();
          switchMode('login');
        }, REGISTER_TO_LOGIN_MS);
      }
    } catch (error) {
      end();
      if (isEmailRefusal(error)) setErrors({ email: t('errors.invalidEmail') });
      else setMessage({ tone: 'error', text: mode === 'login' ? loginModalError(error, t) : registerError(error, t) });
      focusAfterRefusal(form.current, error);
    }
  };

  const isLogin = mode === 'login';
  return (
    <Modal
      open={open}
      onClose={hide}
      closeLabel={t('modal.close')}
      title={isLogin ? t('modal.loginTitle') : t('modal.registerTitle')}
      testId="login-modal"
    >
      {message && (
        <FormMessage {...messageProps} $tone={message.tone} data-testid="login-modal-message">
          {message.text}
        </FormMessage>
      )}
      <form ref={form} onSubmit={submit} noValidate>
        {!isLogin && (
          <TextField
            label={t('register.name')}
            name="name"
            autoComplete="name"
            value={name}
            error={errors.name}
            onChange={(e) => setName(e.target.value)}
          />
        )}
        <TextField
          label={t('login.email')}
          name="email"
          type="email"
          autoComplete="email"
          value={email}
          error={errors.email}
          onChange={(e) => setEmail(e.target.value)}
          onBlur={() => setEmail((v) => v.trim())}
        />
        <TextField
          label={t('login.password')}
          name="password"
          type="password"
          autoComplete={isLogin ? 'current-password' : 'new-password'}
          hint={isLogin ? undefined : t('register.passwordHint', { count: minLength })}
          value={password}
          error={errors.password}
          onChange={(e) => setPassword(e.target.value)}
        />
        {isLogin && (
          <p style={{ marginBlockStart: 0, marginBlockEnd: 16 }}>
            <ForgotPasswordLink onFollow={hide} />
          </p>
        )}
        <Button type="submit" $block aria-disabled={busy || undefined}>
          {isLogin ? (busy ? t('login.submitting') : t('login.submit')) : busy ? t('register.submitting') : t('register.submit')}
        </Button>
      </form>
      <p style={{ marginBlockEnd: 0 }}>
        <TextButton type="button" onClick={() => switchMode(isLogin ? 'register' : 'login')}>
          {isLogin ? t('modal.toRegister') : t('modal.toLogin')}
        </TextButton>
      </p>
    </Modal>
  );
}
