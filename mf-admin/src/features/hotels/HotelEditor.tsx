import { useState } from 'react';
import { ErrorPanel, Muted, Spinner } from '@trabzon/ui';
import { useTranslation } from '@trabzon/i18n';
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
  const hotel = saved ?? loaded.data ?? null;

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

  return (
    <>
      <HotelForm hotel={hotel} onSaved={changed} onCancel={onClose} />
      {hotel ? <RoomTypesSection hotel={hotel} onChange={changed} /> : <Muted>{t('hotels.rooms.saveFirst')}</Muted>}
    </>
  );
}
