import { useState } from 'react';
import { ErrorPanel, Muted, Spinner } from '@trabzon/ui';
import { useTranslation } from '@trabzon/i18n';
import { adminApi } from '@trabzon/api-client';
import type { HotelAdmin } from '@trabzon/contracts';
import { serverMessage } from '../../lib/errors';
import { HotelForm } from './HotelForm';
import { RoomTypesSection } from './RoomTypesSection';
import { useAdminHotel } from './useAdminHotel';

interface HotelEditorProps {
  /** The hotel to edit, or null for a new one. */
  hotelId: string | null;
  onSaved: (hotel: HotelAdmin) => void;
  onClose: () => void;
}

/** Everything of a hotel but its room types and version: what its form edits. */
const ownFields = ({ roomTypes: _rooms, updatedAt: _version, ...fields }: HotelAdmin) => JSON.stringify(fields);

/**
 * The hotel after this editor changed a room type (which gives the hotel a new version): the fresh
 * record, with its new version only if nobody else changed the hotel itself meanwhile; else the
 * version the form was loaded from, so that its next save is refused instead of overwriting theirs.
 */
export function afterRoomChange(edited: HotelAdmin, fresh: HotelAdmin): HotelAdmin {
  return ownFields(edited) === ownFields(fresh) ? fresh : { ...fresh, updatedAt: edited.updatedAt };
}

/**
 * The drawer's content: loads the hotel with every language (GET /api/hotels/:id?admin=true), then
 * its form and room types. A new hotel gets its room types once it is saved.
 */
export function HotelEditor({ hotelId, onSaved, onClose }: HotelEditorProps) {
  const { t } = useTranslation('admin');
  // Loaded once: after a new hotel is created the editor keeps the answer instead of reloading.
  const [initialId] = useState(hotelId);
  const loaded = useAdminHotel(initialId);
  // What this editor saved since: newer than the loaded answer.
  const [saved, setSaved] = useState<HotelAdmin | null>(null);
  // The record the form's values come from, kept: a later refetch (another screen's invalidation)
  // must not give the form a version its values are not from.
  const [firstLoaded, setFirstLoaded] = useState<HotelAdmin | null>(null);
  if (!firstLoaded && loaded.data) setFirstLoaded(loaded.data);
  const hotel = saved ?? firstLoaded ?? loaded.data ?? null;
  // A new form (fresh default values) for each version reloaded after an edit conflict.
  const [reloads, setReloads] = useState(0);

  if (initialId && !saved) {
    if (loaded.isError && !loaded.isFetching) {
      return (
        <ErrorPanel
          title={t('hotels.loadOneFailed')}
          message={serverMessage(loaded.error, t('errors.generic'))}
          onRetry={() => void loaded.refetch()}
        />
      );
    }
    if (!loaded.data) return <Spinner />;
  }

  const changed = (next: HotelAdmin) => {
    setSaved(next);
    onSaved(next);
  };

  const roomsChanged = async (next: HotelAdmin) => {
    changed(next);
    try {
      changed(afterRoomChange(next, await adminApi.hotels.get(next._id)));
    } catch {
      // Kept at the version loaded: the next save may be refused, and its notice offers a reload.
    }
  };

  const reload = async () => {
    if (!hotel) return;
    changed(await adminApi.hotels.get(hotel._id));
    setReloads((count) => count + 1);
  };

  return (
    <>
      <HotelForm key={reloads} hotel={hotel} onSaved={changed} onCancel={onClose} onReload={reload} />
      {hotel ? (
        <RoomTypesSection hotel={hotel} onChange={(next) => void roomsChanged(next)} />
      ) : (
        <Muted>{t('hotels.rooms.saveFirst')}</Muted>
      )}
    </>
  );
}
