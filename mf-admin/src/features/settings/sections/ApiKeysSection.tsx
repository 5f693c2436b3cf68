import { useForm } from 'react-hook-form';
import { Button, FormMessage, TextField, useSubmitOnce, useToast } from '@trabzon/ui';
import { useTranslation } from '@trabzon/i18n';
import type { ApiKeysView } from '@trabzon/contracts';
import { FormActions, Hint } from '../../../components/fields';
import { serverMessage } from '../../../lib/errors';
import { useWarnBeforeUnload } from '../../../lib/forms';
import { useReportUnsaved } from '../unsaved';
import { useApiKeys } from '../queries/useSettingsSection';
import { SectionFrame } from './shared';

function KeysForm({ value }: { value: ApiKeysView }) {
  const { t } = useTranslation('adminSettings');
  const { save, test } = useApiKeys();
  const toast = useToast();
  const { register, handleSubmit, reset, formState } = useForm<{ providerClientId: string; providerClientSecret: string }>({
    mode: 'onTouched',
    defaultValues: { providerClientId: value.providerClientId, providerClientSecret: '' },
  });
  // A save resets the form to what was saved: a failed one leaves it dirty, and asking.
  useWarnBeforeUnload(formState.isDirty);
  useReportUnsaved('api-keys', formState.isDirty);
  const submit = handleSubmit(async (body) => {
    try {
      const saved = await save.mutateAsync({
        providerClientId: body.providerClientId,
        ...(body.providerClientSecret ? { providerClientSecret: body.providerClientSecret } : {}),
      });
      reset({ providerClientId: saved.providerClientId, providerClientSecret: '' });
      toast.success(t('saved'));
    } catch (error) {
      toast.error(serverMessage(error, t('saveFailed')));
    }
  });
  // One save at a time, its button busy with aria-disabled (focus stays on it).
  const onSubmit = useSubmitOnce().onSubmit(submit);
  // One connection test at a time; its failure is shown from `test.error`, below the buttons.
  const testing = useSubmitOnce();
  const runTest = testing.once(() => test.mutateAsync().catch(() => undefined));
  const result = test.data;
  return (
    <form onSubmit={onSubmit} noValidate>
      <Hint>
        {t(`keys.source.${value.source}`)}
        {value.providerBaseUrl ? ` · ${value.providerBaseUrl}` : ''}
      </Hint>
      <TextField
        label={t('keys.clientId')}
        dir="ltr"
        autoComplete="off"
        {...register('providerClientId', { validate: (v) => v.trim() !== '' || t('errors.required') })}
        error={formState.errors.providerClientId?.message ?? null}
      />
      <TextField
        label={t('keys.clientSecret')}
        type="password"
        dir="ltr"
        autoComplete="new-password"
        placeholder={value.secretSet ? value.secretMasked : ''}
        hint={value.secretSet ? t('keys.secretKept', { masked: value.secretMasked }) : t('keys.secretMissing')}
        {...register('providerClientSecret')}
        data-testid="keys-secret"
      />
      <FormActions>
        <Button
          type="button"
          $variant="secondary"
          aria-disabled={testing.busy || undefined}
          onClick={() => void runTest()}
          data-testid="keys-test"
        >
          {testing.busy ? t('keys.testing') : t('keys.test')}
        </Button>
        <Button type="submit" aria-disabled={save.isPending || undefined}>
          {save.isPending ? t('saving') : t('save')}
        </Button>
      </FormActions>
      {result && (
        <FormMessage $tone={result.ok ? 'success' : 'error'} role="status" data-testid="keys-test-result">
          {result.ok ? t('keys.ok') : t('keys.failed')} {result.message} ({t('keys.elapsed', { ms: result.elapsedMs })})
        </FormMessage>
      )}
      {test.isError && <FormMessage $tone="error">{serverMessage(test.error, t('keys.failed'))}</FormMessage>}
    </form>
  );
}

/** The provider's client id and secret, kept on the server; the secret is write-only. */
export function ApiKeysSection() {
  const { t } = useTranslation('adminSettings');
  const { query } = useApiKeys();
  return (
    <SectionFrame id="api-keys" title={t('keys.title')} description={t('keys.description')} query={query}>
      {query.data && <KeysForm value={query.data} />}
    </SectionFrame>
  );
}
