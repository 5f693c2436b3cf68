import { useCallback, useEffect, useState, type ChangeEvent, type FormEvent } from 'react';
import styled from 'styled-components';
import { authApi, describeApiError, type MeResponse } from '@trabzon/api-client';
import { useSessionStore } from '@trabzon/stores';
import { Button, Card, ErrorPanel, FormMessage, Muted, Page, PageTitle, Spinner, TextField } from '@trabzon/ui';
import { useTranslation } from '@trabzon/i18n';
import { useSearchParams } from 'react-router-dom';
import { isEmail, MIN_PASSWORD_LENGTH } from '../model/errors';

const MAX_IMAGE_BYTES = 300 * 1024;
const IMAGE_TYPES = ['image/png', 'image/jpeg', 'image/webp'];

const Grid = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space(6)};
  grid-template-columns: repeat(auto-fit, minmax(300px, 1fr));
  align-items: start;
  h2 { font-size: ${({ theme }) => theme.fontSize.lg}px; }
  form { display: flex; flex-direction: column; }
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
  img { width: 100%; height: 100%; object-fit: cover; }
`;

type Message = { tone: 'error' | 'success'; text: string } | null;

function readAsDataUrl(file: File): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result));
    reader.onerror = () => reject(reader.error);
    reader.readAsDataURL(file);
  });
}

/** /profile: the signed-in user's details, photo and password. */
export function ProfilePage() {
  const { t, i18n } = useTranslation('account');
  const [searchParams] = useSearchParams();
  const updateUser = useSessionStore((s) => s.updateUser);
  const setToken = useSessionStore((s) => s.setToken);
  const [profile, setProfile] = useState<MeResponse | null>(null);
  const [loadError, setLoadError] = useState<string | null>(null);
  const [form, setForm] = useState({ name: '', email: '', profileImage: null as string | null, currentPassword: '' });
  const [details, setDetails] = useState<{ busy: boolean; message: Message; errors: Record<string, string> }>({ busy: false, message: null, errors: {} });
  const [passwords, setPasswords] = useState({ current: '', next: '', confirm: '' });
  const [pwState, setPwState] = useState<{ busy: boolean; message: Message; errors: Record<string, string> }>({ busy: false, message: null, errors: {} });

  const load = useCallback(async () => {
    setLoadError(null);
    try {
      const me = await authApi.me();
      setProfile(me);
      setForm({ name: me.name, email: me.email, profileImage: me.profileImage, currentPassword: '' });
    } catch (error) {
      // A 401 has already signed the visitor out (the guard then sends them to sign in).
      setLoadError(describeApiError(error).status === null ? t('profile.loadFailed') : t('profile.fetchFailed'));
    }
  }, [t]);

  useEffect(() => {
    void load();
  }, [load]);

  const pickImage = async (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (!file) return;
    if (!IMAGE_TYPES.includes(file.type)) return setDetails((d) => ({ ...d, errors: { image: t('profile.imageType') } }));
    if (file.size > MAX_IMAGE_BYTES) return setDetails((d) => ({ ...d, errors: { image: t('profile.imageTooLarge') } }));
    const dataUrl = await readAsDataUrl(file);
    setForm((f) => ({ ...f, profileImage: dataUrl }));
    setDetails((d) => ({ ...d, errors: {} }));
  };

  // A new e-mail needs the current password (a stolen session alone cannot take the account over).
  const emailChanged = profile !== null && form.email.trim().toLowerCase() !== profile.email;

  const saveDetails = async (event: FormEvent) => {
    event.preventDefault();
    const errors: Record<string, string> = {};
    if (!form.name.trim()) errors.name = t('errors.nameRequired');
    if (!form.email.trim()) errors.email = t('errors.emailRequired');
    else if (!isEmail(form.email)) errors.email = t('errors.invalidEmail');
    if (emailChanged && !form.currentPassword) errors.currentPassword = t('errors.passwordRequired');
    if (Object.keys(errors).length) return setDetails({ busy: false, message: null, errors });
    setDetails({ busy: true, message: null, errors: {} });
    try {
      const result = await authApi.updateProfile({
        name: form.name.trim(),
        email: form.email.trim(),
        profileImage: form.profileImage,
        ...(emailChanged ? { currentPassword: form.currentPassword } : {}),
      });
      setForm((f) => ({ ...f, currentPassword: '' }));
      updateUser(result.user);
      if (result.token) setToken(result.token);
      setProfile((p) => (p ? { ...p, ...result.user } : p));
      setDetails({ busy: false, message: { tone: 'success', text: t('profile.saved') }, errors: {} });
    } catch (error) {
      const failure = describeApiError(error);
      const text =
        failure.status === 409
          ? t('errors.emailTaken')
          : failure.status === 400 && failure.message?.toLowerCase().includes('current')
            ? t('profile.wrongPassword')
            : (failure.message ?? t('profile.saveFailed'));
      setDetails({ busy: false, message: { tone: 'error', text }, errors: {} });
    }
  };

  const changePassword = async (event: FormEvent) => {
    event.preventDefault();
    const errors: Record<string, string> = {};
    if (!passwords.current) errors.current = t('errors.passwordRequired');
    if (passwords.next.length < MIN_PASSWORD_LENGTH) errors.next = t('errors.passwordTooShort');
    if (passwords.confirm !== passwords.next) errors.confirm = t('errors.passwordsMismatch');
    if (Object.keys(errors).length) return setPwState({ busy: false, message: null, errors });
    setPwState({ busy: true, message: null, errors: {} });
    try {
      const result = await authApi.updateProfile({ currentPassword: passwords.current, newPassword: passwords.next });
      if (result.token) setToken(result.token);
      setPasswords({ current: '', next: '', confirm: '' });
      setPwState({ busy: false, message: { tone: 'success', text: t('profile.passwordChanged') }, errors: {} });
    } catch (error) {
      const failure = describeApiError(error);
      const text = failure.status === 400 && failure.message?.toLowerCase().includes('current') ? t('profile.wrongPassword') : failure.message ?? t('profile.saveFailed');
      setPwState({ busy: false, message: { tone: 'error', text }, errors: {} });
    }
  };

  if (loadError) {
    return (
      <Page>
        <PageTitle>{t('profile.title')}</PageTitle>
        <ErrorPanel title={loadError} onRetry={load} />
      </Page>
    );
  }
  if (!profile) return <Spinner />;

  const initial = profile.name.trim().charAt(0).toUpperCase();
  return (
    <Page data-testid="profile-page">
      <PageTitle>{t('profile.title')}</PageTitle>
      {(searchParams.get('changePassword') === '1' || profile?.mustChangePassword) && pwState.message?.tone !== 'success' && (
        <FormMessage $tone="error" role="alert" data-testid="must-change-password">
          {t('profile.mustChangePassword')}
        </FormMessage>
      )}
      <Muted>
        {t('profile.role')}: {t(`profile.roles.${profile.role}`)} ·{' '}
        {t('profile.memberSince', { date: new Date(profile.createdAt).toLocaleDateString(i18n.language) })}
      </Muted>
      <Grid>
        <Card as="section" aria-labelledby="details-title">
          <h2 id="details-title">{t('profile.details')}</h2>
          {details.message && (
            <FormMessage $tone={details.message.tone} data-testid="profile-message">
              {details.message.text}
            </FormMessage>
          )}
          <form onSubmit={saveDetails} noValidate>
            <Avatar>{form.profileImage ? <img src={form.profileImage} alt={t('profile.imageAlt', { name: profile.name })} /> : initial}</Avatar>
            <TextField
              label={t('profile.image')}
              type="file"
              accept={IMAGE_TYPES.join(',')}
              hint={t('profile.imageHint')}
              error={details.errors.image}
              onChange={pickImage}
            />
            {form.profileImage && (
              <Button type="button" $variant="ghost" onClick={() => setForm((f) => ({ ...f, profileImage: null }))} style={{ marginBlockEnd: 16 }}>
                {t('profile.imageRemove')}
              </Button>
            )}
            <TextField label={t('profile.name')} name="name" autoComplete="name" value={form.name} error={details.errors.name} onChange={(e) => setForm((f) => ({ ...f, name: e.target.value }))} />
            <TextField label={t('profile.email')} name="email" type="email" autoComplete="email" value={form.email} error={details.errors.email} onChange={(e) => setForm((f) => ({ ...f, email: e.target.value }))} />
            {emailChanged && (
              <TextField
                label={t('profile.currentPassword')}
                name="emailCurrentPassword"
                type="password"
                autoComplete="current-password"
                hint={t('profile.emailNeedsPassword')}
                value={form.currentPassword}
                error={details.errors.currentPassword}
                onChange={(e) => setForm((f) => ({ ...f, currentPassword: e.target.value }))}
              />
            )}
            <Button type="submit" disabled={details.busy}>
              {details.busy ? t('profile.saving') : t('profile.save')}
            </Button>
          </form>
        </Card>
        <Card as="section" aria-labelledby="password-title">
          <h2 id="password-title">{t('profile.passwordSection')}</h2>
          {pwState.message && (
            <FormMessage $tone={pwState.message.tone} data-testid="password-message">
              {pwState.message.text}
            </FormMessage>
          )}
          <form onSubmit={changePassword} noValidate>
            <TextField label={t('profile.currentPassword')} name="currentPassword" type="password" autoComplete="current-password" value={passwords.current} error={pwState.errors.current} onChange={(e) => setPasswords((p) => ({ ...p, current: e.target.value }))} />
            <TextField label={t('profile.newPassword')} name="newPassword" type="password" autoComplete="new-password" hint={t('register.passwordHint')} value={passwords.next} error={pwState.errors.next} onChange={(e) => setPasswords((p) => ({ ...p, next: e.target.value }))} />
            <TextField label={t('profile.confirmPassword')} name="confirmPassword" type="password" autoComplete="new-password" value={passwords.confirm} error={pwState.errors.confirm} onChange={(e) => setPasswords((p) => ({ ...p, confirm: e.target.value }))} />
            <Button type="submit" disabled={pwState.busy}>
              {pwState.busy ? t('profile.saving') : t('profile.changePassword')}
            </Button>
          </form>
        </Card>
      </Grid>
    </Page>
  );
}
