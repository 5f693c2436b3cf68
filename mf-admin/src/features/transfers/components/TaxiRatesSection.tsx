import { useId } from 'react';
import { Button, ErrorPanel, Spinner, TextField, useSubmitOnce, useToast } from '@trabzon/ui';
import { useTranslation } from '@trabzon/i18n';
import type { TaxiRates } from '@trabzon/api-client';
import { FieldGrid, FormActions } from '../../../components/fields';
import { serverMessage } from '../../../lib/errors';
import { useModelForm, useWarnBeforeUnload } from '../../../lib/forms';
import { ADMIN_TRANSFERS_NS } from '../i18n';
import {
  ERROR_VALUES,
  TAXI_BOUNDS,
  TAXI_FIELD_ORDER,
  formFromRates,
  toTaxiRates,
  validateTaxiRates,
  type TaxiField,
  type TaxiFormValues,
} from '../model';
import { useTaxiRates } from '../queries/useTransfersAdmin';
import { Panel } from './Panel';

function TaxiRatesForm({ rates }: { rates: TaxiRates }) {
  const { t } = useTranslation(ADMIN_TRANSFERS_NS);
  const { t: ta } = useTranslation('admin');
  const toast = useToast();
  const { save } = useTaxiRates();
  const formId = useId();
  const idOf = (field: string) => `${formId}-${field}`;
  const { form, values, errors, set, submit, formProps } = useModelForm<TaxiFormValues, TaxiField>({
    defaultValues: formFromRates(rates),
    validate: validateTaxiRates,
    order: TAXI_FIELD_ORDER,
    idOf,
  });
  // Saved values become the form's own, so only what differs from them asks before leaving.
  useWarnBeforeUnload(form.formState.isDirty);
  const error = (key: string | undefined) => (key ? t(`errors.${key}`, ERROR_VALUES[key] ?? {}) : null);

  const { onSubmit } = useSubmitOnce();
  const apply = submit(async (current) => {
    try {
      const saved = await save.mutateAsync(toTaxiRates(current));
      form.reset(formFromRates(saved));
      toast.success(t('toasts.taxiSaved'));
    } catch (failure) {
      toast.error(`${t('toasts.taxiFailed')} ${serverMessage(failure, ta('errors.generic'))}`);
    }
  });

  /** One rate's number field, with the API's bounds and its message under it. */
  const rate = (field: TaxiField, hint?: string) => (
    <TextField
      label={t(`taxi.${field}`)}
      id={idOf(field)}
      type="number"
      inputMode="decimal"
      min={TAXI_BOUNDS[field].min}
      max={TAXI_BOUNDS[field].max}
      step="0.01"
      required
      value={values[field]}
      error={error(errors[field])}
      hint={hint}
      onChange={(e) => set(field, e.target.value)}
    />
  );

  return (
    <form onSubmit={onSubmit(apply)} {...formProps} noValidate data-testid="taxi-rates-form">
      <FieldGrid>
        {rate('baseFare')}
        {rate('perKm')}
        {rate('roadFactor', t('taxi.roadFactorHint'))}
      </FieldGrid>
      <FormActions>
        {/* Busy, not disabled: a disabled button would drop the keyboard's focus to <body>. */}
        <Button type="submit" aria-disabled={form.formState.isSubmitting || undefined} data-testid="taxi-rates-save">
          {form.formState.isSubmitting ? ta('actions.saving') : t('taxi.save')}
        </Button>
      </FormActions>
    </form>
  );
}

/** The taxi fare: base fare + price per km × road distance (straight line × road factor). */
export function TaxiRatesSection() {
  const { t } = useTranslation(ADMIN_TRANSFERS_NS);
  const { t: ta } = useTranslation('admin');
  const { query } = useTaxiRates();
  return (
    <Panel aria-labelledby="taxi-rates-title" data-testid="taxi-rates">
      <h2 id="taxi-rates-title">{t('taxi.heading')}</h2>
      <p>{t('taxi.intro')}</p>
      {query.isPending ? (
        <Spinner />
      ) : query.isError ? (
        <ErrorPanel
          title={t('taxi.loadFailed')}
          message={serverMessage(query.error, ta('errors.generic'))}
          onRetry={() => void query.refetch()}
        />
      ) : (
        <TaxiRatesForm rates={query.data} />
      )}
    </Panel>
  );
}
