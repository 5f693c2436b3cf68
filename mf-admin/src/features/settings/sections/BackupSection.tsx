import { useId, useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { Button, FormMessage, Label, useSubmitOnce, useToast } from '@trabzon/ui';
import { useTranslation } from '@trabzon/i18n';
import { adminSettingsApi } from '@trabzon/api-client';
import { FormActions, Hint } from '../../../components/fields';
import { saveBlob } from '../../../lib/save-blob';
import { useConfirm } from '../../../components/ConfirmDialog';
import { serverMessage } from '../../../lib/errors';
import { isolatedName } from '../../../lib/bidi';
import { Panel } from './shared';

/** Download a consistent copy; restore an uploaded one (checked on the server, previous file kept). */
export function BackupSection() {
  const { t } = useTranslation('adminSettings');
  const toast = useToast();
  const confirm = useConfirm();
  const client = useQueryClient();
  const fileId = useId();
  const [file, setFile] = useState<File | null>(null);
  const [busy, setBusy] = useState<'backup' | 'restore' | null>(null);
  const [message, setMessage] = useState<{ tone: 'success' | 'error'; text: string } | null>(null);
  // One database job at a time, backup or restore: a second press meanwhile sends nothing.
  const { isSending, once } = useSubmitOnce();

  const download = once(async () => {
    setBusy('backup');
    try {
      const { blob, filename } = await adminSettingsApi.backup();
      saveBlob(blob, filename);
      toast.success(t('backup.downloaded'));
    } catch (error) {
      toast.error(serverMessage(error, t('backup.failed')));
    } finally {
      setBusy(null);
    }
  });

  const sendRestore = once(async (chosen: File) => {
    setBusy('restore');
    setMessage(null);
    try {
      const result = await adminSettingsApi.restore(chosen);
      setMessage({ tone: 'success', text: t('backup.restored', { file: isolatedName(result.previousFile), rows: result.rows }) });
      void client.invalidateQueries();
    } catch (error) {
      setMessage({ tone: 'error', text: serverMessage(error, t('backup.restoreFailed')) });
    } finally {
      setBusy(null);
    }
  });

  const restore = async () => {
    if (!file || isSending()) return;
    const ok = await confirm({
      title: t('backup.confirmTitle'),
      message: t('backup.confirmMessage', { name: isolatedName(file.name) }),
      confirmLabel: t('backup.restore'),
    });
    if (ok) await sendRestore(file);
  };

  return (
    <Panel aria-labelledby="backup-title" data-testid="settings-backup">
      <h2 id="backup-title">{t('backup.title')}</h2>
      <p>{t('backup.description')}</p>
      {/* Busy, not disabled: a disabled button would drop the keyboard's focus to <body>. */}
      <FormActions style={{ justifyContent: 'flex-start' }}>
        <Button type="button" onClick={() => void download()} aria-disabled={busy !== null || undefined} data-testid="backup-download">
          {busy === 'backup' ? t('backup.working') : t('backup.download')}
        </Button>
      </FormActions>
      <Label htmlFor={fileId}>{t('backup.file')}</Label>
      <input
        id={fileId}
        type="file"
        accept=".db,.sqlite,.sqlite3,application/octet-stream"
        onChange={(e) => setFile(e.target.files?.[0] ?? null)}
        data-testid="restore-file"
      />
      <Hint>{t('backup.restoreHint')}</Hint>
      <FormActions style={{ justifyContent: 'flex-start' }}>
        <Button
          type="button"
          $variant="danger"
          onClick={() => void restore()}
          disabled={!file}
          aria-disabled={busy !== null || undefined}
          data-testid="restore-submit"
        >
          {busy === 'restore' ? t('backup.working') : t('backup.restore')}
        </Button>
      </FormActions>
      {message && (
        <FormMessage $tone={message.tone} role={message.tone === 'error' ? 'alert' : 'status'} data-testid="restore-result">
          {message.text}
        </FormMessage>
      )}
    </Panel>
  );
}
