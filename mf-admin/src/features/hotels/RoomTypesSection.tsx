import { useId, useRef, useState } from 'react';
import styled from 'styled-components';
import { Button, Muted, useToast } from '@trabzon/ui';
import { formatPrice, useTranslation } from '@trabzon/i18n';
import { adminApi } from '@trabzon/api-client';
import type { HotelAdmin, RoomTypeAdmin } from '@trabzon/contracts';
import { isolatedName } from '../../lib/bidi';
import { useConfirm } from '../../components/ConfirmDialog';
import { serverMessage } from '../../lib/errors';
import { pickText } from '../../lib/translated';
import { RoomTypeForm } from './RoomTypeForm';

const Table = styled.table`
  inline-size: 100%;
  border-collapse: collapse;
  font-size: ${({ theme }) => theme.fontSize.sm}px;
  margin-block-end: ${({ theme }) => theme.space(4)};
  th,
  td {
    text-align: start;
    padding: ${({ theme }) => theme.space(2)};
    border-block-end: 1px solid ${({ theme }) => theme.colors.surfaceAlt};
  }
  thead th {
    background: ${({ theme }) => theme.colors.surfaceAlt};
  }
`;

const RowActions = styled.div`
  display: flex;
  gap: ${({ theme }) => theme.space(2)};
`;

const Wrap = styled.section`
  margin-block-start: ${({ theme }) => theme.space(6)};
  h3 {
    font-size: ${({ theme }) => theme.fontSize.lg}px;
  }
  overflow-x: auto;
  // A containing block for absolutely placed texts inside (see DataTable's Scroll).
  position: relative;
`;

/**
 * The hotel's room types: the list with edit and delete (confirmed), and the form that adds one;
 * while a room type is edited, its form takes the add form's place.
 */
export function RoomTypesSection({ hotel, onChange }: { hotel: HotelAdmin; onChange: (hotel: HotelAdmin) => void }) {
  const { t, i18n } = useTranslation('admin');
  const confirm = useConfirm();
  const toast = useToast();
  const language = i18n.language;
  const heading = useRef<HTMLHeadingElement>(null);
  const headingId = useId();
  const [editingId, setEditingId] = useState<string | null>(null);
  const editing = hotel.roomTypes.find((room) => room._id === editingId) ?? null;
  const editButtons = useRef(new Map<string, HTMLButtonElement>());
  /** The English names of the hotel's room types but `roomId`: a form refuses them before sending. */
  const namesBut = (roomId: string | null) => hotel.roomTypes.filter((room) => room._id !== roomId).map((room) => room.name.en);

  /** Closes the edit form; the focus goes back to the row's Edit button, or the heading when the row is gone. */
  const closeEdit = (roomId: string) => {
    setEditingId(null);
    (editButtons.current.get(roomId) ?? heading.current)?.focus();
  };

  const saved = (room: RoomTypeAdmin) => {
    onChange({ ...hotel, roomTypes: hotel.roomTypes.map((each) => (each._id === room._id ? room : each)) });
    closeEdit(room._id);
  };

  const remove = async (roomId: string, name: string) => {
    const ok = await confirm({
      title: t('hotels.rooms.deleteTitle'),
      message: t('hotels.rooms.deleteMessage', { name: isolatedName(name) }),
    });
    if (!ok) return;
    try {
      await adminApi.hotels.removeRoom(hotel._id, roomId);
      onChange({ ...hotel, roomTypes: hotel.roomTypes.filter((room) => room._id !== roomId) });
      if (editingId === roomId) setEditingId(null);
      toast.success(t('hotels.toasts.roomDeleted'));
      heading.current?.focus();
    } catch (error) {
      toast.error(`${t('hotels.toasts.roomDeleteFailed')} ${serverMessage(error, t('errors.generic'))}`);
    }
  };

  return (
    <Wrap aria-labelledby={headingId}>
      <h3 id={headingId} ref={heading} tabIndex={-1}>
        {t('hotels.rooms.title')}
      </h3>
      {hotel.roomTypes.length === 0 ? (
        <Muted>{t('hotels.rooms.none')}</Muted>
      ) : (
        <Table>
          <thead>
            <tr>
              <th scope="col">{t('hotels.rooms.name')}</th>
              <th scope="col">{t('hotels.rooms.capacity')}</th>
              <th scope="col">{t('hotels.rooms.beds')}</th>
              <th scope="col">{t('hotels.rooms.size')}</th>
              <th scope="col">{t('hotels.rooms.pricePerNight')}</th>
              <th scope="col">{t('hotels.rooms.totalRooms')}</th>
              <th scope="col">{t('hotels.columns.actions')}</th>
            </tr>
          </thead>
          <tbody>
            {hotel.roomTypes.map((room) => {
              const name = pickText(room.name, language);
              return (
                <tr key={room._id} data-testid="room-type-row">
                  <th scope="row">{name}</th>
                  <td>{room.capacity}</td>
                  <td>{pickText(room.beds, language)}</td>
                  <td>{room.size ?? '—'}</td>
                  <td className="tabular">{formatPrice(room.pricePerNight, language)}</td>
                  <td>{room.totalRooms}</td>
                  <td>
                    <RowActions>
                      <Button
                        type="button"
                        $variant="secondary"
                        ref={(button) => {
                          if (button) editButtons.current.set(room._id, button);
                          else editButtons.current.delete(room._id);
                        }}
                        onClick={() => setEditingId(room._id)}
                        aria-label={t('hotels.rooms.editNamed', { name: isolatedName(name) })}
                        data-testid="room-type-edit"
                      >
                        {t('actions.edit')}
                      </Button>
                      <Button
                        type="button"
                        $variant="danger"
                        onClick={() => remove(room._id, name)}
                        aria-label={t('hotels.rooms.deleteNamed', { name: isolatedName(name) })}
                        data-testid="room-type-delete"
                      >
                        {t('actions.delete')}
                      </Button>
                    </RowActions>
                  </td>
                </tr>
              );
            })}
          </tbody>
        </Table>
      )}
      {editing ? (
        <RoomTypeForm
          key={editing._id}
          hotelId={hotel._id}
          otherNames={namesBut(editing._id)}
          room={editing}
          onSaved={saved}
          onCancel={() => closeEdit(editing._id)}
        />
      ) : (
        <RoomTypeForm
          hotelId={hotel._id}
          otherNames={namesBut(null)}
          onAdded={(room) => onChange({ ...hotel, roomTypes: [...hotel.roomTypes, room] })}
        />
      )}
    </Wrap>
  );
}
