import styled from 'styled-components';
import { Button, FormMessage } from '@trabzon/ui';
import { useTranslation } from '@trabzon/i18n';

/** The back-office items whose editors refuse to overwrite someone else's save. */
export type EditedItem = 'hotel' | 'restaurant' | 'package' | 'destination' | 'vehicle';

const Text = styled.p`
  margin-block: 0 ${({ theme }) => theme.space(2)};
`;

/**
 * A save refused because someone else saved the item after this editor loaded it (409
 * EDIT_CONFLICT). The form keeps what was typed; Reload shows their version instead.
 */
export function EditConflictNotice({ item, onReload, reloading = false }: { item: EditedItem; onReload: () => void; reloading?: boolean }) {
  const { t } = useTranslation('admin');
  return (
    <FormMessage $tone="error" data-testid="edit-conflict">
      <Text>{t(`editConflict.${item}`)}</Text>
      <Button type="button" $variant="secondary" onClick={onReload} disabled={reloading} data-testid="edit-conflict-reload">
        {reloading ? t('editConflict.reloading') : t('editConflict.reload')}
      </Button>
    </FormMessage>
  );
}
