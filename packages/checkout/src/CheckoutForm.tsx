import { useMemo, useRef, useState, type FormEvent, type ReactNode } from 'react';
import styled from 'styled-components';
import { bookingsApi, describeApiError, type Booking, type BookingType } from '@trabzon/api-client';
import { useSessionStore } from '@trabzon/stores';
import { Button, CheckboxLabel, FieldError, FieldWrap, FormMessage, Label, Select, TextArea, TextField } from '@trabzon/ui';
import { useTranslation } from '@trabzon/i18n';
import './i18n';
import {
  fieldFromApiPath,
  formatExpiry,
  groupCardNumber,
  initialValues,
  type CheckoutErrors,
  type CheckoutField,
  type CheckoutValues,
  type CheckoutVariant,
} from './model/values';
import { keyForServerMessage, validateCheckoutForm, validateField } from './model/validate';

const Form = styled.form`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space(2)};
  fieldset {
    border: 1px solid ${({ theme }) => theme.colors.surfaceAlt};
    border-radius: ${({ theme }) => theme.radius.md};
    padding: ${({ theme }) => theme.space(4)};
    margin: 0 0 ${({ theme }) => theme.space(3)};
  }
  legend { font-weight: 700; padding-inline: ${({ theme }) => theme.space(1)}; }
`;

const Row = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space(3)};
  grid-template-columns: repeat(auto-fit, minmax(180px, 1fr));
`;

const Methods = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space(4)};
  margin-block-end: ${({ theme }) => theme.space(3)};
`;

const Small = styled.p`
  margin: 0 0 ${({ theme }) => theme.space(3)};
  font-size: ${({ theme }) => theme.fontSize.sm}px;
  color: ${({ theme }) => theme.colors.textMuted};
`;

const NATIONALITIES = ['TR', 'SA', 'AE', 'KW', 'QA', 'BH', 'OM', 'IQ', 'JO', 'LB', 'EG', 'IR', 'AZ', 'GE', 'RU', 'UA', 'DE', 'GB', 'NL', 'FR', 'US'];

function newKey(): string {
  return globalThis.crypto?.randomUUID?.() ?? `${Date.now()}-${Math.random().toString(36).slice(2)}`;
}

export interface CheckoutFormProps {
  /** The booking type the API should create. */
  type: BookingType;
  /** The type's own fields (hotel and dates, offer id, flight...), sent beside contact and payment. */
  details: Record<string, unknown>;
  /** `hotel` offers pay-at-property; `flight` adds the traveller document and the terms box; `restaurant` takes no card. */
  variant?: CheckoutVariant;
  /** What a 409 means for this type (default: sold out for the dates), e.g. "the price changed". */
  conflictText?: string;
  /** Extra content above the button, e.g. the price summary. */
  summary?: ReactNode;
  /** Values to start from (e.g. special requests typed on the previous screen). */
  defaults?: Partial<Pick<CheckoutValues, 'specialRequests'>>;
  onBooked: (booking: Booking) => void;
}

/**
 * The one checkout form every vertical uses: contact, (traveller,) special requests, payment and
 * terms, validated as each field is left and on submit, then sent to POST /api/bookings with an
 * idempotency key so a double submit cannot book twice. The server prices it; the form never sends
 * a total.
 */
