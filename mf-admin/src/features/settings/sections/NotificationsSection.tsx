import { useState } from 'react';
import { type FieldErrors } from 'react-hook-form';
import styled from 'styled-components';
import { Button, FieldError, FieldWrap, Label, Select, TextArea, TextField, useSubmitOnce, useToast } from '@trabzon/ui';
import { formatDateTime, isolateLtr, useTranslation } from '@trabzon/i18n';
import type { EmailSettings } from '@trabzon/contracts';
import { MAIL_PLACEHOLDERS, unknownMailPlaceholder } from '@trabzon/contracts/constants';
import { FormActions, Hint } from '../../../components/fields';
import { serverMessage } from '../../../lib/errors';
import { isolatedName } from '../../../lib/bidi';
import { useEmailSettings, useOutbox } from '../queries/useSettingsSection';
import { Row, SectionFrame } from './shared';
import { useSettingsForm } from './useSettingsForm';
import { SETTINGS_LIMITS } from '@trabzon/contracts/constants';
import { fitsLimit } from '../../../lib/forms';

const KINDS = ['bookingConfirmation', 'bookingCancellation'] as const;
const LANGS = ['en', 'tr', 'ar'] as const;
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

const Mail = styled.details`
  border-block-end: 1px solid ${({ theme }) => theme.colors.surfaceAlt};
  padding-block: ${({ theme }) => theme.space(2)};
  summary {
    cursor: pointer;
    font-size: ${({ theme }) => theme.fontSize.sm}px;
  }
  pre {
    white-space: pre-wrap;
    font-family: inherit;
    font-size: ${({ theme }) => theme.fontSize.sm}px;
    background: ${({ theme }) => theme.colors.background};
    padding: ${({ theme }) => theme.space(2)};
  }
`;

function EmailForm({ value }: { value: EmailSettings }) {
  const { t } = useTranslation('adminSettings');
  const { save } = useEmailSettings();
  const toast = useToast();
  const [kind, setKind] = useState<(typeof KINDS)[number]>('bookingConfirmation');
  const [lang, setLang] = useState<(typeof LANGS)[number]>('en');
  const { register, handleSubmit, reset, setFocus, formState } = useSettingsForm<EmailSettings>('notifications', value, {
    // The section moves the focus to a refused template itself (its tab may be another language's).
    shouldFocusError: false,
  });
  const tooLong = (max: number) => t('errors.tooLong', { max });
  /** A template's subject or text: not empty, within the API's limit, and only the placeholders the mailer fills in (as the API checks). */
  const templateRule = (max: number) => (text: string) => {
    if (text.trim() === '') return t('errors.required');
    if (!fitsLimit(text, max)) return tooLong(max);
    const unknown = unknownMailPlaceholder(text);
    return unknown === null || t('errors.placeholder', { name: isolateLtr(unknown) });
  };
  // Only one template is shown at a time: a refused one is brought into view, its wrong field focused.
  const showFirstWrong = (errors: FieldErrors<EmailSettings>) => {
    if (errors.senderName || errors.senderEmail) return setFocus(errors.senderName ? 'senderName' : 'senderEmail');
    for (const k of KINDS) {
      for (const l of LANGS) {
        const wrong = errors.templates?.[k]?.[l];
        if (!wrong) continue;
        setKind(k);
        setLang(l);
        setTimeout(() => setFocus(`templates.${k}.${l}.${wrong.subject ? 'subject' : 'body'}`));
        return;
      }
    }
  };
  const submit = handleSubmit(async (body) => {
    try {
      await save.mutateAsync(body);
      reset(body);
      toast.success(t('saved'));
    } catch (error) {
      toast.error(serverMessage(error, t('saveFailed')));
    }
  }, showFirstWrong);
  // One save at a time, its button busy with aria-disabled (focus stays on it).
  const onSubmit = useSubmitOnce().onSubmit(submit);
  return (
    <form onSubmit={onSubmit} noValidate>
      <Row>
        <TextField
          label={t('email.senderName')}
          maxLength={SETTINGS_LIMITS.senderName}
          {...register('senderName', {
            validate: (v) =>
              v.trim() === '' ? t('errors.required') : fitsLimit(v, SETTINGS_LIMITS.senderName) || tooLong(SETTINGS_LIMITS.senderName),
          })}
          error={formState.errors.senderName?.message ?? null}
        />
        <TextField
          label={t('email.senderEmail')}
          type="email"
          dir="ltr"
          maxLength={SETTINGS_LIMITS.senderEmail}
          {...register('senderEmail', {
            validate: (v) =>
              fitsLimit(v, SETTINGS_LIMITS.senderEmail) ? EMAIL.test(v.trim()) || t('errors.email') : tooLong(SETTINGS_LIMITS.senderEmail),
          })}
          error={formState.errors.senderEmail?.message ?? null}
        />
        <FieldWrap>
          <Label htmlFor="tpl-kind">{t('email.template')}</Label>
          <Select id="tpl-kind" value={kind} onChange={(e) => setKind(e.target.value as (typeof KINDS)[number])}>
            {KINDS.map((k) => (
              <option key={k} value={k}>
                {t(`email.kinds.${k}`)}
              </option>
            ))}
          </Select>
        </FieldWrap>
        <FieldWrap>
          <Label htmlFor="tpl-lang">{t('email.language')}</Label>
          <Select id="tpl-lang" value={lang} onChange={(e) => setLang(e.target.value as (typeof LANGS)[number])}>
            <option value="en">English</option>
            <option value="tr">Türkçe</option>
            <option value="ar">العربية</option>
          </Select>
        </FieldWrap>
      </Row>
      {KINDS.map((k) =>
        LANGS.map((l) => (
          <div key={`${k}-${l}`} hidden={k !== kind || l !== lang}>
            <TextField
              label={t('email.subject')}
              dir={l === 'ar' ? 'rtl' : 'ltr'}
              maxLength={SETTINGS_LIMITS.subject}
              {...register(`templates.${k}.${l}.subject`, { validate: templateRule(SETTINGS_LIMITS.subject) })}
              error={formState.errors.templates?.[k]?.[l]?.subject?.message ?? null}
            />
            <FieldWrap>
              <Label htmlFor={`tpl-${k}-${l}`}>{t('email.body')}</Label>
              <TextArea
                id={`tpl-${k}-${l}`}
                rows={10}
                dir={l === 'ar' ? 'rtl' : 'ltr'}
                aria-invalid={formState.errors.templates?.[k]?.[l]?.body ? true : undefined}
                aria-describedby={formState.errors.templates?.[k]?.[l]?.body ? `tpl-${k}-${l}-error` : undefined}
                maxLength={SETTINGS_LIMITS.body}
                {...register(`templates.${k}.${l}.body`, { validate: templateRule(SETTINGS_LIMITS.body) })}
              />
              {formState.errors.templates?.[k]?.[l]?.body && (
                <FieldError id={`tpl-${k}-${l}-error`}>{formState.errors.templates[k][l].body.message}</FieldError>
              )}
            </FieldWrap>
          </div>
        )),
      )}
      <Hint>{t('email.placeholders', { list: MAIL_PLACEHOLDERS.map((p) => `{{${p}}}`).join(' ') })}</Hint>
      <FormActions>
        <Button type="submit" aria-disabled={save.isPending || undefined}>
          {save.isPending ? t('saving') : t('save')}
        </Button>
      </FormActions>
    </form>
  );
}

