import { useEffect, useId, useState } from 'react';
import { Button, FormMessage, TextField, useSubmitOnce, useToast } from '@trabzon/ui';
import { useTranslation } from '@trabzon/i18n';
import { adminApi } from '@trabzon/api-client';
import type { RoomTypeAdmin } from '@trabzon/contracts';
import { isolatedName } from '../../lib/bidi';
import { CancelButton } from '../../components/CancelButton';
import { useHoldDrawerOpen } from '../../components/Drawer';
import { FieldGrid, FormActions, FormSection, TextAreaField, TranslatedFields } from '../../components/fields';
import { isAdminRefusal, serverMessage } from '../../lib/errors';
import { useModelForm, useRefusedValue } from '../../lib/forms';
import { pickText, type TextLanguage } from '../../lib/translated';
import {
  ROOM_TYPE_FIELD_ORDER,
  emptyRoomTypeValues,
  toRoomTypeInput,
  toRoomTypeUpdate,
  validateRoomType,
  valuesFromRoomType,
  roomTypeErrorMax,
  type RoomTypeField,
  type RoomTypeFormValues,
} from './model/roomTypeForm';

interface CommonProps {
  hotelId: string;
  /** The English names of the hotel's other room types: one of them is refused before it is sent. */
  otherNames?: readonly string[];
}

interface AddProps extends CommonProps {
  onAdded: (room: RoomTypeAdmin) => void;
  room?: undefined;
}

interface EditProps extends CommonProps {
  /** The room type being changed: the form opens with its values. */
  room: RoomTypeAdmin;
  onSaved: (room: RoomTypeAdmin) => void;
  onCancel: () => void;
}

/**
 * Adds a room type to the hotel (POST /api/hotels/:id/rooms), or, given `room`, changes that one
 * (PUT /api/hotels/:id/rooms/:roomId) with Save and Cancel.
 */