export function CheckoutForm({ type, details, variant = 'standard', conflictText, summary, defaults, onBooked }: CheckoutFormProps) {
  const { t } = useTranslation('checkout');
  const user = useSessionStore((s) => s.user);
  const payAtVenue = variant === 'restaurant';
  const [values, setValues] = useState<CheckoutValues>(() => ({
    ...initialValues(user ?? undefined),
    ...(payAtVenue ? { paymentMethod: 'payAtHotel' as const } : {}),
    ...defaults,
  }));
  const [errors, setErrors] = useState<CheckoutErrors>({});
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  // One key per intended booking: kept across retries of the same submission, renewed after a failure is fixed.
  const idempotencyKey = useRef(newKey());
  const formRef = useRef<HTMLFormElement>(null);
  const allowPayAtProperty = variant === 'hotel';

  const set = <K extends CheckoutField>(field: K, value: CheckoutValues[K]) => {
    setValues((current) => ({ ...current, [field]: value }));
    if (errors[field]) setErrors((current) => ({ ...current, [field]: undefined }));
  };

  // Leaving a field only ever adds its error (typing clears it): removing one on blur would shift
  // the layout between mouse-down and mouse-up on the submit button and swallow the click.
  const leave = (field: CheckoutField) => {
    const message = validateField(field, values, variant);
    if (message) setErrors((current) => ({ ...current, [field]: message }));
  };

  const focusFirstError = (found: CheckoutErrors) => {
    const first = Object.keys(found)[0];
    if (first) formRef.current?.querySelector<HTMLElement>(`[name="${first}"]`)?.focus();
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (busy) return;
    const found = validateCheckoutForm(values, variant);
    setErrors(found);
    if (Object.keys(found).length > 0) {
      setFailure(t('errors.fixFields'));
      focusFirstError(found);
      return;
    }
    setBusy(true);
    setFailure(null);
    try {
      const card = values.paymentMethod === 'creditCard';
      const traveller =
        variant === 'flight'
          ? {
              traveller: {
                dateOfBirth: values.dateOfBirth,
                nationality: values.nationality,
                documentType: values.documentType,
                documentNumber: values.documentNumber.trim(),
                documentExpiry: values.documentExpiry,
              },
              billingAddress: values.billingAddress.trim(),
            }
          : {};
      const booking = await bookingsApi.create({
        type,
        ...details,
        ...traveller,
        contact: {
          firstName: values.firstName.trim(),
          lastName: values.lastName.trim(),
          email: values.email.trim(),
          phone: values.phone.trim(),
        },
        specialRequests: values.specialRequests.trim() || undefined,
        payment: card
          ? {
              method: 'creditCard',
              cardNumber: values.cardNumber.replace(/\s/g, ''),
              cardName: values.cardName.trim(),
              expiryDate: values.expiryDate,
              cvv: values.cvv,
            }
          : { method: 'payAtHotel' },
        idempotencyKey: idempotencyKey.current,
      });
      onBooked(booking);
    } catch (error) {
      const { status, fields, message: serverMessage } = describeApiError(error);
      const serverErrors: CheckoutErrors = {};
      for (const [path, message] of Object.entries(fields)) {
        const field = fieldFromApiPath(path);
        if (field) serverErrors[field] = keyForServerMessage(message);
      }
      setErrors(serverErrors);
      focusFirstError(serverErrors);
      const venueConflict = payAtVenue ? [t('errors.tableTaken'), serverMessage].filter(Boolean).join(' ') : null;
      setFailure(
        status === 409 ? (conflictText ?? venueConflict ?? t('errors.soldOut')) : Object.keys(serverErrors).length ? t('errors.fixFields') : t('errors.failed'),
      );
      if (status !== null && status < 500) idempotencyKey.current = newKey();
    } finally {
      setBusy(false);
    }
  };

  const message = (field: CheckoutField) => {
    const key = errors[field];
    // Keys are translated; a server message with no key of ours is shown as the server wrote it.
    return key ? (key.includes(' ') ? key : t(`errors.${key}`)) : undefined;
  };
  const text = (field: CheckoutField, label: string, extra: Record<string, unknown> = {}) => ({
    name: field,
    label,
    value: values[field] as string,
    error: message(field),
    onChange: (e: { target: { value: string } }) => set(field, e.target.value as never),
    onBlur: () => leave(field),
    ...extra,
  });

  const today = useMemo(() => new Date().toISOString().slice(0, 10), []);

  return (
    <Form ref={formRef} onSubmit={submit} noValidate data-testid="checkout-form" aria-busy={busy}>
      {failure && (
        <FormMessage $tone="error" data-testid="checkout-error">
          {failure}
        </FormMessage>
      )}
      <fieldset>
        <legend>{t('contact.title')}</legend>
        <Row>
          <TextField {...text('firstName', t('contact.firstName'), { autoComplete: 'given-name' })} />
          <TextField {...text('lastName', t('contact.lastName'), { autoComplete: 'family-name' })} />
        </Row>
        <Row>
          <TextField {...text('email', t('contact.email'), { type: 'email', autoComplete: 'email', dir: 'ltr' })} />
          <TextField {...text('phone', t('contact.phone'), { type: 'tel', autoComplete: 'tel', dir: 'ltr', hint: t('contact.phoneHint') })} />
        </Row>
      </fieldset>

      {variant === 'flight' && (
        <fieldset>
          <legend>{t('traveller.title')}</legend>
          <Row>
            <TextField {...text('dateOfBirth', t('traveller.dateOfBirth'), { type: 'date', max: today })} />
            <FieldWrap>
              <Label htmlFor="checkout-nationality">{t('traveller.nationality')}</Label>
              <Select id="checkout-nationality" name="nationality" value={values.nationality} onChange={(e) => set('nationality', e.target.value)}>
                {NATIONALITIES.map((code) => (
                  <option key={code} value={code}>
                    {code}
                  </option>
                ))}
              </Select>
            </FieldWrap>
          </Row>
          <Row>
            <FieldWrap>
              <Label htmlFor="checkout-document-type">{t('traveller.documentType')}</Label>
              <Select
                id="checkout-document-type"
                name="documentType"
                value={values.documentType}
                onChange={(e) => set('documentType', e.target.value as CheckoutValues['documentType'])}
              >
                <option value="passport">{t('traveller.documentTypes.passport')}</option>
                <option value="idCard">{t('traveller.documentTypes.idCard')}</option>
              </Select>
            </FieldWrap>
            <TextField {...text('documentNumber', t('traveller.documentNumber'), { dir: 'ltr' })} />
            <TextField {...text('documentExpiry', t('traveller.documentExpiry'), { type: 'date', min: today })} />
          </Row>
          <TextField {...text('billingAddress', t('traveller.billingAddress'), { autoComplete: 'street-address', maxLength: 300 })} />
        </fieldset>
      )}

      <FieldWrap>
        <Label htmlFor="checkout-special-requests">{t('specialRequests.label')}</Label>
        <TextArea
          id="checkout-special-requests"
          name="specialRequests"
          maxLength={1000}
          placeholder={t('specialRequests.hint')}
          value={values.specialRequests}
          onChange={(e) => set('specialRequests', e.target.value)}
        />
      </FieldWrap>

      <fieldset>
        <legend>{t('payment.title')}</legend>
        {allowPayAtProperty && (
          <Methods role="radiogroup" aria-label={t('payment.method')}>
            {(['creditCard', 'payAtHotel'] as const).map((method) => (
              <CheckboxLabel key={method}>
                <input
                  type="radio"
                  name="paymentMethod"
                  value={method}
                  checked={values.paymentMethod === method}
                  onChange={() => set('paymentMethod', method)}
                />
                {t(`payment.${method}`)}
              </CheckboxLabel>
            ))}
          </Methods>
        )}
        {values.paymentMethod === 'creditCard' ? (
          <>
            <TextField
              {...text('cardNumber', t('payment.cardNumber'), { inputMode: 'numeric', autoComplete: 'cc-number', dir: 'ltr' })}
              onChange={(e) => set('cardNumber', groupCardNumber(e.target.value))}
            />
            <TextField {...text('cardName', t('payment.cardName'), { autoComplete: 'cc-name' })} />
            <Row>
              <TextField
                {...text('expiryDate', t('payment.expiryDate'), { inputMode: 'numeric', autoComplete: 'cc-exp', placeholder: 'MM/YY', dir: 'ltr' })}
                onChange={(e) => set('expiryDate', formatExpiry(e.target.value))}
              />
              <TextField
                {...text('cvv', t('payment.cvv'), { inputMode: 'numeric', autoComplete: 'cc-csc', maxLength: 4, dir: 'ltr', type: 'password' })}
                onChange={(e) => set('cvv', e.target.value.replace(/\D/g, '').slice(0, 4))}
              />
            </Row>
            <Small>{t('payment.secure')}</Small>
          </>
        ) : (
          <Small>{payAtVenue ? t('payment.payAtRestaurantHint') : t('payment.payAtHotelHint')}</Small>
        )}
      </fieldset>

      {variant === 'flight' && (
        <FieldWrap>
          <CheckboxLabel>
            <input
              type="checkbox"
              name="agreeTerms"
              checked={values.agreeTerms}
              aria-invalid={errors.agreeTerms ? true : undefined}
              onChange={(e) => set('agreeTerms', e.target.checked)}
            />
            <span>
              {t('terms.agree')} (
              <a href="/terms" target="_blank" rel="noopener">
                {t('terms.termsLink')}
              </a>
              ,{' '}
              <a href="/contract" target="_blank" rel="noopener">
                {t('terms.contractLink')}
              </a>
              )
            </span>
          </CheckboxLabel>
          {errors.agreeTerms && <FieldError>{message('agreeTerms')}</FieldError>}
        </FieldWrap>
      )}

      {summary}
      <Button type="submit" $block disabled={busy} data-testid="checkout-submit">
        {busy ? t('submitting') : t('submit')}
      </Button>
    </Form>
  );
}
