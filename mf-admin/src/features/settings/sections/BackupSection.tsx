import { useId, useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { Button, FormMessage, Label, useToast } from '@trabzon/ui';
import { useTranslation } from '@trabzon/i18n';
import { adminSettingsApi } from '@trabzon/api-client';
import { FormActions, Hint } from '../../../components/fields';
import { saveBlob } from '../../../lib/save-blob';
import { useConfirm } from '../../../components/ConfirmDialog';
import { serverMessage } from '../../../lib/errors';
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

  const download = async () => {
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
  };

  const restore = async () => {
    if (!file) return;
    const ok = await confirm({
      title: t('backup.confirmTitle'),
      message: t('backup.confirmMessage', { name: file.name }),
      confirmLabel: t('backup.restore'),
    });
    if (!ok) return;
    setBusy('restore');
    setMessage(null);
    try {
      const result = await adminSettingsApi.restore(file);
      setMessage({ tone: 'success', text: t('backup.restored', { file: result.previousFile, rows: result.rows }) });
      void client.invalidateQueries();
    } catch (error) {
      setMessage({ tone: 'error', text: serverMessage(error, t('backup.restoreFailed')) });
    } finally {
      setBusy(null);
    }
  };

  return (
    <Panel aria-labelledby="backup-title" data-testid="settings-backup">
      <h2 id="backup-title">{t('backup.title')}</h2>
      <p>{t('backup.description')}</p>
      <FormActions style={{ justifyContent: 'flex-start' }}>
        <Button type="button" onClick={() => void download()} disabled={busy !== null} data-testid="backup-download">
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
          disabled={!file || busy !== null}
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
