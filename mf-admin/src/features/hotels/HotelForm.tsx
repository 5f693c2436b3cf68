import { useId, useState, type FormEvent } from 'react';
import { Button, FormMessage, useToast } from '@trabzon/ui';
import { useTranslation } from '@trabzon/i18n';
import { adminApi } from '@trabzon/api-client';
import type { HotelAdmin } from '@trabzon/contracts';
import { FormActions, focusField } from '../../components/fields';
import { serverMessage } from '../../lib/errors';
import { firstInvalid, withoutErrors } from '../../lib/forms';
import {
  HOTEL_FIELD_ORDER,
  emptyHotelValues,
  toHotelInput,
  toHotelUpdate,
  validateHotel,
  valuesFromAdmin,
  type HotelErrors,
  type HotelFormValues,
} from './model/hotelForm';
import { AddressContactSection, AmenitiesImagesSection, BasicsSection, PoliciesSection, type SetHotelField } from './HotelFormSections';
import { useDestinations } from './useDestinations';

interface HotelFormProps {
  /** The hotel to edit; null creates one. */
  hotel: HotelAdmin | null;
  onSaved: (hotel: HotelAdmin, created: boolean) => void;
  onCancel: () => void;
}

/** Every admin field of a hotel; server 400 messages show above the buttons. */
export function HotelForm({ hotel, onSaved, onCancel }: HotelFormProps) {
  const { t, i18n } = useTranslation('admin');
  const toast = useToast();
  const destinations = useDestinations(i18n.language);
  const formId = useId();
  const [values, setValues] = useState<HotelFormValues>(() => (hotel ? valuesFromAdmin(hotel) : emptyHotelValues()));
  const [errors, setErrors] = useState<HotelErrors>({});
  const [serverError, setServerError] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);

  const idOf = (field: string) => `${formId}-${field}`;
  const set: SetHotelField = (key, value) => {
    setValues((current) => ({ ...current, [key]: value }));
    setErrors((current) => withoutErrors(current, [key]));
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const found = validateHotel(values);
    setErrors(found);
    setServerError(null);
    const first = firstInvalid(found, HOTEL_FIELD_ORDER);
    if (first) return focusField(idOf(first));
    setSaving(true);
    try {
      const saved = hotel ? await adminApi.hotels.update(hotel._id, toHotelUpdate(values, hotel)) : await adminApi.hotels.create(toHotelInput(values));
      setValues(valuesFromAdmin(saved));
      toast.success(t(hotel ? 'hotels.toasts.saved' : 'hotels.toasts.created'));
      onSaved(saved, !hotel);
    } catch (error) {
      const message = serverMessage(error, t('errors.generic'));
      setServerError(message);
      toast.error(`${t('hotels.toasts.saveFailed')} ${message}`);
    } finally {
      setSaving(false);
    }
  };

  const sections = { values, set, errors, idOf };
  return (
    <form onSubmit={submit} noValidate data-testid="hotel-form" aria-describedby={serverError ? `${formId}-server` : undefined}>
      <BasicsSection {...sections} destinations={destinations} />
      <AddressContactSection {...sections} />
      <PoliciesSection {...sections} />
      <AmenitiesImagesSection {...sections} />
      {serverError && (
        <FormMessage $tone="error" id={`${formId}-server`} data-testid="hotel-form-error">
          {serverError}
        </FormMessage>
      )}
      <FormActions>
        <Button type="button" $variant="secondary" onClick={onCancel}>
          {t('actions.close')}
        </Button>
        <Button type="submit" disabled={saving} data-testid="hotel-submit">
          {saving ? t('actions.saving') : t(hotel ? 'hotels.form.submitSave' : 'hotels.form.submitCreate')}
        </Button>
      </FormActions>
    </form>
  );
}