export function RoomTypeForm(props: AddProps | EditProps) {
  const { hotelId, room, otherNames = [] } = props;
  const { t, i18n } = useTranslation('admin');
  const toast = useToast();
  const formId = useId();
  const idOf = (field: string) => `${formId}-${field}`;
  const { form, values, errors, set, submit, formProps } = useModelForm<RoomTypeFormValues, RoomTypeField>({
    defaultValues: room ? valuesFromRoomType(room) : emptyRoomTypeValues(),
    // A name the API would refuse as another room type's, when it is sent (an edit sends a changed one only).
    validate: (current) => validateRoomType(current, room && toRoomTypeUpdate(current, room).name === undefined ? [] : otherNames),
    order: ROOM_TYPE_FIELD_ORDER,
    idOf,
  });
  const [serverError, setServerError] = useState<string | null>(null);
  /** The trimmed English name the API last refused as another room type's (roomNameTaken), else null. */
  const [refusedName, setRefusedName] = useState<string | null>(null);
  const saving = form.formState.isSubmitting;
  // The add form has no Cancel to keep the hotel's drawer open while it saves (the edit form's holds it too).
  useHoldDrawerOpen(saving);
  const { onSubmit } = useSubmitOnce();
  /** A field's error in the page's language; a limit's names the number (`{{max}}`). */
  const error = (field: RoomTypeField) => {
    const key = errors[field];
    return key ? t(`hotels.rooms.errors.${key}`, { max: roomTypeErrorMax(field, key) }) : null;
  };
  // The API's refusal of a name another room type has (one this page did not know of) stays at the
  // name field, in the page's language, while the field still holds that name; the focus goes there.
  const nameRefused = useRefusedValue(refusedName, values.name.en, () => document.getElementById(idOf('name'))?.focus());
  const languages: Record<TextLanguage, string> = { en: t('languages.en'), tr: t('languages.tr'), ar: t('languages.ar') };

  // An edit opens on demand: the focus goes to its first field (the section takes it back on close).
  useEffect(() => {
    if (room) document.getElementById(idOf('name'))?.focus();
    // eslint-disable-next-line react-hooks/exhaustive-deps -- once, when the form opens
  }, []);

  const write = async (current: RoomTypeFormValues) => {
    if (!props.room) {
      const added = await adminApi.hotels.addRoom(hotelId, toRoomTypeInput(current));
      toast.success(t('hotels.toasts.roomAdded'));
      form.reset(emptyRoomTypeValues());
      props.onAdded(added);
      return;
    }
    const body = toRoomTypeUpdate(current, props.room);
    // Nothing changed: no request (it would give the hotel a new version for nothing).
    if (Object.keys(body).length === 0) return props.onCancel();
    const saved = await adminApi.hotels.updateRoom(hotelId, props.room._id, body);
    toast.success(t('hotels.toasts.roomSaved'));
    props.onSaved(saved);
  };

  const apply = submit(async (current) => {
    setServerError(null);
    setRefusedName(null);
    try {
      await write(current);
    } catch (failure) {
      // A name another room type has is the name field's fault: said there.
      if (isAdminRefusal(failure, 'roomNameTaken')) setRefusedName(current.name.en.trim());
      // Said once, in the form beside the fields (a toast repeating it read as two refusals).
      else setServerError(serverMessage(failure, t('errors.generic')));
    }
  });
  // One save at a time: a second press before "Saving…" shows sends nothing.
  const save = onSubmit(apply);

  return (
    <form
      onSubmit={save}
      {...formProps}
      noValidate
      data-testid={room ? 'room-type-edit-form' : 'room-type-form'}
      aria-describedby={serverError ? idOf('server') : undefined}
    >
      <FormSection>
        <legend>
          {room ? t('hotels.rooms.editTitle', { name: isolatedName(pickText(room.name, i18n.language)) }) : t('hotels.rooms.add')}
        </legend>
        <TranslatedFields
          legend={t('hotels.rooms.name')}
          languageLabels={languages}
          value={values.name}
          onChange={(v) => set('name', v)}
          id={idOf('name')}
          error={error('name') ?? (nameRefused ? t('hotels.rooms.errors.nameTaken') : null)}
          required
          testId="room-name"
        />
        <TranslatedFields
          legend={t('hotels.rooms.description')}
          languageLabels={languages}
          value={values.description}
          onChange={(v) => set('description', v)}
          id={idOf('description')}
          error={error('description')}
          multiline
        />
        <TranslatedFields
          legend={t('hotels.rooms.beds')}
          languageLabels={languages}
          value={values.beds}
          onChange={(v) => set('beds', v)}
          id={idOf('beds')}
          error={error('beds')}
          testId="room-beds"
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
            error={error('capacity')}
            hint={room ? t('hotels.rooms.capacityEditHint') : undefined}
            onChange={(e) => set('capacity', e.target.value)}
          />
          <TextField
            label={t('hotels.rooms.size')}
            id={idOf('size')}
            type="number"
            min={1}
            value={values.size}
            error={error('size')}
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
            error={error('pricePerNight')}
            hint={room ? t('hotels.rooms.priceEditHint') : undefined}
            onChange={(e) => set('pricePerNight', e.target.value)}
          />
          <TextField
            label={t('hotels.rooms.totalRooms')}
            id={idOf('totalRooms')}
            type="number"
            min={0}
            value={values.totalRooms}
            error={error('totalRooms')}
            hint={room ? t('hotels.rooms.totalRoomsEditHint') : t('hotels.rooms.totalRoomsHint')}
            onChange={(e) => set('totalRooms', e.target.value)}
          />
        </FieldGrid>
        <TextAreaField
          label={t('hotels.rooms.amenities')}
          id={idOf('amenities')}
          value={values.amenities}
          hint={t('hotels.form.amenitiesHint')}
          error={error('amenities')}
          onChange={(e) => set('amenities', e.target.value)}
        />
        {serverError && (
          <FormMessage $tone="error" id={idOf('server')}>
            {serverError}
          </FormMessage>
        )}
        <FormActions>
          {props.room && (
            <CancelButton busy={saving} onCancel={props.onCancel} data-testid="room-type-cancel">
              {t('actions.cancel')}
            </CancelButton>
          )}
          {/* Busy, not disabled: a disabled button would drop the keyboard's focus to <body>. */}
          <Button type="submit" aria-disabled={saving || undefined} data-testid="room-type-submit">
            {saving ? t('actions.saving') : room ? t('actions.save') : t('hotels.rooms.add')}
          </Button>
        </FormActions>
      </FormSection>
    </form>
  );
}
