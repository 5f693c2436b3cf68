import { Button, FieldWrap, Label, Select, TextField, useSubmitOnce, useToast } from '@trabzon/ui';
import { useTranslation } from '@trabzon/i18n';
import type { AppSettings } from '@trabzon/contracts';
import { SITE_NAME_MAX } from '@trabzon/contracts/constants';
import { FormActions } from '../../../components/fields';
import { serverMessage } from '../../../lib/errors';
import { useGeneralSettings } from '../queries/useSettingsSection';
import { Row, SectionFrame } from './shared';
import { useSettingsForm } from './useSettingsForm';
import { SETTINGS_LIMITS } from '@trabzon/contracts/constants';
import { fitsLimit } from '../../../lib/forms';

const ZONES = ['Europe/Istanbul', 'UTC', 'Europe/London', 'Europe/Berlin', 'Asia/Dubai', 'Asia/Riyadh'];
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

function GeneralForm({ value }: { value: AppSettings }) {
  const { t } = useTranslation('adminSettings');
  const { save } = useGeneralSettings();
  const toast = useToast();
  const { register, handleSubmit, reset, formState } = useSettingsForm<AppSettings>('general', value);
  const errors = formState.errors;
  const max = SETTINGS_LIMITS.contactEmail;
  const emailRule = (v: string) => (fitsLimit(v, max) ? EMAIL.test(v.trim()) || t('errors.email') : t('errors.tooLong', { max }));
  const zones = ZONES.includes(value.timezone) ? ZONES : [value.timezone, ...ZONES];
  const submit = handleSubmit(async (body) => {
    try {
      await save.mutateAsync(body);
      reset(body);
      toast.success(t('saved'));
    } catch (error) {
      toast.error(serverMessage(error, t('saveFailed')));
    }
  });
  // One save at a time, its button busy with aria-disabled (focus stays on it).
  const onSubmit = useSubmitOnce().onSubmit(submit);
  return (
    <form onSubmit={onSubmit} noValidate>
      <Row>
        <TextField
          label={t('general.siteName')}
          maxLength={SITE_NAME_MAX}
          {...register('siteName', {
            validate: (v) =>
              v.trim() === '' ? t('errors.required') : v.trim().length <= SITE_NAME_MAX || t('errors.tooLong', { max: SITE_NAME_MAX }),
          })}
          error={errors.siteName?.message ?? null}
        />
        <TextField
          label={t('general.contactEmail')}
          type="email"
          dir="ltr"
          maxLength={max}
          {...register('contactEmail', { validate: emailRule })}
          error={errors.contactEmail?.message ?? null}
          data-testid="general-email"
        />
        <FieldWrap>
          <Label htmlFor="general-currency">{t('general.currency')}</Label>
          <Select id="general-currency" {...register('currency')}>
            <option value="USD">USD</option>
          </Select>
        </FieldWrap>
        <FieldWrap>
          <Label htmlFor="general-language">{t('general.defaultLanguage')}</Label>
          <Select id="general-language" {...register('defaultLanguage')}>
            <option value="tr">Türkçe</option>
            <option value="en">English</option>
            <option value="ar">العربية</option>
          </Select>
        </FieldWrap>
        <FieldWrap>
          <Label htmlFor="general-zone">{t('general.timezone')}</Label>
          <Select id="general-zone" {...register('timezone')}>
            {zones.map((zone) => (
              <option key={zone} value={zone}>
                {zone}
              </option>
            ))}
          </Select>
        </FieldWrap>
      </Row>
      <FormActions>
        <Button type="submit" aria-disabled={save.isPending || undefined} data-testid="general-save">
          {save.isPending ? t('saving') : t('save')}
        </Button>
      </FormActions>
    </form>
  );
}

/** Site name, contact e-mail, currency, default language, time zone (PUT /api/settings/app). */
export function GeneralSection() {
  const { t } = useTranslation('adminSettings');
  const { query } = useGeneralSettings();
  return (
    <SectionFrame id="general" title={t('general.title')} description={t('general.description')} query={query}>
      {query.data && <GeneralForm value={query.data} />}
    </SectionFrame>
  );
}
