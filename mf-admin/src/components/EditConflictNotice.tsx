import styled from 'styled-components';
import { Button, FormMessage, useSubmitOnce } from '@trabzon/ui';
import { useTranslation } from '@trabzon/i18n';

/** The back-office items whose editors refuse to overwrite someone else's save. */
export type EditedItem = 'hotel' | 'restaurant' | 'package' | 'destination' | 'vehicle';

const Text = styled.p`
  margin-block: 0 ${({ theme }) => theme.space(2)};
`;

/**
 * A save refused because someone else saved the item after this editor loaded it (409
 * EDIT_CONFLICT). The form keeps what was typed; Reload shows their version instead, one load at a
 * time: busy until `onReload` settles (aria-disabled, so a failed load leaves the focus on the button).
 */
export function EditConflictNotice({ item, onReload }: { item: EditedItem; onReload: () => Promise<void> }) {
  const { t } = useTranslation('admin');
  const { busy, once } = useSubmitOnce();
  return (
    <FormMessage $tone="error" data-testid="edit-conflict">
      <Text>{t(`editConflict.${item}`)}</Text>
      <Button
        type="button"
        $variant="secondary"
        onClick={() => void once(onReload)()}
        aria-disabled={busy || undefined}
        data-testid="edit-conflict-reload"
      >
        {busy ? t('editConflict.reloading') : t('editConflict.reload')}
      </Button>
    </FormMessage>
  );
}
