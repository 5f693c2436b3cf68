import { useId, useState } from 'react';
import styled from 'styled-components';
import { Button, CheckboxLabel, DateField, FactList, FieldWrap, FormMessage, Muted, TextField, useToast } from '@trabzon/ui';
import { formatDate } from '@trabzon/i18n';
import { adminApi, describeApiError } from '@trabzon/api-client';
import type { InventoryRecord } from '@trabzon/contracts';
import { CancelButton } from '../../components/CancelButton';
import { FormActions, TextAreaField } from '../../components/fields';
import { useModelForm, useRefusedValue } from '../../lib/forms';
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
import { inventoryMessageOf, type InventoryMessageKey } from './model/messages';
import { ChangeFields } from './ChangeFields';
import { HotelRoomSelects } from './HotelRoomSelects';
import { useInventorySave } from './useInventorySave';
import { useInventoryText } from './useInventoryText';
import type { InventoryHotel } from './useHotelOptions';

/**
 * A value the API refused that only it could check (a night the room type already has; rooms below, or
 * available rooms above, what the night's bookings allow): the field it is said at, the value as sent,
 * and the API's text with its numbers.
 */
interface FieldRefusal {
  field: 'date' | 'totalRooms' | 'availableRooms';
  value: string;
  refusal: { key: InventoryMessageKey; values: Record<string, string> };
}

/** How many rooms are free depends on the total as well: a refusal of the available rooms holds for both as sent. */
const availableAsSent = (values: Pick<InventoryFormValues, 'totalRooms' | 'availableRooms'>) =>
  `${values.totalRooms.trim()}/${values.availableRooms.trim()}`;

/** The field a refusal of the API is said at, with the value it refused; null for one said in the form's box. */
function fieldRefusalOf(error: unknown, sent: InventoryFormValues, adding: boolean): FieldRefusal | null {
  const refusal = inventoryMessageOf(describeApiError(error).message);
  if (!refusal) return null;
  if (refusal.key === 'exists' && adding) return { field: 'date', value: sent.date.trim(), refusal };
  if (refusal.key === 'totalBelowBooked') return { field: 'totalRooms', value: sent.totalRooms.trim(), refusal };
  if (refusal.key === 'availableAboveFree') return { field: 'availableRooms', value: availableAsSent(sent), refusal };
  return null;
}

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
  const { t, language, message, known, toastText } = useInventoryText();
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

  // The API's refusal of a field's value (409: a night the room type already has, the rooms its bookings
  // need) is said at that field, in the page's language and with its numbers, while the field still holds
  // the value refused; the focus goes there.
  const [refused, setRefused] = useState<FieldRefusal | null>(null);
  const refusedAt = (field: FieldRefusal['field']) => (refused?.field === field ? refused.value : null);
  const focusOn = (field: FieldRefusal['field']) => () => document.getElementById(idOf(field))?.focus();
  const dateRefused = useRefusedValue(refusedAt('date'), values.date, focusOn('date'));
  const totalRefused = useRefusedValue(refusedAt('totalRooms'), values.totalRooms, focusOn('totalRooms'));
  const availableRefused = useRefusedValue(refusedAt('availableRooms'), availableAsSent(values), focusOn('availableRooms'));
  const refusedText = (shown: boolean) => (shown && refused ? known(refused.refusal) : null);

  const { save, refusal } = useInventorySave(
    submit,
    async (current) => {
      setRefused(null);
      let answer;
      try {
        answer = record
          ? await adminApi.inventory.update(record._id, toInventoryUpdate(current))
          : await adminApi.inventory.create(toInventoryCreate(current));
      } catch (error) {
        const atField = fieldRefusalOf(error, current, !record);
        if (atField) {
          setRefused(atField);
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
            error={message(errors.date) ?? refusedText(dateRefused)}
            onChange={(day) => set('date', day)}
            data-testid="inventory-date"
          />
        </>
      )}
      <ChangeFields
        values={values}
        onChange={setChange}
        errors={errors}
        refusals={{ totalRooms: refusedText(totalRefused) ?? undefined, availableRooms: refusedText(availableRefused) ?? undefined }}
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
