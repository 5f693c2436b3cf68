import { useId, useState } from 'react';
import { Button, FormMessage, useSubmitOnce, useToast } from '@trabzon/ui';
import { useTranslation } from '@trabzon/i18n';
import { adminApi } from '@trabzon/api-client';
import type { HotelAdmin } from '@trabzon/contracts';
import { CancelButton } from '../../components/CancelButton';
import { EditConflictNotice } from '../../components/EditConflictNotice';
import { FormActions } from '../../components/fields';
import { isAdminRefusal, isEditConflict, serverMessage } from '../../lib/errors';
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
  /** Someone else saved the hotel since it was loaded: load their version in place of the form's. */
  onReload?: () => Promise<void>;
}

/**
 * Every admin field of a hotel; server 400 messages show above the buttons. A save sends the
 * version it edits (`updatedAt`): when someone else saved since, the form keeps what was typed and
 * offers to reload theirs.
 */
export function HotelForm({ hotel, onSaved, onCancel, onReload }: HotelFormProps) {
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
  const [conflict, setConflict] = useState(false);
  const saving = form.formState.isSubmitting;
  const { onSubmit } = useSubmitOnce();

  const reload = async () => {
    try {
      await onReload?.();
    } catch (error) {
      toast.error(serverMessage(error, t('errors.generic')));
    }
  };

  const apply = submit(async (current) => {
    setServerError(null);
    setConflict(false);
    try {
      const saved = hotel
        ? await adminApi.hotels.update(hotel._id, { ...toHotelUpdate(current, hotel), expectedUpdatedAt: hotel.updatedAt })
        : await adminApi.hotels.create(toHotelInput(current));
      form.reset(valuesFromAdmin(saved));
      toast.success(t(hotel ? 'hotels.toasts.saved' : 'hotels.toasts.created'));
      onSaved(saved, !hotel);
    } catch (error) {
      if (isEditConflict(error)) {
        setConflict(true);
        return;
      }
      if (isAdminRefusal(error, 'hotelNameTaken')) {
        // The name's fault: said under it (until it changes), and the focus goes there.
        form.setError('name', { type: 'server', message: 'nameTaken' });
        document.getElementById(idOf('name'))?.focus();
        return;
      }
      // Said once, in the form beside the fields (which it describes), not again in a toast.
      setServerError(serverMessage(error, t('errors.generic')));
    }
  });
  // One save at a time: a second press before "Saving…" shows sends nothing.
  const save = onSubmit(apply);

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
      {conflict && <EditConflictNotice item="hotel" onReload={reload} />}
      {serverError && (
        <FormMessage $tone="error" id={`${formId}-server`} data-testid="hotel-form-error">
          {serverError}
        </FormMessage>
      )}
      <FormActions>
        <CancelButton busy={saving} onCancel={onCancel} data-testid="hotel-close">
          {t('actions.close')}
        </CancelButton>
        {/* Busy, not disabled: a disabled button would drop the keyboard's focus to <body>. */}
        <Button type="submit" aria-disabled={saving || undefined} data-testid="hotel-submit">
          {saving ? t('actions.saving') : t(hotel ? 'hotels.form.submitSave' : 'hotels.form.submitCreate')}
        </Button>
      </FormActions>
    </form>
  );
}
