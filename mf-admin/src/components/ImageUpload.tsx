import { useId, useRef, useState } from 'react';
import styled from 'styled-components';
import { describeApiError, uploadsApi, type UploadResponse } from '@trabzon/api-client';
import { Button, FieldError, useSubmitOnce } from '@trabzon/ui';
import { useTranslation } from '@trabzon/i18n';
import { UPLOAD_MAX_BYTES, UPLOAD_MAX_PIXELS, UPLOAD_TYPES } from '@trabzon/contracts/constants';
import { uploadRefusalOf, type UploadRefusal } from '@trabzon/contracts/admin-refusals';
import { serverMessage } from '../lib/errors';

/** The values the upload's limits are said with. */
const LIMITS = { megabytes: UPLOAD_MAX_BYTES / 1024 / 1024, megapixels: UPLOAD_MAX_PIXELS / 1_000_000 };
/** The words (admin `upload.*`) for each refusal of the API (in English, without a code). */
const REFUSAL_WORDS: Record<UploadRefusal, 'badType' | 'tooLarge' | 'tooManyPixels' | 'unreadable'> = {
  noFile: 'unreadable',
  badType: 'badType',
  tooLarge: 'tooLarge',
  tooManyPixels: 'tooManyPixels',
  notMultipart: 'unreadable',
  unreadable: 'unreadable',
};

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

  /** Why an upload failed, in the page's language (the API's refusals are English). */
  const failureText = (failure: unknown): string => {
    const { status, message } = describeApiError(failure);
    if (status === 413) return t('upload.tooLarge', LIMITS);
    const refusal = message ? uploadRefusalOf(message) : null;
    return refusal ? t(`upload.${REFUSAL_WORDS[refusal]}`, LIMITS) : serverMessage(failure, t('upload.failed'));
  };

  const send = once(async (file: File) => {
    try {
      onUploaded(await uploadsApi.image(file, file.name));
    } catch (e) {
      setError(failureText(e));
    } finally {
      if (input.current) input.current.value = '';
    }
  });

  const upload = (file: File | undefined) => {
    if (!file || isSending()) return;
    if (!(UPLOAD_TYPES as readonly string[]).includes(file.type)) return setError(t('upload.badType'));
    if (file.size > UPLOAD_MAX_BYTES) return setError(t('upload.tooLarge', LIMITS));
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
          accept={UPLOAD_TYPES.join(',')}
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
