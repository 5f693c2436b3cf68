import { useId, useState } from 'react';
import styled from 'styled-components';
import { Button, CheckboxLabel, FormMessage, TextField, useSubmitOnce, useToast } from '@trabzon/ui';
import { useTranslation } from '@trabzon/i18n';
import type { VehicleAdmin } from '@trabzon/api-client';
import { isolatedName } from '../../../lib/bidi';
import { CancelButton } from '../../../components/CancelButton';
import { FieldGrid, FormActions, FormSection, Hint, SelectField, TranslatedFields } from '../../../components/fields';
import { EditConflictNotice } from '../../../components/EditConflictNotice';
import { isAdminRefusal, isEditConflict, serverMessage } from '../../../lib/errors';
import { useModelForm } from '../../../lib/forms';
import { pickText, type TextLanguage } from '../../../lib/translated';
import { ADMIN_TRANSFERS_NS } from '../i18n';
import {
  ERROR_VALUES,
  TRANSMISSIONS,
  VEHICLE_BOUNDS,
  VEHICLE_FIELD_ORDER,
  formFromVehicle,
  isRental,
  validateVehicle,
  vehicleUpdate,
  type TransmissionValue,
  type VehicleField,
  type VehicleFormValues,
} from '../model';
import { useUpdateVehicle } from '../queries/useTransfersAdmin';

const Flag = styled.div`
  margin-block-end: ${({ theme }) => theme.space(4)};
`;

interface VehicleFormProps {
  vehicle: VehicleAdmin;
  onSaved: (vehicle: VehicleAdmin) => void;
  onCancel: () => void;
  /** Someone else saved the vehicle since it was loaded: load their version in place of the form's. */
  onReload?: () => Promise<unknown>;
}

/**
 * Edits one vehicle (PUT /api/admin/transfers/vehicles/:id) with the contract's bounds checked
 * first: errors show under their fields once a field is left, and all of them on save (the first
 * takes the focus). Only what changed is sent. A rental has a transmission and a fleet; a transfer
 * neither. The API's refusal of a fleet below the cars already out shows under the fleet field.
 * A save sends the version the form was loaded from: when someone else saved since, it keeps what
 * was typed and offers to reload theirs.
 */
