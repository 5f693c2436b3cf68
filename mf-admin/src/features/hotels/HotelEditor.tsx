import { useEffect, useState } from 'react';
import { ErrorPanel, Muted, Spinner } from '@trabzon/ui';
import { useTranslation } from '@trabzon/i18n';
import { adminApi } from '@trabzon/api-client';
import type { HotelAdmin } from '@trabzon/contracts';
import { serverMessage } from '../../lib/errors';
import { HotelForm } from './HotelForm';
import { RoomTypesSection } from './RoomTypesSection';

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
  const [hotel, setHotel] = useState<HotelAdmin | null>(null);
  const [status, setStatus] = useState<'loading' | 'error' | 'ready'>(hotelId ? 'loading' : 'ready');
  const [error, setError] = useState<string | null>(null);
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    if (!initialId) return;
    let active = true;
    setStatus('loading');
    adminApi.hotels
      .get(initialId)
      .then((loaded) => {
        if (!active) return;
        setHotel(loaded);
        setStatus('ready');
      })
      .catch((failure) => {
        if (!active) return;
        setError(serverMessage(failure, t('errors.generic')));
        setStatus('error');
      });
    return () => {
      active = false;
    };
  }, [initialId, attempt, t]);

  if (status === 'loading') return <Spinner />;
  if (status === 'error') return <ErrorPanel title={t('hotels.loadOneFailed')} message={error ?? undefined} onRetry={() => setAttempt((n) => n + 1)} />;

  const changed = (next: HotelAdmin) => {
    setHotel(next);
    onSaved(next);
  };

  return (
    <>
      <HotelForm hotel={hotel} onSaved={changed} onCancel={onClose} />
      {hotel ? <RoomTypesSection hotel={hotel} onChange={changed} /> : <Muted>{t('hotels.rooms.saveFirst')}</Muted>}
    </>
  );
}
