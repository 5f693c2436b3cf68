import { useId } from 'react';
import styled from 'styled-components';
import { Button, CheckboxLabel, DateField, FactList, FieldWrap, FormMessage, Muted, TextField, useToast } from '@trabzon/ui';
import { formatDate } from '@trabzon/i18n';
import { adminApi, describeApiError } from '@trabzon/api-client';
import type { InventoryRecord } from '@trabzon/contracts';
import { CancelButton } from '../../components/CancelButton';
import { FormActions, TextAreaField } from '../../components/fields';
import { useModelForm } from '../../lib/forms';
import {
  INVENTORY_FIELD_ORDER,
  emptyInventoryValues,
  toInventoryCreate,
  toInventoryUpdate,
  validateInventory,
  valuesFromRecord,
  type InventoryErrors,
  type InventoryField,
  type InventoryFormValues,
} from './model/form';
import { inventoryMessageOf } from './model/messages';
import { ChangeFields } from './ChangeFields';
import { HotelRoomSelects } from './HotelRoomSelects';
import { useInventorySave } from './useInventorySave';
import { useInventoryText } from './useInventoryText';
import type { InventoryHotel } from './useHotelOptions';

/** The night being edited: fixed, so shown as facts above its fields. */
const Identity = styled(FactList)`
  margin-block-end: ${({ theme }) => theme.space(2)};
`;

interface InventoryFormProps {
  hotels: readonly InventoryHotel[];
  /** The record to edit; absent adds a night. */
  record?: InventoryRecord;
  /** Hotel and room type chosen on the screen (a new night starts with them). */
  defaults: { hotel: string; roomType: string };
  onSaved: (record: InventoryRecord) => void;
  onCancel: () => void;
}

/** Adds or edits one night of a room type. The spec's messages show at their fields. */
export function InventoryForm({ hotels, record, defaults, onSaved, onCancel }: InventoryFormProps) {
  const { t, language, message, toastText } = useInventoryText();
  const toast = useToast();
  const formId = useId();
  const idOf = (field: string) => `${formId}-${field}`;
  const {
    form,
    values,
    errors: found,
    set,
    recheck,
    submit,
    formProps,
  } = useModelForm<InventoryFormValues, InventoryField>({
    defaultValues: record ? valuesFromRecord(record) : emptyInventoryValues(defaults.hotel, defaults.roomType),
    validate: validateInventory,
    order: INVENTORY_FIELD_ORDER,
    idOf,
  });
  const errors = found as InventoryErrors;
  const saving = form.formState.isSubmitting;
  const setBlocked = (blocked: boolean) => {
    set('blocked', blocked);
    // The reason is asked only while the night is blocked: its message follows the box.
    recheck('blockReason');
  };
  const setChange: typeof set = (field, value) => {
    set(field, value);
    // The night's price (base × modifier × season) is checked at the base price.
    if (field === 'priceModifier' || field === 'seasonalAdjustment') recheck('basePrice');
  };

  const { save, refusal } = useInventorySave(
    submit,
    async (current) => {
      let answer;
      try {
        answer = record
          ? await adminApi.inventory.update(record._id, toInventoryUpdate(current))
          : await adminApi.inventory.create(toInventoryCreate(current));
      } catch (error) {
        // A night the room type already has (409) is the date's fault: said under it, where the focus goes,
        // until another date is chosen.
        if (!record && inventoryMessageOf(describeApiError(error).message)?.key === 'exists') {
          form.setError('date', { type: 'server', message: 'exists' });
          document.getElementById(idOf('date'))?.focus();
          return;
        }
        throw error;
      }
      toast.success(toastText(record ? 'updated' : 'added'));
      onSaved(answer.record);
    },
    'saveFailed',
  );

  return (
    <form onSubmit={save} {...formProps} noValidate data-testid="inventory-form">
      {record ? (
        <>
          <Identity>
            <dt>{t('inventory.fields.hotel')}</dt>
            <dd>{record.hotelName}</dd>
            <dt>{t('inventory.fields.roomType')}</dt>
            <dd>{record.roomTypeName}</dd>
            <dt>{t('inventory.fields.date')}</dt>
            <dd>{formatDate(record.date, language, { dateStyle: 'full' })}</dd>
          </Identity>
          <Muted>{t('inventory.form.identityFixed')}</Muted>
        </>
      ) : (
        <>
          <HotelRoomSelects
            hotels={hotels}
            hotel={values.hotel}
            roomType={values.roomType}
            onChange={(hotel, roomType) => {
              set('hotel', hotel);
              set('roomType', roomType);
            }}
            hotelId={idOf('hotel')}
            roomTypeId={idOf('roomType')}
            errors={errors}
            testPrefix="inventory"
          />
          <DateField
            id={idOf('date')}
            label={t('inventory.fields.date')}
            required
            value={values.date}
            error={message(errors.date)}
            onChange={(day) => set('date', day)}
            data-testid="inventory-date"
          />
        </>
      )}
      <ChangeFields
        values={values}
        onChange={setChange}
        errors={errors}
        idOf={idOf}
        required={['totalRooms', 'availableRooms', 'basePrice']}
        testPrefix="inventory"
      />
      <FieldWrap>
        <CheckboxLabel>
          <input
            id={idOf('blocked')}
            type="checkbox"
            checked={values.blocked}
            onChange={(e) => setBlocked(e.target.checked)}
            data-testid="inventory-blocked"
          />
          {t('inventory.fields.blocked')}
        </CheckboxLabel>
      </FieldWrap>
      <TextField
        id={idOf('blockReason')}
        label={t('inventory.fields.blockReason')}
        value={values.blockReason}
        required={values.blocked}
        disabled={!values.blocked}
        maxLength={300}
        error={message(errors.blockReason)}
        onChange={(e) => set('blockReason', e.target.value)}
        data-testid="inventory-blockReason"
      />
      <TextAreaField
        id={idOf('notes')}
        label={t('inventory.fields.notes')}
        value={values.notes}
        maxLength={1000}
        onChange={(e) => set('notes', e.target.value)}
      />
      {refusal && (
        <FormMessage $tone="error" data-testid="inventory-form-error">
          {refusal}
        </FormMessage>
      )}
      <FormActions>
        <CancelButton busy={saving} onCancel={onCancel} data-testid="inventory-cancel">
          {t('actions.cancel')}
        </CancelButton>
        {/* Busy, not disabled: a disabled button would drop the keyboard's focus to <body> (a refusal keeps the dialog open). */}
        <Button type="submit" aria-disabled={saving || undefined} data-testid="inventory-submit">
          {saving ? t('actions.saving') : t(record ? 'actions.save' : 'actions.add')}
        </Button>
      </FormActions>
    </form>
  );
}
