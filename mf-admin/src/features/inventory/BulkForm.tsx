import { useId } from 'react';
import styled from 'styled-components';
import { Button, CheckboxLabel, FieldError, FormMessage, Muted, TextField, useToast } from '@trabzon/ui';
import { DateRangeField } from '@trabzon/ui/date-range-field';
import { adminApi } from '@trabzon/api-client';
import type { DayType } from '@trabzon/contracts';
import { CancelButton } from '../../components/CancelButton';
import { FieldGrid, FormActions, FormSection, SelectField, TextAreaField } from '../../components/fields';
import { useModelForm } from '../../lib/forms';
import {
  BULK_FIELD_ORDER,
  DAY_GROUPS,
  NAMED_DAYS,
  emptyBulkValues,
  matchingDates,
  normalizeDayTypes,
  toBulkRequest,
  toggleDayType,
  validateBulk,
  type BlockChange,
  type BulkErrors,
  type BulkField,
  type BulkFormValues,
} from './model/bulk';
import { todayIso } from './model/dates';
import { ChangeFields } from './ChangeFields';
import { HotelRoomSelects } from './HotelRoomSelects';
import type { InventoryHotel } from './useHotelOptions';
import { useInventorySave } from './useInventorySave';
import { useInventoryText } from './useInventoryText';

const Days = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space(2)} ${({ theme }) => theme.space(4)};
  margin-block-end: ${({ theme }) => theme.space(3)};
`;

interface BulkFormProps {
  hotels: readonly InventoryHotel[];
  defaults: { hotel: string; roomType: string; from: string; to: string };
  onApplied: () => void;
  onCancel: () => void;
}

/** Changes every night of a date range that falls on the chosen days (POST /api/inventory/bulk). */
export function BulkForm({ hotels, defaults, onApplied, onCancel }: BulkFormProps) {
  const { t, message, toastText } = useInventoryText();
  const toast = useToast();
  const formId = useId();
  const idOf = (field: string) => (field === 'dayTypes' ? `${formId}-day` : `${formId}-${field}`);
  const {
    form,
    values,
    errors: found,
    set,
    recheck,
    submit,
    formProps,
  } = useModelForm<BulkFormValues, BulkField>({
    defaultValues: emptyBulkValues(defaults.hotel, defaults.roomType, defaults.from, defaults.to),
    validate: (current) => validateBulk(current, todayIso()),
    order: BULK_FIELD_ORDER,
    idOf,
    focusIdOf: (field) => (field === 'dayTypes' ? idOf('day-weekdays') : idOf(field)),
  });
  const errors = found as BulkErrors;
  const saving = form.formState.isSubmitting;
  // No count for a range longer than a bulk update may cover (its end date is refused) rather than a wrong one.
  const nights = matchingDates(values.startDate, values.endDate, normalizeDayTypes(values.dayTypes))?.length ?? null;

  const { save, refusal } = useInventorySave(
    submit,
    async (current) => {
      await adminApi.inventory.bulk(toBulkRequest(current));
      toast.success(toastText('bulkApplied'));
      onApplied();
    },
    'bulkFailed',
  );

  const dayBox = (type: DayType) => (
    <CheckboxLabel key={type}>
      <input
        id={idOf(`day-${type}`)}
        type="checkbox"
        checked={values.dayTypes.includes(type)}
        onChange={(e) => set('dayTypes', toggleDayType(values.dayTypes, type, e.target.checked))}
        aria-describedby={errors.dayTypes ? idOf('days-error') : undefined}
        data-testid={`bulk-day-${type}`}
      />
      {t(`inventory.bulk.days.${type}`)}
    </CheckboxLabel>
  );

  return (
    <form onSubmit={save} {...formProps} noValidate data-testid="bulk-form">
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
        testPrefix="bulk"
      />
      <DateRangeField
        legend={`${t('inventory.bulk.startDate')} – ${t('inventory.bulk.endDate')}`}
        hideLegend
        startLabel={t('inventory.bulk.startDate')}
        endLabel={t('inventory.bulk.endDate')}
        start={values.startDate}
        end={values.endDate}
        minSpan={0}
        startError={message(errors.startDate)}
        endError={message(errors.endDate)}
        startProps={{ id: idOf('startDate'), required: true, 'data-testid': 'bulk-start' }}
        endProps={{ id: idOf('endDate'), required: true, 'data-testid': 'bulk-end' }}
        onChange={({ start, end }) => {
          set('startDate', start);
          set('endDate', end);
          recheck('startDate', 'endDate', 'dayTypes');
        }}
      />
      <FormSection aria-invalid={errors.dayTypes ? true : undefined}>
        <legend>{t('inventory.bulk.dayTypes')}</legend>
        <Days>{DAY_GROUPS.map(dayBox)}</Days>
        <Days>{NAMED_DAYS.map(dayBox)}</Days>
        {errors.dayTypes && <FieldError id={idOf('days-error')}>{message(errors.dayTypes)}</FieldError>}
        <Muted aria-live="polite" data-testid="bulk-preview">
          {nights !== null && t('inventory.bulk.preview', { nights })}
        </Muted>
      </FormSection>
      <FormSection>
        <legend>{t('inventory.bulk.changes')}</legend>
        <Muted>{t('inventory.bulk.changesHint')}</Muted>
        <ChangeFields
          values={values}
          onChange={set}
          errors={errors}
          idOf={idOf}
          placeholder={t('inventory.bulk.unchanged')}
          testPrefix="bulk"
        />
        <FieldGrid>
          <SelectField
            id={idOf('blocked')}
            label={t('inventory.bulk.blocking')}
            value={values.blocked}
            onChange={(e) => {
              set('blocked', e.target.value as BlockChange);
              recheck('blockReason');
            }}
            data-testid="bulk-blocked"
          >
            <option value="unchanged">{t('inventory.bulk.unchanged')}</option>
            <option value="block">{t('inventory.bulk.block')}</option>
            <option value="unblock">{t('inventory.bulk.unblock')}</option>
          </SelectField>
          <TextField
            id={idOf('blockReason')}
            label={t('inventory.fields.blockReason')}
            value={values.blockReason}
            disabled={values.blocked !== 'block'}
            required={values.blocked === 'block'}
            maxLength={300}
            error={message(errors.blockReason)}
            onChange={(e) => set('blockReason', e.target.value)}
            data-testid="bulk-blockReason"
          />
        </FieldGrid>
        <TextAreaField
          id={idOf('notes')}
          label={t('inventory.fields.notes')}
          value={values.notes}
          maxLength={1000}
          placeholder={t('inventory.bulk.unchanged')}
          onChange={(e) => set('notes', e.target.value)}
        />
      </FormSection>
      {refusal && (
        <FormMessage $tone="error" data-testid="bulk-form-error">
          {refusal}
        </FormMessage>
      )}
      <FormActions>
        <CancelButton busy={saving} onCancel={onCancel} data-testid="bulk-cancel">
          {t('actions.cancel')}
        </CancelButton>
        {/* Busy, not disabled: a disabled button would drop the keyboard's focus to <body>. */}
        <Button type="submit" aria-disabled={saving || undefined} data-testid="bulk-submit">
          {saving ? t('actions.saving') : t('inventory.bulk.apply')}
        </Button>
      </FormActions>
    </form>
  );
}
