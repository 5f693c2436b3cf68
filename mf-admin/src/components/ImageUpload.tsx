import { useId, useRef, useState } from 'react';
import styled from 'styled-components';
import { uploadsApi, type UploadResponse } from '@trabzon/api-client';
import { Button, FieldError, useSubmitOnce } from '@trabzon/ui';
import { useTranslation } from '@trabzon/i18n';
import { serverMessage } from '../lib/errors';

const MAX_BYTES = 5 * 1024 * 1024;
const TYPES = ['image/jpeg', 'image/png', 'image/webp'];

const Row = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space(2)};
  input[type='file'] {
    position: absolute;
    inline-size: 1px;
    block-size: 1px;
    opacity: 0;
  }
`;

/**
 * Uploads one image (JPEG, PNG or WebP, at most 5 MB; the API checks the content again) and hands
 * back its WebP card and hero paths.
 */
export function ImageUpload({
  label,
  onUploaded,
  testId,
}: {
  label: string;
  onUploaded: (image: UploadResponse) => void;
  testId?: string;
}) {
  const { t } = useTranslation('admin');
  const id = useId();
  const input = useRef<HTMLInputElement>(null);
  const [error, setError] = useState<string | null>(null);
  // One upload at a time; the button stays focusable while it runs (aria-disabled) and opens no picker.
  const { busy, isSending, once } = useSubmitOnce();

  const send = once(async (file: File) => {
    try {
      onUploaded(await uploadsApi.image(file, file.name));
    } catch (e) {
      setError(serverMessage(e, t('upload.failed')));
    } finally {
      if (input.current) input.current.value = '';
    }
  });

  const upload = (file: File | undefined) => {
    if (!file || isSending()) return;
    if (!TYPES.includes(file.type)) return setError(t('upload.badType'));
    if (file.size > MAX_BYTES) return setError(t('upload.tooLarge'));
    setError(null);
    void send(file);
  };

  return (
    <div>
      <Row>
        <input
          ref={input}
          id={id}
          type="file"
          // The button below is the control (keyboard and screen readers); this input only opens the picker.
          tabIndex={-1}
          aria-hidden="true"
          accept="image/jpeg,image/png,image/webp"
          onChange={(e) => upload(e.target.files?.[0])}
          data-testid={testId}
        />
        <Button
          type="button"
          $variant="secondary"
          aria-disabled={busy || undefined}
          onClick={() => !isSending() && input.current?.click()}
          aria-describedby={error ? `${id}-error` : undefined}
        >
          {busy ? t('upload.busy') : label}
        </Button>
      </Row>
      {error && (
        <FieldError id={`${id}-error`} role="alert">
          {error}
        </FieldError>
      )}
    </div>
  );
}
