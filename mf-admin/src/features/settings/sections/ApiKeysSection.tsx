import { Button, FormMessage, TextField, useSubmitOnce, useToast } from '@trabzon/ui';
import { useTranslation } from '@trabzon/i18n';
import type { ApiKeysView, ConnectionTestResult } from '@trabzon/contracts';
import { FormActions, Hint } from '../../../components/fields';
import { serverMessage } from '../../../lib/errors';
import { useApiKeys } from '../queries/useSettingsSection';
import { SectionFrame } from './shared';
import { useSettingsForm } from './useSettingsForm';
import { SETTINGS_LIMITS } from '@trabzon/contracts/constants';
import { fitsLimit } from '../../../lib/forms';

/**
 * What a connection test found, as `keys.result.*` says it in the page's language: built from the
 * answer's fields (its `message` is the API's English). Without a provider's answer, the keys' view
 * tells a missing provider or secret from one that could not be reached.
 */
function connectionDetail(result: ConnectionTestResult, view: ApiKeysView): { key: string; values?: Record<string, number> } {
  if (result.ok) return result.expiresIn ? { key: 'issued', values: { seconds: result.expiresIn } } : { key: 'issuedNoExpiry' };
  if (result.status !== null) return { key: 'refused', values: { status: result.status } };
  if (!view.providerBaseUrl) return { key: 'noProvider' };
  if (!view.secretSet) return { key: 'noKeys' };
  return { key: 'unreachable' };
}

function KeysForm({ value }: { value: ApiKeysView }) {
  const { t } = useTranslation('adminSettings');
  const { save, test } = useApiKeys();
  const toast = useToast();
  const { register, handleSubmit, reset, formState } = useSettingsForm<{ providerClientId: string; providerClientSecret: string }>(
    'api-keys',
    { providerClientId: value.providerClientId, providerClientSecret: '' },
  );
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
  const detail = result ? connectionDetail(result, value) : null;
  const resultText =
    result && detail
      ? `${t(result.ok ? 'keys.ok' : 'keys.failed')} ${t(`keys.result.${detail.key}`, detail.values)} (${t('keys.elapsed', { ms: result.elapsedMs })})`
      : null;
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
        maxLength={SETTINGS_LIMITS.clientId}
        {...register('providerClientId', {
          validate: (v) =>
            v.trim() === ''
              ? t('errors.required')
              : fitsLimit(v, SETTINGS_LIMITS.clientId) || t('errors.tooLong', { max: SETTINGS_LIMITS.clientId }),
        })}
        error={formState.errors.providerClientId?.message ?? null}
      />
      <TextField
        label={t('keys.clientSecret')}
        type="password"
        dir="ltr"
        autoComplete="new-password"
        placeholder={value.secretSet ? value.secretMasked : ''}
        hint={value.secretSet ? t('keys.secretKept', { masked: value.secretMasked }) : t('keys.secretMissing')}
        maxLength={SETTINGS_LIMITS.clientSecret}
        {...register('providerClientSecret', {
          validate: (v) => fitsLimit(v, SETTINGS_LIMITS.clientSecret) || t('errors.tooLong', { max: SETTINGS_LIMITS.clientSecret }),
        })}
        error={formState.errors.providerClientSecret?.message ?? null}
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
          {resultText}
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
