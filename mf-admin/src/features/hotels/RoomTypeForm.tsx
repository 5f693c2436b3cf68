import { useId, useState } from 'react';
import { Button, FormMessage, TextField, useToast } from '@trabzon/ui';
import { useTranslation } from '@trabzon/i18n';
import { adminApi } from '@trabzon/api-client';
import type { RoomTypeAdmin } from '@trabzon/contracts';
import { FieldGrid, FormActions, FormSection, TextAreaField, TranslatedFields } from '../../components/fields';
import { serverMessage } from '../../lib/errors';
import { useModelForm } from '../../lib/forms';
import type { TextLanguage } from '../../lib/translated';
import {
  ROOM_TYPE_FIELD_ORDER,
  emptyRoomTypeValues,
  toRoomTypeInput,
  validateRoomType,
  type RoomTypeField,
  type RoomTypeFormValues,
} from './model/roomTypeForm';

/** Adds a room type to the hotel (POST /api/hotels/:id/rooms). */
export function RoomTypeForm({ hotelId, onAdded }: { hotelId: string; onAdded: (room: RoomTypeAdmin) => void }) {
  const { t } = useTranslation('admin');
  const toast = useToast();
  const formId = useId();
  const idOf = (field: string) => `${formId}-${field}`;
  const { form, values, errors, set, submit, formProps } = useModelForm<RoomTypeFormValues, RoomTypeField>({
    defaultValues: emptyRoomTypeValues(),
    validate: validateRoomType,
    order: ROOM_TYPE_FIELD_ORDER,
    idOf,
  });
  const [serverError, setServerError] = useState<string | null>(null);
  const saving = form.formState.isSubmitting;
  const error = (key: string | undefined) => (key ? t(`hotels.rooms.errors.${key}`) : null);
  const languages: Record<TextLanguage, string> = { en: t('languages.en'), tr: t('languages.tr'), ar: t('languages.ar') };

  const save = submit(async (current) => {
    setServerError(null);
    try {
      const room = await adminApi.hotels.addRoom(hotelId, toRoomTypeInput(current));
      toast.success(t('hotels.toasts.roomAdded'));
      form.reset(emptyRoomTypeValues());
      onAdded(room);
    } catch (failure) {
      const message = serverMessage(failure, t('errors.generic'));
      setServerError(message);
      toast.error(`${t('hotels.toasts.roomAddFailed')} ${message}`);
    }
  });

  return (
    <form onSubmit={save} {...formProps} noValidate data-testid="room-type-form">
      <FormSection>
        <legend>{t('hotels.rooms.add')}</legend>
        <TranslatedFields
          legend={t('hotels.rooms.name')}
          languageLabels={languages}
          value={values.name}
          onChange={(v) => set('name', v)}
          id={idOf('name')}
          error={error(errors.name)}
          required
          testId="room-name"
        />
        <TranslatedFields
          legend={t('hotels.rooms.description')}
          languageLabels={languages}
          value={values.description}
          onChange={(v) => set('description', v)}
          id={idOf('description')}
          error={error(errors.description)}
          multiline
        />
        <FieldGrid>
          <TextField
            label={t('hotels.rooms.capacity')}
            id={idOf('capacity')}
            type="number"
            min={1}
            max={20}
            required
            value={values.capacity}
            error={error(errors.capacity)}
            onChange={(e) => set('capacity', e.target.value)}
          />
          <TextField label={t('hotels.rooms.beds')} id={idOf('beds')} value={values.beds} onChange={(e) => set('beds', e.target.value)} />
          <TextField
            label={t('hotels.rooms.size')}
            id={idOf('size')}
            type="number"
            min={1}
            value={values.size}
            error={error(errors.size)}
            onChange={(e) => set('size', e.target.value)}
          />
          <TextField
            label={t('hotels.rooms.pricePerNight')}
            id={idOf('pricePerNight')}
            type="number"
            min={0}
            step="0.01"
            required
            value={values.pricePerNight}
            error={error(errors.pricePerNight)}
            onChange={(e) => set('pricePerNight', e.target.value)}
          />
          <TextField
            label={t('hotels.rooms.totalRooms')}
            id={idOf('totalRooms')}
            type="number"
            min={0}
            value={values.totalRooms}
            error={error(errors.totalRooms)}
            hint={t('hotels.rooms.totalRoomsHint')}
            onChange={(e) => set('totalRooms', e.target.value)}
          />
        </FieldGrid>
        <TextAreaField
          label={t('hotels.rooms.amenities')}
          id={idOf('amenities')}
          value={values.amenities}
          hint={t('hotels.form.amenitiesHint')}
          onChange={(e) => set('amenities', e.target.value)}
        />
        {serverError && <FormMessage $tone="error">{serverError}</FormMessage>}
        <FormActions>
          <Button type="submit" disabled={saving} data-testid="room-type-submit">
            {saving ? t('actions.saving') : t('hotels.rooms.add')}
          </Button>
        </FormActions>
      </FormSection>
    </form>
  );
}
