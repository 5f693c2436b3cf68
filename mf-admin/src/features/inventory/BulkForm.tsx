import { useId, useState, type FormEvent } from 'react';
import styled from 'styled-components';
import { Button, CheckboxLabel, FieldError, FormMessage, Muted, TextField, useToast } from '@trabzon/ui';
import { adminApi } from '@trabzon/api-client';
import type { DayType, HotelCard } from '@trabzon/contracts';
import { FieldGrid, FormActions, FormSection, SelectField, TextAreaField, focusField } from '../../components/fields';
import { firstInvalid, withoutErrors } from '../../lib/forms';
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
  type BulkFormValues,
} from './model/bulk';
import { ChangeFields } from './ChangeFields';
import { HotelRoomSelects } from './HotelRoomSelects';
import { useInventoryText } from './useInventoryText';

const Days = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space(2)} ${({ theme }) => theme.space(4)};
  margin-block-end: ${({ theme }) => theme.space(3)};
`;

interface BulkFormProps {
  hotels: readonly HotelCard[];
  defaults: { hotel: string; roomType: string; from: string; to: string };
  onApplied: () => void;
  onCancel: () => void;
}

/** Changes every night of a date range that falls on the chosen days (POST /api/inventory/bulk). */
export function BulkForm({ hotels, defaults, onApplied, onCancel }: BulkFormProps) {
  const { t, message, toastText, fromServer, failed } = useInventoryText();
  const toast = useToast();
  const formId = useId();
  const [values, setValues] = useState<BulkFormValues>(() => emptyBulkValues(defaults.hotel, defaults.roomType, defaults.from, defaults.to));
  const [errors, setErrors] = useState<BulkErrors>({});
  const [serverError, setServerError] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);
  const idOf = (field: string) => `${formId}-${field}`;
  const set = <K extends keyof BulkFormValues>(key: K, value: BulkFormValues[K]) => {
    setValues((v) => ({ ...v, [key]: value }));
    setErrors((e) => withoutErrors(e, key === 'blocked' ? [key, 'blockReason'] : key === 'startDate' || key === 'endDate' ? ['startDate', 'endDate'] : [key]));
  };
  const nights = matchingDates(values.startDate, values.endDate, normalizeDayTypes(values.dayTypes)).length;

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const found = validateBulk(values);
    setErrors(found);
    setServerError(null);
    const first = firstInvalid(found, BULK_FIELD_ORDER);
    if (first) return focusField(first === 'dayTypes' ? idOf('day-weekdays') : idOf(first));
    setSaving(true);
    try {
      await adminApi.inventory.bulk(toBulkRequest(values));
      toast.success(toastText('bulkApplied'));
      onApplied();
    } catch (error) {
      setServerError(fromServer(error));
      toast.error(failed('bulkFailed', error));
    } finally {
      setSaving(false);
    }
  };

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
    <form onSubmit={submit} noValidate data-testid="bulk-form">
      <HotelRoomSelects
        hotels={hotels}
        hotel={values.hotel}
        roomType={values.roomType}
        onChange={(hotel, roomType) => {
          setValues((v) => ({ ...v, hotel, roomType }));
          setErrors((e) => withoutErrors(e, ['hotel', 'roomType']));
        }}
        hotelId={idOf('hotel')}
        roomTypeId={idOf('roomType')}
        errors={errors}
        testPrefix="bulk"
      />
      <FieldGrid>
        <TextField id={idOf('startDate')} label={t('inventory.bulk.startDate')} type="date" required value={values.startDate} error={message(errors.startDate)} onChange={(e) => set('startDate', e.target.value)} data-testid="bulk-start" />
        <TextField id={idOf('endDate')} label={t('inventory.bulk.endDate')} type="date" required min={values.startDate || undefined} value={values.endDate} error={message(errors.endDate)} onChange={(e) => set('endDate', e.target.value)} data-testid="bulk-end" />
      </FieldGrid>
      <FormSection aria-invalid={errors.dayTypes ? true : undefined}>
        <legend>{t('inventory.bulk.dayTypes')}</legend>
        <Days>{DAY_GROUPS.map(dayBox)}</Days>
        <Days>{NAMED_DAYS.map(dayBox)}</Days>
        {errors.dayTypes && <FieldError id={idOf('days-error')}>{message(errors.dayTypes)}</FieldError>}
        <Muted aria-live="polite" data-testid="bulk-preview">
          {t('inventory.bulk.preview', { nights })}
        </Muted>
      </FormSection>
      <FormSection>
        <legend>{t('inventory.bulk.changes')}</legend>
        <Muted>{t('inventory.bulk.changesHint')}</Muted>
        <ChangeFields values={values} onChange={set} errors={errors} idOf={idOf} placeholder={t('inventory.bulk.unchanged')} testPrefix="bulk" />
        <FieldGrid>
          <SelectField id={idOf('blocked')} label={t('inventory.bulk.blocking')} value={values.blocked} onChange={(e) => set('blocked', e.target.value as BlockChange)} data-testid="bulk-blocked">
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
        <TextAreaField id={idOf('notes')} label={t('inventory.fields.notes')} value={values.notes} maxLength={1000} placeholder={t('inventory.bulk.unchanged')} onChange={(e) => set('notes', e.target.value)} />
      </FormSection>
      {serverError && (
        <FormMessage $tone="error" data-testid="bulk-form-error">
          {serverError}
        </FormMessage>
      )}
      <FormActions>
        <Button type="button" $variant="secondary" onClick={onCancel}>
          {t('actions.cancel')}
        </Button>
        <Button type="submit" disabled={saving} data-testid="bulk-submit">
          {saving ? t('actions.saving') : t('inventory.bulk.apply')}
        </Button>
      </FormActions>
    </form>
  );
}
