import styled from 'styled-components';
import { Button, CheckboxLabel, TextField, useSubmitOnce, useToast } from '@trabzon/ui';
import { useTranslation } from '@trabzon/i18n';
import type { SecuritySettings, SecuritySettingsView } from '@trabzon/contracts';
import { SECURITY_BOUNDS } from '@trabzon/contracts/constants';
import { FormActions, Hint } from '../../../components/fields';
import { serverMessage } from '../../../lib/errors';
import { useSecuritySettings } from '../queries/useSettingsSection';
import { Row, SectionFrame } from './shared';
import { useSettingsForm } from './useSettingsForm';

type NumberKey = keyof typeof SECURITY_BOUNDS;

/** The checkbox's hint on a line of its own: beside the (inline-flex) label it ran on at desktop widths. */
const CheckboxHint = styled(Hint)`
  display: block;
`;

function SecurityForm({ value }: { value: SecuritySettingsView }) {
  const { t } = useTranslation('adminSettings');
  const { save } = useSecuritySettings();
  const toast = useToast();
  const { testUsersAllowedByEnvironment, ...initial } = value;
  const { register, handleSubmit, reset, formState } = useSettingsForm<SecuritySettings>('security', initial);
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
  const numberField = (key: NumberKey) => {
    const { minimum: min, maximum: max } = SECURITY_BOUNDS[key];
    return (
      <TextField
        key={key}
        label={t(`security.${key}`)}
        type="number"
        inputMode="numeric"
        min={min}
        max={max}
        {...register(key, {
          valueAsNumber: true,
          validate: (v) => (Number.isInteger(v) && v >= min && v <= max) || t('errors.between', { min, max }),
        })}
        error={formState.errors[key]?.message ?? null}
      />
    );
  };
  return (
    <form onSubmit={onSubmit} noValidate>
      <Row>{(Object.keys(SECURITY_BOUNDS) as NumberKey[]).map(numberField)}</Row>
      <CheckboxLabel>
        <input
          type="checkbox"
          {...register('testUsersEnabled')}
          disabled={!testUsersAllowedByEnvironment}
          aria-describedby="security-test-users-hint"
        />{' '}
        {t('security.testUsersEnabled')}
      </CheckboxLabel>
      <CheckboxHint id="security-test-users-hint">
        {testUsersAllowedByEnvironment ? t('security.testUsersHint') : t('security.testUsersOffByEnvironment')}
      </CheckboxHint>
      <FormActions>
        <Button type="submit" aria-disabled={save.isPending || undefined}>
          {save.isPending ? t('saving') : t('save')}
        </Button>
      </FormActions>
    </form>
  );
}

/** Password policy, session length, login limits, the test-users switch (PUT /api/settings/security). */
export function SecuritySection() {
  const { t } = useTranslation('adminSettings');
  const { query } = useSecuritySettings();
  return (
    <SectionFrame id="security" title={t('security.title')} description={t('security.description')} query={query}>
      {query.data && <SecurityForm value={query.data} />}
    </SectionFrame>
  );
}