function Outbox() {
  const { t, i18n } = useTranslation('adminSettings');
  const [page, setPage] = useState(1);
  const outbox = useOutbox(page);
  const data = outbox.data;
  return (
    <section aria-labelledby="outbox-title" data-testid="outbox">
      <h3 id="outbox-title">{t('outbox.title')}</h3>
      <Hint>{t('outbox.description')}</Hint>
      {data && data.results.length === 0 && <p>{t('outbox.empty')}</p>}
      {data?.results.map((mail) => (
        <Mail key={mail.id} data-testid="outbox-mail">
          <summary>
            {formatDateTime(mail.createdAt, i18n.language)} · <bdi dir="ltr">{mail.to}</bdi> · {mail.subject} ·{' '}
            {t(`outbox.kinds.${mail.kind}`, { defaultValue: t('outbox.kinds.other') })}
            {mail.language ? ` · ${mail.language}` : ''}
          </summary>
          <pre dir={mail.language === 'ar' ? 'rtl' : 'ltr'}>{mail.body}</pre>
          {mail.attachments.map((a) => (
            <p key={a.filename}>
              <a href={`data:${a.contentType},${encodeURIComponent(a.content)}`} download={a.filename}>
                {t('outbox.attachment', { name: isolatedName(a.filename) })}
              </a>
            </p>
          ))}
        </Mail>
      ))}
      {data && data.pages > 1 && (
        <FormActions>
          <Button type="button" $variant="secondary" disabled={page <= 1} onClick={() => setPage(page - 1)}>
            {t('outbox.newer')}
          </Button>
          <Button type="button" $variant="secondary" disabled={page >= data.pages} onClick={() => setPage(page + 1)}>
            {t('outbox.older')}
          </Button>
        </FormActions>
      )}
    </section>
  );
}

/** Sender and templates (PUT /api/settings/email), and the outbox of what the site sent. */
export function NotificationsSection() {
  const { t } = useTranslation('adminSettings');
  const { query } = useEmailSettings();
  return (
    <SectionFrame id="notifications" title={t('email.title')} description={t('email.description')} query={query}>
      {query.data && <EmailForm value={query.data} />}
      <Outbox />
    </SectionFrame>
  );
}
