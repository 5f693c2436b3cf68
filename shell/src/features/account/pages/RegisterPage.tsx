import { useEffect, useRef, useState, type FormEvent } from 'react';
import { Link, useNavigate, useSearchParams } from '@trabzon/router';
import { authApi } from '@trabzon/api-client';
import { Button, FormMessage, Muted, Page, TextField, focusFirstError, usePageTitle, useSubmitOnce } from '@trabzon/ui';
import { useCheckAfterPress } from '@trabzon/ui/after-press';
import { useTranslation } from '@trabzon/i18n';
import { AuthCard } from '../components/AuthCard';
import { isEmailRefusal, registerError } from '../model/errors';
import { signUpErrors, usePasswordMinLength } from '../model/fields';
import { REGISTER_TO_LOGIN_MS } from '../model/timing';
import { useFollowSignInElsewhere } from '../model/useFollowSignInElsewhere';
import { useRefusalFocus } from '../model/useRefusalFocus';
import { authPathKeeping } from '../model/redirect';
import { fieldWords, wordsOf, type FormNotice, type Words } from '../model/words';
export { accountTextsReady as ready } from '../texts';

type Field = 'name' | 'email' | 'password' | 'confirm';

/** /register: the full sign-up screen. */
export function RegisterPage() {
  const { t } = useTranslation('account');
  usePageTitle(t('register.title'));
  const navigate = useNavigate();
  const [params] = useSearchParams();
  useFollowSignInElsewhere();
  const [values, setValues] = useState<Record<Field, string>>({ name: '', email: '', password: '', confirm: '' });
  // Errors and the message are kept as words, said in the language of each render (a switch re-says them).
  const [errors, setErrors] = useState<Partial<Record<Field, Words>>>({});
  const { busy, isSending, begin, end } = useSubmitOnce();
  const [message, setMessage] = useState<FormNotice | null>(null);
  const timer = useRef<number>(undefined);
  useEffect(() => () => window.clearTimeout(timer.current), []);

  const form = useRef<HTMLFormElement>(null);
  const { messageProps, focusAfterRefusal } = useRefusalFocus();
  const minLength = usePasswordMinLength();

  const validate = (v: Record<Field, string>) => {
    const found: Partial<Record<Field, Words>> = fieldWords((say) => signUpErrors(v, say, minLength));
    if (v.confirm !== v.password) found.confirm = wordsOf('errors.passwordsMismatch');
    return found;
  };

  const afterPress = useCheckAfterPress();
  const field = (name: Field) => ({
    name,
    value: values[name],
    error: errors[name]?.(t),
    // Typing clears the field's error; leaving it only ever adds one, and when it is left by pressing
    // the button, only after the click (useCheckAfterPress): an error added or removed during the press
    // would move the button between mouse-down and mouse-up and swallow the click.
    onChange: (e: { target: { value: string } }) => {
      setValues((v) => ({ ...v, [name]: e.target.value }));
      if (errors[name]) setErrors((current) => ({ ...current, [name]: undefined }));
    },
    onBlur: afterPress(() => {
      const words = validate(values)[name];
      if (words) setErrors((current) => ({ ...current, [name]: words }));
    }),
  });

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (isSending()) return;
    const found = validate(values);
    setErrors(found);
    if (Object.keys(found).length > 0) {
      focusFirstError(event.currentTarget, Object.keys(found));
      return;
    }
    begin();
    setMessage(null);
    try {
      await authApi.register({ name: values.name.trim(), email: values.email.trim(), password: values.password });
      setMessage({ tone: 'success', words: wordsOf('success.register') });
      const next = new URLSearchParams({ email: values.email.trim() });
      const redirect = params.get('redirect');
      if (redirect) next.set('redirect', redirect);
      // The sign-in view keeps saying the account was made (this view's message lasts only 1.5 s).
      timer.current = window.setTimeout(() => navigate(`/login?${next}`, { state: { registered: true } }), REGISTER_TO_LOGIN_MS);
    } catch (error) {
      end();
      // An address the API refused is the e-mail field's error, as the form's own check would say.
      if (isEmailRefusal(error)) setErrors({ email: wordsOf('errors.invalidEmail') });
      else setMessage({ tone: 'error', words: (say) => registerError(error, say) });
      focusAfterRefusal(form.current, error);
    }
  };

  return (
    <Page>
      <AuthCard as="section" aria-labelledby="register-title" data-testid="register-view">
        <h1 id="register-title">{t('register.title')}</h1>
        <Muted style={{ margin: 0 }}>{t('register.intro')}</Muted>
        {message && (
          <FormMessage {...messageProps} $tone={message.tone} data-testid="register-message">
            {message.words(t)}
          </FormMessage>
        )}
        <form ref={form} onSubmit={submit} noValidate>
          <TextField label={t('register.name')} autoComplete="name" {...field('name')} />
          <TextField label={t('login.email')} type="email" autoComplete="email" {...field('email')} />
          <TextField
            label={t('login.password')}
            type="password"
            autoComplete="new-password"
            hint={t('register.passwordHint', { count: minLength })}
            {...field('password')}
          />
          <TextField label={t('register.confirm')} type="password" autoComplete="new-password" {...field('confirm')} />
          <Button type="submit" $block aria-disabled={busy || undefined}>
            {busy ? t('register.submitting') : t('register.submit')}
          </Button>
        </form>
        <p style={{ margin: 0 }}>
          {t('register.haveAccount')} <Link to={authPathKeeping('/login', params.get('redirect'))}>{t('register.loginLink')}</Link>
        </p>
      </AuthCard>
    </Page>
  );
}
