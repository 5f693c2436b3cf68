import { useId, useState } from 'react';
import { Button, FormMessage, useToast } from '@trabzon/ui';
import { useTranslation } from '@trabzon/i18n';
import { adminApi } from '@trabzon/api-client';
import type { HotelAdmin } from '@trabzon/contracts';
import { FormActions } from '../../components/fields';
import { serverMessage } from '../../lib/errors';
import { useModelForm } from '../../lib/forms';
import {
  HOTEL_FIELD_ORDER,
  emptyHotelValues,
  toHotelInput,
  toHotelUpdate,
  validateHotel,
  valuesFromAdmin,
  type HotelErrors,
  type HotelField,
  type HotelFormValues,
} from './model/hotelForm';
import { AddressContactSection, AmenitiesImagesSection, BasicsSection, PoliciesSection } from './HotelFormSections';
import { useDestinations } from './useDestinations';

interface HotelFormProps {
  /** The hotel to edit; null creates one. */
  hotel: HotelAdmin | null;
  onSaved: (hotel: HotelAdmin, created: boolean) => void;
  onCancel: () => void;
}

/** Every admin field of a hotel; server 400 messages show above the buttons. */
export function HotelForm({ hotel, onSaved, onCancel }: HotelFormProps) {
  const { t } = useTranslation('admin');
  const toast = useToast();
  const destinations = useDestinations();
  const formId = useId();
  const idOf = (field: string) => `${formId}-${field}`;
  const { form, values, errors, set, submit, formProps } = useModelForm<HotelFormValues, HotelField>({
    defaultValues: hotel ? valuesFromAdmin(hotel) : emptyHotelValues(),
    validate: validateHotel,
    order: HOTEL_FIELD_ORDER,
    idOf,
  });
  const [serverError, setServerError] = useState<string | null>(null);
  const saving = form.formState.isSubmitting;

  const save = submit(async (current) => {
    setServerError(null);
    try {
      const saved = hotel
        ? await adminApi.hotels.update(hotel._id, toHotelUpdate(current, hotel))
        : await adminApi.hotels.create(toHotelInput(current));
      form.reset(valuesFromAdmin(saved));
      toast.success(t(hotel ? 'hotels.toasts.saved' : 'hotels.toasts.created'));
      onSaved(saved, !hotel);
    } catch (error) {
      const message = serverMessage(error, t('errors.generic'));
      setServerError(message);
      toast.error(`${t('hotels.toasts.saveFailed')} ${message}`);
    }
  });

  const sections = { values, set, errors: errors as HotelErrors, idOf };
  return (
    <form
      onSubmit={save}
      {...formProps}
      noValidate
      data-testid="hotel-form"
      aria-describedby={serverError ? `${formId}-server` : undefined}
    >
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
