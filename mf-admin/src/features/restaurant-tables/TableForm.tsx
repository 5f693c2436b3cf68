import { useRef } from 'react';
import { useForm, type FieldPath, type RegisterOptions } from 'react-hook-form';
import type { RestaurantTable } from '@trabzon/api-client';
import { TABLE_LOCATIONS } from '@trabzon/contracts/restaurant-rules';
import { Button, CheckboxLabel, TextField, useSubmitOnce, useToast, useErrorsFollowLanguage } from '@trabzon/ui';
import { isolatedName } from '../../lib/bidi';
import { CancelButton } from '../../components/CancelButton';
import { FieldGrid, FormActions, SelectField } from '../../components/fields';
import { useDiningText } from '../../lib/dining/i18n';
import { isAdminRefusal, serverMessage } from '../../lib/errors';
import { focusInvalid, useCheckAfterPress } from '../../lib/forms';
import { useTableMutations } from './useTables';

interface TableValues {
  number: string;
  capacity: string;
  location: (typeof TABLE_LOCATIONS)[number];
  active: boolean;
}

/** Add or edit a table: number (unique per restaurant), seats 1 to 30, location, active. */
export function TableForm({ restaurantId, table, onDone }: { restaurantId: string; table: RestaurantTable | null; onDone: () => void }) {
  const { t } = useDiningText();
  const toast = useToast();
  const { add, update } = useTableMutations(restaurantId);
  const { onSubmit } = useSubmitOnce();
  const { trigger, register, handleSubmit, setError, formState } = useForm<TableValues>({
    mode: 'onTouched',
    // A refused save focuses its first wrong field in page order, as the other admin forms do (focusInvalid).
    shouldFocusError: false,
    defaultValues: table
      ? { number: table.number, capacity: String(table.capacity), location: table.location, active: table.active }
      : { number: '', capacity: '4', location: 'indoor', active: true },
  });
  useErrorsFollowLanguage({ formState, trigger });
  const { errors, isSubmitting } = formState;

  const formRef = useRef<HTMLFormElement>(null);
  const afterPress = useCheckAfterPress();
  /** A checked field: left for Save with a click, it is checked after the click, so Save stays under the pointer. */
  const checked = <K extends FieldPath<TableValues>>(name: K, rules: RegisterOptions<TableValues, K>) => {
    const field = register(name, rules);
    return { ...field, onBlur: afterPress(field.onBlur) };
  };

  const submit = handleSubmit(
    async (values) => {
      const input = { number: values.number.trim(), capacity: Number(values.capacity), location: values.location, active: values.active };
      try {
        if (table) await update.mutateAsync({ tableId: table._id, input });
        else await add.mutateAsync(input);
        toast.success(
          table
            ? t('tables.toasts.updated', { number: isolatedName(input.number) })
            : t('tables.toasts.added', { number: isolatedName(input.number) }),
        );
        onDone();
      } catch (error) {
        const message = serverMessage(error, t('toasts.generic'));
        // A number the restaurant already uses is the field's fault: say so under it, where it stays.
        if (isAdminRefusal(error, 'duplicateTable')) setError('number', { message }, { shouldFocus: true });
        toast.error(`${t('tables.toasts.saveFailed')} ${message}`);
      }
    },
    (found) => focusInvalid(formRef.current, found),
  );

  return (
    <form ref={formRef} onSubmit={onSubmit(submit)} noValidate data-testid="table-form">
      <FieldGrid>
        <TextField
          label={t('tables.number')}
          error={errors.number?.message}
          maxLength={20}
          {...checked('number', { validate: (v) => Boolean(v.trim()) || t('tables.errors.number') })}
        />
        <TextField
          label={t('tables.capacity')}
          type="number"
          min={1}
          max={30}
          error={errors.capacity?.message}
          {...checked('capacity', {
            validate: (v) => (Number.isInteger(Number(v)) && Number(v) >= 1 && Number(v) <= 30) || t('tables.errors.capacity'),
          })}
        />
        <SelectField label={t('tables.location')} {...register('location')}>
          {TABLE_LOCATIONS.map((l) => (
            <option key={l} value={l}>
              {t(`tables.locations.${l}`)}
            </option>
          ))}
        </SelectField>
      </FieldGrid>
      <CheckboxLabel>
        <input type="checkbox" {...register('active')} /> {t('tables.active')}
      </CheckboxLabel>
      <FormActions>
        <CancelButton busy={isSubmitting} onCancel={onDone} data-testid="table-cancel">
          {t('form.cancel')}
        </CancelButton>
        {/* Busy, not disabled: a disabled button would drop the keyboard's focus to <body>. */}
        <Button type="submit" aria-disabled={isSubmitting || undefined} data-testid="table-save">
          {t('form.save')}
        </Button>
      </FormActions>
    </form>
  );
}
