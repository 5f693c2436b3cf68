import { useRef, useState, type ChangeEvent, type FormEvent } from 'react';
import type { TFunction } from 'i18next';
import { useForm, type FieldError } from 'react-hook-form';
import styled from 'styled-components';
import { describeApiError, type MeResponse } from '@trabzon/api-client';
import {
  Button,
  Card,
  ErrorPanel,
  FormMessage,
  Muted,
  Page,
  PageTitle,
  Spinner,
  TextField,
  focusFirstError,
  usePageTitle,
  useErrorsFollowLanguage,
  useRetry,
} from '@trabzon/ui';
import { formatDate, useTranslation } from '@trabzon/i18n';
import { useSearchParams } from '@trabzon/router';
import { refusalText } from '../model/errors';
import { currentPasswordError, emailError, nameError, newPasswordError, usePasswordMinLength } from '../model/fields';
import { ACCOUNT_LIMITS } from '../model/limits';
import { useRegisterAfterPress } from '@trabzon/ui/after-press';
import { profileImageDataUrl } from '../model/profileImage';
import { useMe } from '../queries/useMe';
import { useUpdateProfile } from '../queries/useUpdateProfile';
import { wordsOf, type FormNotice } from '../model/words';
export { accountTextsReady as ready } from '../texts';

const IMAGE_TYPES = ['image/png', 'image/jpeg', 'image/webp'];

const Grid = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space(6)};
  grid-template-columns: repeat(auto-fit, minmax(300px, 1fr));
  align-items: start;
  h2 {
    font-size: ${({ theme }) => theme.fontSize.lg}px;
  }
  form {
    display: flex;
    flex-direction: column;
  }
`;

const Avatar = styled.div`
  width: 96px;
  height: 96px;
  border-radius: 50%;
  overflow: hidden;
  background: ${({ theme }) => theme.colors.surfaceAlt};
  display: grid;
  place-items: center;
  font-size: 40px;
  font-weight: 700;
  color: ${({ theme }) => theme.colors.primary};
  margin-block-end: ${({ theme }) => theme.space(3)};
  img {
    width: 100%;
    height: 100%;
    object-fit: cover;
  }
