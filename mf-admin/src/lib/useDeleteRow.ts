import { useCallback } from 'react';
import { useToast } from '@trabzon/ui';
import { focusTable } from '@trabzon/ui/tables';
import { useTranslation } from '@trabzon/i18n';
import { useConfirm, type ConfirmOptions } from '../components/ConfirmDialog';
import { serverMessage } from './errors';

interface RowDeletion {
  /** What the admin is asked first ("Delete this destination?"). */
  question: ConfirmOptions;
  /** The request, and whatever the screen forgets with the row. */
  remove: () => Promise<unknown>;
  /** The toast once it is gone. */
  deleted: string;
  /** A refusal's toast starts with it ("Failed to delete the destination:"); the server's reason follows. */
  failed: string;
}

/**
 * One row of the table `tableId` deleted once the admin confirms: a toast says how it went, and a
 * deletion puts the focus on the table, as the pressed button went with its row.
 */
export function useDeleteRow(tableId: string) {
  const confirm = useConfirm();
  const toast = useToast();
  const { t } = useTranslation('admin');
  return useCallback(
    async ({ question, remove, deleted, failed }: RowDeletion) => {
      if (!(await confirm(question))) return;
      try {
        await remove();
        toast.success(deleted);
        focusTable(tableId);
      } catch (error) {
        toast.error(`${failed} ${serverMessage(error, t('errors.generic'))}`);
      }
    },
    [confirm, t, tableId, toast],
  );
}