export function VehicleForm({ vehicle, onSaved, onCancel, onReload }: VehicleFormProps) {
  const { t, i18n } = useTranslation(ADMIN_TRANSFERS_NS);
  const { t: ta } = useTranslation('admin');
  const toast = useToast();
  const update = useUpdateVehicle();
  const rental = isRental(vehicle);
  const formId = useId();
  const idOf = (field: string) => `${formId}-${field}`;
  const { form, values, errors, set, submit, formProps } = useModelForm<VehicleFormValues, VehicleField>({
    defaultValues: formFromVehicle(vehicle),
    validate: (current) => validateVehicle(current, rental),
    order: VEHICLE_FIELD_ORDER,
    idOf,
  });
  const [serverError, setServerError] = useState<string | null>(null);
  const [fleetRefusal, setFleetRefusal] = useState<string | null>(null);
  // The version the form's values come from (a later refetch of the list must not change it).
  const [version] = useState(vehicle.updatedAt);
  const [conflict, setConflict] = useState(false);
  const { onSubmit } = useSubmitOnce();
  const saving = form.formState.isSubmitting;
  const error = (key: string | undefined) => (key ? t(`errors.${key}`, ERROR_VALUES[key] ?? {}) : null);
  const languages: Record<TextLanguage, string> = { en: ta('languages.en'), tr: ta('languages.tr'), ar: ta('languages.ar') };

  const save = submit(async (current) => {
    setServerError(null);
    setFleetRefusal(null);
    setConflict(false);
    const body = vehicleUpdate(vehicle, current);
    if (Object.keys(body).length === 0) {
      toast.success(t('toasts.unchanged'));
      onSaved(vehicle);
      return;
    }
    try {
      const saved = await update.mutateAsync({ id: vehicle._id, update: { ...body, ...(version ? { expectedUpdatedAt: version } : {}) } });
      toast.success(t('toasts.vehicleSaved', { name: isolatedName(pickText(saved.name, i18n.language)) }));
      onSaved(saved);
    } catch (failure) {
      if (isEditConflict(failure)) {
        setConflict(true);
        return;
      }
      const message = serverMessage(failure, ta('errors.generic'));
      if (isAdminRefusal(failure, 'fleetBelowBooked')) {
        setFleetRefusal(message);
        document.getElementById(idOf('fleet'))?.focus();
      } else {
        setServerError(message);
      }
      toast.error(`${t('toasts.vehicleFailed')} ${message}`);
    }
  });

  const reload = async () => {
    try {
      await onReload?.();
    } catch (failure) {
      toast.error(serverMessage(failure, ta('errors.generic')));
    }
  };

  /** A whole number the vehicle carries, with the API's bounds and its message under it. */
  const count = (field: 'passengers' | 'luggage') => (
    <TextField
      label={t(`form.${field}`)}
      id={idOf(field)}
      type="number"
      inputMode="numeric"
      min={VEHICLE_BOUNDS[field].min}
      max={VEHICLE_BOUNDS[field].max}
      step={1}
      required
      value={values[field]}
      error={error(errors[field])}
      onChange={(e) => set(field, e.target.value)}
    />
  );

  return (
    <form onSubmit={onSubmit(save)} {...formProps} noValidate data-testid="vehicle-form">
      <TranslatedFields
        legend={t('form.name')}
        languageLabels={languages}
        value={values.name}
        onChange={(v) => set('name', v)}
        id={idOf('name')}
        error={error(errors.name)}
        required
        testId="vehicle-name"
      />
      <TranslatedFields
        legend={t('form.description')}
        languageLabels={languages}
        value={values.description}
        onChange={(v) => set('description', v)}
        id={idOf('description')}
        error={error(errors.description)}
        required
        multiline
        maxLength={VEHICLE_BOUNDS.textMax}
        testId="vehicle-description"
      />
      <FormSection>
        <legend>{t('form.details')}</legend>
        <FieldGrid>
          {count('passengers')}
          {count('luggage')}
          {rental && (
            <SelectField
              label={t('form.transmission')}
              id={idOf('transmission')}
              value={values.transmission}
              onChange={(e) => set('transmission', e.target.value as TransmissionValue)}
            >
              {TRANSMISSIONS.map((transmission) => (
                <option key={transmission} value={transmission}>
                  {t(`transmissions.${transmission}`)}
                </option>
              ))}
            </SelectField>
          )}
          <TextField
            label={rental ? t('form.pricePerDay') : t('form.pricePerTrip')}
            id={idOf('price')}
            type="number"
            inputMode="decimal"
            min={0.01}
            max={VEHICLE_BOUNDS.price.max}
            step="0.01"
            required
            value={values.price}
            error={error(errors.price)}
            hint={t('form.priceHint')}
            onChange={(e) => set('price', e.target.value)}
          />
          {rental && (
            <TextField
              label={t('form.fleet')}
              id={idOf('fleet')}
              type="number"
              inputMode="numeric"
              min={VEHICLE_BOUNDS.fleet.min}
              max={VEHICLE_BOUNDS.fleet.max}
              step={1}
              required
              value={values.fleet}
              error={error(errors.fleet) ?? fleetRefusal}
              hint={t('form.fleetHint')}
              onChange={(e) => {
                setFleetRefusal(null);
                set('fleet', e.target.value);
              }}
            />
          )}
        </FieldGrid>
        {!rental && <Hint as="p">{t('form.transferNote')}</Hint>}
        <Flag>
          <CheckboxLabel>
            <input type="checkbox" checked={values.active} onChange={(e) => set('active', e.target.checked)} /> {t('form.active')}
          </CheckboxLabel>
        </Flag>
      </FormSection>
      {conflict && <EditConflictNotice item="vehicle" onReload={reload} />}
      {serverError && <FormMessage $tone="error">{serverError}</FormMessage>}
      <FormActions>
        <CancelButton busy={saving} onCancel={onCancel} data-testid="vehicle-cancel">
          {ta('actions.cancel')}
        </CancelButton>
        {/* Busy, not disabled: a disabled button would drop the keyboard's focus to <body>. */}
        <Button type="submit" aria-disabled={saving || undefined} data-testid="vehicle-save">
          {saving ? ta('actions.saving') : ta('actions.save')}
        </Button>
      </FormActions>
    </form>
  );
}