`;

/** Kept as words, said in the language of each render: a "saved" follows a language switch. */
type Message = FormNotice | null;

/** The page's forms, each with its own message. */
type FormName = 'details' | 'password';

/** A form's hold on the page's one message: it shows only its own, and clears only its own. */
interface MessageSlot {
  message: Message;
  /** A new attempt: every form's last outcome goes (the other one's no longer says what the page is). */
  startAttempt: () => void;
  say: (message: Message) => void;
  /** Edited again: a "saved" no longer holds; a refusal stays until the next attempt, to say what to fix. */
  edited: () => void;
}

/** The outcome of the page's last save, kept by the form it belongs to. */
function usePageMessage(): (form: FormName) => MessageSlot {
  const [current, setCurrent] = useState<{ form: FormName; message: Message }>({ form: 'details', message: null });
  return (form) => ({
    message: current.form === form ? current.message : null,
    startAttempt: () => setCurrent({ form, message: null }),
    say: (message) => setCurrent({ form, message }),
    edited: () => setCurrent((last) => (last.form === form && last.message?.tone === 'success' ? { form, message: null } : last)),
  });
}

/** The API refused the current password given: the field to fix, as a refused field gets the focus on the other forms. */
const isWrongCurrentPassword = (error: unknown): boolean => describeApiError(error).code === 'CURRENT_PASSWORD_INCORRECT';

/** The key of the error the API's refusal puts on the current password field (a key: it is said in the language of each render). */
const WRONG_PASSWORD_KEY = 'profile.wrongPassword';

/**
 * A wrong current password is its field's error too (aria-invalid, said beside it), as the other
 * account forms show a refusal about a field, and the field takes the focus. Typing it again clears it.
 */
function markCurrentPasswordAfter(
  error: unknown,
  form: HTMLFormElement | null,
  setError: (name: 'currentPassword', error: { type: string; message: string }) => void,
): void {
  if (!isWrongCurrentPassword(error)) return;
  setError('currentPassword', { type: 'server', message: WRONG_PASSWORD_KEY });
  focusFirstError(form, ['currentPassword']);
}

/** A field's error in the page's language: the rules' own text, or the key of a refusal set by hand (markCurrentPasswordAfter). */
const fieldError = (error: FieldError | undefined, t: TFunction): string | undefined =>
  error?.type === 'server' && error.message ? t(error.message) : error?.message;

function readAsDataUrl(file: File): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result));
    reader.onerror = () => reject(reader.error);
    reader.readAsDataURL(file);
  });
}

interface DetailsValues {
  name: string;
  email: string;
  profileImage: string | null;
  /** Asked only when the e-mail changes: a stolen session alone cannot take the account over. */
  currentPassword: string;
}

/** A refused save in the page's words (a taken e-mail, a wrong current password, a refused photo…), never the API's English. */
const saveFailureText = (error: unknown, t: TFunction): string => refusalText(error, t) ?? t('profile.saveFailed');

/**
 * A save under way: a second press (or Enter) is ignored. The buttons are aria-disabled, not
 * disabled, while saving: a disabled button drops the keyboard's focus to <body>.
 */
function ignoreWhileSaving(event: FormEvent, saving: boolean): boolean {
  if (saving) event.preventDefault();
  return saving;
}

interface PasswordValues {
  currentPassword: string;
  newPassword: string;
  confirmPassword: string;
}

/** Name, e-mail and photo; an error shows once a field is left (and on saving). */
function DetailsForm({ profile, slot }: { profile: MeResponse; slot: MessageSlot }) {
  const { t } = useTranslation('account');
  const update = useUpdateProfile();
  const { message, startAttempt, say, edited } = slot;
  const form = useRef<HTMLFormElement>(null);
  const picker = useRef<HTMLInputElement>(null);
  // The key, not the text: the error follows a language switch.
  const [imageError, setImageError] = useState<'profile.imageTooLarge' | 'profile.imageType' | null>(null);
  const {
    trigger,
    register: registerNow,
    handleSubmit,
    setValue,
    setError,
    watch,
    formState,
  } = useForm<DetailsValues>({
    mode: 'onTouched',
    defaultValues: { name: profile.name, email: profile.email, profileImage: profile.profileImage, currentPassword: '' },
  });
  useErrorsFollowLanguage({ formState, trigger });
  // A field left by a click on Save is checked after the click: its message would move Save from under the pointer.
  const register = useRegisterAfterPress(registerNow);
  const profileImage = watch('profileImage');
  const emailChanged = watch('email').trim().toLowerCase() !== profile.email;
  const { errors } = formState;

  const pickImage = async (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (!file) return;
    if (file.size > ACCOUNT_LIMITS.imageMaxBytes) return setImageError('profile.imageTooLarge');
    // What the bytes are, not the name or type the file claims: the API checks them the same way.
    const image = profileImageDataUrl(await readAsDataUrl(file));
    if (!image) return setImageError('profile.imageType');
    setValue('profileImage', image, { shouldDirty: true });
    setImageError(null);
  };

  // The last outcome goes as soon as a new attempt starts, also one the form's own checks stop.
  const save = (event: FormEvent) => {
    if (ignoreWhileSaving(event, update.isPending)) return;
    startAttempt();
    return submitDetails(event);
  };
  const submitDetails = handleSubmit(async (values) => {
    try {
      await update.mutateAsync({
        name: values.name.trim(),
        email: values.email.trim(),
        profileImage: values.profileImage,
        ...(emailChanged ? { currentPassword: values.currentPassword } : {}),
      });
      setValue('currentPassword', '');
      say({ tone: 'success', words: wordsOf('profile.saved') });
    } catch (error) {
      say({ tone: 'error', words: (tr) => saveFailureText(error, tr) });
      markCurrentPasswordAfter(error, form.current, setError);
    }
  });

  const initial = profile.name.trim().charAt(0).toUpperCase();
  return (
    <Card as="section" aria-labelledby="details-title">
      <h2 id="details-title">{t('profile.details')}</h2>
      {message && (
        <FormMessage $tone={message.tone} data-testid="profile-message">
          {message.words(t)}
        </FormMessage>
      )}
      {/* Typing in a field or picking a photo: a change; removing the photo below says so itself. */}
      <form ref={form} onSubmit={save} onChange={edited} noValidate>
        <Avatar>{profileImage ? <img src={profileImage} alt={t('profile.imageAlt', { name: profile.name })} /> : initial}</Avatar>
        <TextField
          label={t('profile.image')}
          type="file"
          accept={IMAGE_TYPES.join(',')}
          hint={t('profile.imageHint')}
          error={imageError && t(imageError)}
          onChange={pickImage}
          ref={picker}
        />
        {profileImage && (
          <Button
            type="button"
            $variant="ghost"
            onClick={() => {
              setValue('profileImage', null, { shouldDirty: true });
              edited();
              // The button goes with the photo: the focus goes to the picker, not to <body>.
              picker.current?.focus();
            }}
            style={{ marginBlockEnd: 16 }}
          >
            {t('profile.imageRemove')}
          </Button>
        )}
        <TextField
          label={t('profile.name')}
          autoComplete="name"
          error={errors.name?.message}
          {...register('name', { validate: (value) => nameError(value, t) ?? true })}
        />
        <TextField
          label={t('profile.email')}
          type="email"
          dir="ltr"
          autoComplete="email"
          error={errors.email?.message}
          {...register('email', {
            validate: (value) => emailError(value, t) ?? true,
          })}
        />
        {emailChanged && (
          <TextField
            label={t('profile.currentPassword')}
            type="password"
            autoComplete="current-password"
            hint={t('profile.emailNeedsPassword')}
            error={fieldError(errors.currentPassword, t)}
            {...register('currentPassword', { shouldUnregister: true, validate: (value) => currentPasswordError(value, t) ?? true })}
          />
        )}
        <Button type="submit" aria-disabled={update.isPending || undefined}>
          {update.isPending ? t('profile.saving') : t('profile.save')}
        </Button>
      </form>
    </Card>
  );
}

/** The password change: the current one, a new one of the site's minimum length (not the current one again), and the same again. */
function PasswordForm({ slot, onChanged }: { slot: MessageSlot; onChanged: () => void }) {
  const { t } = useTranslation('account');
  const minLength = usePasswordMinLength();
  const update = useUpdateProfile();
  const { message, startAttempt, say, edited } = slot;
  const form = useRef<HTMLFormElement>(null);
  const {
    register: registerNow,
    handleSubmit,
    reset,
    formState,
    getFieldState,
    trigger,
    setError,
  } = useForm<PasswordValues>({
    mode: 'onTouched',
    defaultValues: { currentPassword: '', newPassword: '', confirmPassword: '' },
  });
  useErrorsFollowLanguage({ formState, trigger });
  const register = useRegisterAfterPress(registerNow);
  const { errors } = formState;

  const change = (event: FormEvent) => {
    if (ignoreWhileSaving(event, update.isPending)) return;
    startAttempt();
    return submitPassword(event);
  };
  const submitPassword = handleSubmit(async (values) => {
    try {
      await update.mutateAsync({ currentPassword: values.currentPassword, newPassword: values.newPassword });
      reset();
      say({ tone: 'success', words: wordsOf('profile.passwordChanged') });
      onChanged();
    } catch (error) {
      say({ tone: 'error', words: (tr) => saveFailureText(error, tr) });
      markCurrentPasswordAfter(error, form.current, setError);
    }
  });

  return (
    <Card as="section" aria-labelledby="password-title">
      <h2 id="password-title">{t('profile.passwordSection')}</h2>
      {message && (
        <FormMessage $tone={message.tone} data-testid="password-message">
          {message.words(t)}
        </FormMessage>
      )}
      <form ref={form} onSubmit={change} onChange={edited} noValidate>
        <TextField
          label={t('profile.currentPassword')}
          type="password"
          autoComplete="current-password"
          error={fieldError(errors.currentPassword, t)}
          {...register('currentPassword', { validate: (value) => currentPasswordError(value, t) ?? true })}
        />
        <TextField
          label={t('profile.newPassword')}
          type="password"
          autoComplete="new-password"
          hint={t('register.passwordHint', { count: minLength })}
          error={errors.newPassword?.message}
          {...register('newPassword', {
            // The API would take the current password again and say it was changed: nothing would be.
            validate: (value, all) =>
              newPasswordError(value, minLength, t) ?? (value === all.currentPassword ? t('errors.passwordUnchanged') : true),
            // The confirmation follows a new password once it has been filled in, not before: checked
            // while still empty, its "do not match" stayed as the user typed the matching text, then
            // vanished on the button's click and moved the button from under the pointer.
            onChange: () => {
              if (getFieldState('confirmPassword').isTouched) void trigger('confirmPassword');
            },
          })}
        />
        <TextField
          label={t('profile.confirmPassword')}
          type="password"
          autoComplete="new-password"
          error={errors.confirmPassword?.message}
          {...register('confirmPassword', { validate: (value, all) => (value === all.newPassword ? true : t('errors.passwordsMismatch')) })}
        />
        <Button type="submit" aria-disabled={update.isPending || undefined}>
          {update.isPending ? t('profile.saving') : t('profile.changePassword')}
        </Button>
      </form>
    </Card>
  );
}

/** /profile: the signed-in user's details, photo and password. */
export function ProfilePage() {
  const { t, i18n } = useTranslation('account');
  usePageTitle(t('profile.title'));
  const me = useMe();
  const [searchParams] = useSearchParams();
  const [passwordChanged, setPasswordChanged] = useState(false);
  const messageOf = usePageMessage();
  const { failed, retrying, retry } = useRetry(me);
  // The last failure's title, kept while Try again runs (the query forgets its error meanwhile).
  const [failedTitle, setFailedTitle] = useState<'profile.loadFailed' | 'profile.fetchFailed'>('profile.loadFailed');
  const failedNow =
    me.isError && !me.isFetching ? (describeApiError(me.error).status === null ? 'profile.loadFailed' : 'profile.fetchFailed') : null;
  if (failedNow && failedNow !== failedTitle) setFailedTitle(failedNow);

  if (failed) {
    // A 401 has already signed the visitor out (the guard then sends them to sign in).
    const title = t(failedNow ?? failedTitle);
    return (
      <Page>
        <PageTitle>{t('profile.title')}</PageTitle>
        <ErrorPanel title={title} onRetry={retry} retrying={retrying} />
      </Page>
    );
  }
  const profile = me.data;
  if (!profile) return <Spinner />;

  return (
    <Page data-testid="profile-page">
      <PageTitle>{t('profile.title')}</PageTitle>
      {(searchParams.get('changePassword') === '1' || profile.mustChangePassword) && !passwordChanged && (
        <FormMessage $tone="error" role="alert" data-testid="must-change-password">
          {t('profile.mustChangePassword')}
        </FormMessage>
      )}
      <Muted>
        {t('profile.role')}: {t(`profile.roles.${profile.role}`)} ·{' '}
        {t('profile.memberSince', { date: formatDate(profile.createdAt, i18n.language) })}
      </Muted>
      <Grid>
        <DetailsForm key={profile._id} profile={profile} slot={messageOf('details')} />
        <PasswordForm slot={messageOf('password')} onChanged={() => setPasswordChanged(true)} />
      </Grid>
    </Page>
  );
}
