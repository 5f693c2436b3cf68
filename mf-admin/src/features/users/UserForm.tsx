import { useForm } from 'react-hook-form';
import { Button, CheckboxLabel, FormMessage, Select, TextField, Label, FieldWrap, useErrorsFollowLanguage } from '@trabzon/ui';
import { formatDateTime, useTranslation } from '@trabzon/i18n';
import type { AdminUser, AdminUserCreate, AdminUserUpdate } from '@trabzon/contracts';
import { isValidPersonName, PERSON_NAME_MAX, trimText } from '@trabzon/contracts/validation';
import { CancelButton } from '../../components/CancelButton';
import { FormActions } from '../../components/fields';
import { useRefusedValue, useRegisterAfterPress } from '../../lib/forms';

export interface UserFormValues {
  name: string;
  email: string;
  role: 'admin' | 'user';
  active: boolean;
  password: string;
  confirmPassword: string;
}

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** The body the API takes: a new account needs a password; an edit sends one only when typed. */
export function toBody(values: UserFormValues, editing: boolean): AdminUserCreate | AdminUserUpdate {
  const base = { name: values.name.trim(), email: values.email.trim(), role: values.role, active: values.active };
  if (!editing || values.password) return { ...base, password: values.password, confirmPassword: values.confirmPassword };
  return base;
}

interface UserFormProps {
  user: AdminUser | null;
  selfId: string | null;
  minLength: number;
  saving: boolean;
  serverError: string | null;
  /** The trimmed name the API last refused as not a person's name (INVALID_NAME), else null. */
  refusedName: string | null;
  /** The trimmed e-mail the API last refused as another account's (emailTaken), else null. */
  refusedEmail: string | null;
  /** Every submit attempt, valid or not, before the rules run: the last refusal no longer applies. */
  onAttempt: () => void;
  onSubmit: (values: UserFormValues) => void;
  onCancel: () => void;
}

/** Create or edit an account: name, e-mail, role, active, password with confirmation. */
export function UserForm({
  user,
  selfId,
  minLength,
  saving,
  serverError,
  refusedName,
  refusedEmail,
  onAttempt,
  onSubmit,
  onCancel,
}: UserFormProps) {
  const { t, i18n } = useTranslation('adminUsers');
  const editing = user !== null;
  const self = editing && user._id === selfId;
  const {
    trigger,
    register: registerNow,
    handleSubmit,
    watch,
    setFocus,
    formState,
  } = useForm<UserFormValues>({
    mode: 'onTouched',
    defaultValues: {
      name: user?.name ?? '',
      email: user?.email ?? '',
      role: user?.role ?? 'user',
      active: user?.active ?? true,
      password: '',
      confirmPassword: '',
    },
  });
  useErrorsFollowLanguage({ formState, trigger });
  // A field left for Save with a click is checked after the click, so Save stays under the pointer.
  const register = useRegisterAfterPress(registerNow);
  const errors = formState.errors;
  const password = watch('password');
  // The API's refusal of a name this page's rule let through (an API with a newer rule) stays at the
  // field, in the page's language, while the field still holds that name.
  const nameRefused = useRefusedValue(refusedName, watch('name'), () => setFocus('name'));
  // So does its refusal of an e-mail another account has, while the field still holds that e-mail.
  const emailRefused = useRefusedValue(refusedEmail, watch('email'), () => setFocus('email'));

  /**
   * The API's rule for an account's name (contracts' isValidPersonName), checked before it is sent.
   * As the API does, an edit keeps a name from before the rule: the account can still be deactivated.
   */
  const nameRule = (name: string) => {
    if (name.trim() === '') return t('errors.name');
    const unchanged = user !== null && trimText(name) === user.name;
    return unchanged || isValidPersonName(name) || t('errors.nameLetters');
  };

  return (
    <form
      onSubmit={(event) => {
        onAttempt();
        return handleSubmit(onSubmit)(event);
      }}
      noValidate
      data-testid="user-form"
    >
      {serverError && (
        <FormMessage $tone="error" role="alert" data-testid="user-form-error">
          {serverError}
        </FormMessage>
      )}
      <TextField
        label={t('fields.name')}
        maxLength={PERSON_NAME_MAX}
        {...register('name', { validate: nameRule })}
        error={errors.name?.message ?? (nameRefused ? t('errors.nameLetters') : null)}
      />
      <TextField
        label={t('fields.email')}
        type="email"
        dir="ltr"
        {...register('email', {
          validate: (v) => (v.trim() === '' ? t('errors.emailRequired') : EMAIL.test(v.trim()) || t('errors.email')),
        })}
        error={errors.email?.message ?? (emailRefused ? t('errors.emailTaken') : null)}
      />
      <FieldWrap>
        <Label htmlFor="user-role">{t('fields.role')}</Label>
        <Select id="user-role" {...register('role')} disabled={self} aria-describedby={self ? 'user-self-hint' : undefined}>
          <option value="user">{t('roles.user')}</option>
          <option value="admin">{t('roles.admin')}</option>
        </Select>
      </FieldWrap>
      {/* In a field's wrap: the space after it that every other field has. */}
      <FieldWrap>
        <CheckboxLabel>
          <input type="checkbox" {...register('active')} disabled={self} aria-describedby={self ? 'user-self-hint' : undefined} />{' '}
          {t('fields.active')}
        </CheckboxLabel>
      </FieldWrap>
      {self && (
        <p id="user-self-hint">
          <small>{t('selfHint')}</small>
        </p>
      )}
      <TextField
        label={editing ? t('fields.newPassword') : t('fields.password')}
        type="password"
        autoComplete="new-password"
        hint={editing ? t('passwordKeep', { n: minLength }) : t('passwordRule', { n: minLength })}
        {...register('password', {
          validate: (v) => (editing && v === '') || v.length >= minLength || t('errors.password', { n: minLength }),
        })}
        error={errors.password?.message ?? null}
      />
      <TextField
        label={t('fields.confirmPassword')}
        type="password"
        autoComplete="new-password"
        {...register('confirmPassword', { validate: (v) => v === password || t('errors.confirm') })}
        error={errors.confirmPassword?.message ?? null}
      />
      {user && (
        <p>
          <small>
            {t('createdOn', { date: formatDateTime(user.createdAt, i18n.language) })}
            {' · '}
            {user.lastLoginAt ? t('lastLogin', { date: formatDateTime(user.lastLoginAt, i18n.language) }) : t('neverLoggedIn')}
          </small>
        </p>
      )}
      <FormActions>
        <CancelButton busy={saving} onCancel={onCancel} data-testid="user-cancel">
          {t('cancel')}
        </CancelButton>
        {/* Busy, not disabled: a disabled button would drop the keyboard's focus to <body>. */}
        <Button type="submit" aria-disabled={saving || undefined} data-testid="user-save">
          {saving ? t('saving') : t('save')}
        </Button>
      </FormActions>
    </form>
  );
}
