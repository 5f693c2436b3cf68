import { Button, TextField, useSubmitOnce, useToast } from '@trabzon/ui';
import { useTranslation } from '@trabzon/i18n';
import { FormActions } from '../../../components/fields';
import { serverMessage } from '../../../lib/errors';
import { usePaymentSettings } from '../queries/useSettingsSection';
import { SectionFrame } from './shared';
import { useSettingsForm } from './useSettingsForm';

function PaymentForm({ taxRate }: { taxRate: number }) {
  const { t } = useTranslation('adminSettings');
  const { save } = usePaymentSettings();
  const toast = useToast();
  const { register, handleSubmit, reset, formState } = useSettingsForm<{ taxRate: number }>('payment', { taxRate });
  const submit = handleSubmit(async ({ taxRate: rate }) => {
    try {
      await save.mutateAsync(rate);
      reset({ taxRate: rate });
      toast.success(t('saved'));
    } catch (error) {
      toast.error(serverMessage(error, t('saveFailed')));
    }
  });
  // One save at a time, its button busy with aria-disabled (focus stays on it).
  const onSubmit = useSubmitOnce().onSubmit(submit);
  return (
    <form onSubmit={onSubmit} noValidate>
      <TextField
        label={t('payment.taxRate')}
        type="number"
        step="0.01"
        min={0}
        max={100}
        hint={t('payment.hint')}
        {...register('taxRate', {
          valueAsNumber: true,
          validate: (v) => (Number.isFinite(v) && v >= 0 && v <= 100 && Math.abs(v * 100 - Math.round(v * 100)) < 1e-9) || t('errors.tax'),
        })}
        error={formState.errors.taxRate?.message ?? null}
      />
      <FormActions>
        <Button type="submit" aria-disabled={save.isPending || undefined}>
          {save.isPending ? t('saving') : t('save')}
        </Button>
      </FormActions>
    </form>
  );
}

/** The tax rate added to new prices (PUT /api/settings/payment); bookings already made keep theirs. */
export function PaymentSection() {
  const { t } = useTranslation('adminSettings');
  const { query } = usePaymentSettings();
  return (
    <SectionFrame id="payment" title={t('payment.title')} description={t('payment.description')} query={query}>
      {query.data && <PaymentForm taxRate={query.data.taxRate} />}
    </SectionFrame>
  );
}
