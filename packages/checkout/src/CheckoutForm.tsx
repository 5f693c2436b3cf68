import { useEffect, useMemo, useRef, useState, type ComponentProps, type FormEvent, type ReactNode } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { useQueryClient } from '@tanstack/react-query';
import styled from 'styled-components';
import {
  QUOTE_KEY,
  describeApiError,
  isApiErrorCode,
  refusalKind,
  type ApiErrorCode,
  type Booking,
  type BookingType,
} from '@trabzon/api-client';
import { todayIso } from '@trabzon/dates';
import { BILLING_ADDRESS_MAX, CHECKOUT_LIMITS, birthDateLimits } from '@trabzon/contracts/validation';
import { useSessionStore } from '@trabzon/stores';
import {
  Button,
  CheckboxLabel,
  DateField,
  FieldError,
  FieldWrap,
  FormMessage,
  Label,
  Select,
  TextArea,
  TextField,
  useSubmitOnce,
} from '@trabzon/ui';
import { formatDate, formatPrice, useTranslation } from '@trabzon/i18n';
import { Link, useLocation } from '@trabzon/router';
import './i18n';
import { REFUSALS_OF_TYPE, knownRefusalText, refusalText, showsApiText } from './refusals';
import {
  fieldFromApiPath,
  formatExpiry,
  groupCardNumber,
  initialValues,
  type CheckoutField,
  type CheckoutValues,
  type CheckoutVariant,
} from './model/values';
import { CHECKOUT_FIELD_ORDER, keyForServerMessage, validateField } from './model/validate';
import { nationalityOptions } from './model/countries';
import { useCreateBooking } from './useCreateBooking';
import { useCheckoutDraft } from './useCheckoutDraft';

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
  legend {
    font-weight: 700;
    padding-inline: ${({ theme }) => theme.space(1)};
  }
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

/**
 * The total beside the button: on a phone the page's price summary comes only after the form. A
 * checkout that gives its own `summary` (a flight's offer price) draws it with this too.
 */
export const TotalDue = styled.p`
  display: flex;
  justify-content: space-between;
  align-items: baseline;
  gap: ${({ theme }) => theme.space(3)};
  margin: 0;
  font-size: ${({ theme }) => theme.fontSize.lg}px;
  font-weight: 700;
`;

const Small = styled.p`
  margin: 0 0 ${({ theme }) => theme.space(3)};
  font-size: ${({ theme }) => theme.fontSize.sm}px;
  color: ${({ theme }) => theme.colors.textMuted};
`;

/** The text fields (the rest are selects, radios, a checkbox and day fields). */
type TextFieldName =
  'firstName' | 'lastName' | 'email' | 'phone' | 'documentNumber' | 'billingAddress' | 'cardNumber' | 'cardName' | 'expiryDate' | 'cvv';

function newKey(): string {
  return globalThis.crypto?.randomUUID?.() ?? `${Date.now()}-${Math.random().toString(36).slice(2)}`;
}

/** The API's refusal of a submitted booking, as it answered: worded only when shown. */
interface Refusal {
  status: number | null;
  /** What kind of failure it is (refusalKind): too many requests, another refusal, or none (a 5xx, a lost connection). */
  kind: ReturnType<typeof refusalKind>;
  /** The text key of a limit on unpaid bookings the API named, if it named one. */
  limitKey?: string;
  /** A 409 for a total changed since the summary showed it. */
  priceChanged: boolean;
  /** Whether the refusal's field errors were shown beside their fields. */
  fieldsNamed: boolean;
  serverMessage: string | null;
}

/**
 * Why the last submit did not book: fields to correct, or the API's refusal. Kept as keys and the
 * API's words, not as text, so the banner follows a change of language made after the submit.
 */
type Failure = 'fixFields' | Refusal;

type Translate = (key: string, values?: Record<string, string | number>) => string;

/**
 * What a refusal means for this form: a 409's own text for the type (a flight's changed price), or the
 * default's; and the booking type, whose refusals are read first (a stay's, not a transfer's, same words).
 */
interface ConflictWording {
  conflictText?: string;
  payAtVenue: boolean;
  type: BookingType;
}

/** Whether a refusal says no more than "fix the marked fields": its other reasons (session, limit, conflict) come first. */
function onlyNamesFields({ status, limitKey, fieldsNamed }: Refusal): boolean {
  return fieldsNamed && status !== 401 && status !== 409 && !limitKey;
}

/** Whether the failure's whole message is "fix the marked fields". */
function asksToFixFields(failure: Failure | null): boolean {
  return failure === 'fixFields' || (failure !== null && onlyNamesFields(failure));
}

/** What the checkout says when a booking failed, the most specific reason first, in the page's language now. */
function failureText(t: Translate, failure: Failure, { conflictText, payAtVenue, type }: ConflictWording): string {
  if (failure === 'fixFields' || onlyNamesFields(failure)) return t('errors.fixFields');
  const { status, kind, limitKey, priceChanged, serverMessage } = failure;
  const first = REFUSALS_OF_TYPE[type];
  // The session ended (signed out meanwhile): a retry would book as a guest, so say so.
  if (status === 401) return t('errors.sessionEnded');
  if (limitKey) return t(limitKey);
  // Too many requests without a limit of ours named: wait a moment, in the site's common words.
  if (kind === 'tooManyRequests') return t('common:refusal.tooManyRequests');
  if (status === 409) {
    if (priceChanged) return t('errors.priceChanged');
    // A refused table says why, in the page's language (a reason the checkout has no text for: on an English page only).
    if (payAtVenue) return [t('errors.tableTaken'), refusalText(t, serverMessage, {}, first)].filter(Boolean).join(' ');
    // A reason the checkout knows (the room taken for these dates, too few seats left on the departure, a flight
    // no longer sold) says it in the page's language, before the type's own text for a 409 (a flight's changed
    // price), which is not the reason then; any other is sold out, in the form's words.
    return knownRefusalText(t, serverMessage, {}, first) ?? conflictText ?? t('errors.soldOut');
  }
  // A refusal of the whole booking (a past date, a time not offered) says its reason, in the page's language;
  // one the checkout has no text for is not said in English on another page: the booking was not accepted.
  if (status === 400 && serverMessage) return refusalText(t, serverMessage, {}, first) ?? t('errors.refused');
  // What was booked is gone meanwhile (a hotel, room type, vehicle or package no longer offered): said, rather
  // than a "try again" that cannot help, when the checkout knows the reason.
  if (status === 404) return knownRefusalText(t, serverMessage, {}, first) ?? t('errors.failed');
  // A 5xx, a lost connection (or another refusal): the form's own words.
  return t('errors.failed');
}

/** The texts (checkout:errors.*) for the API's refusals of one more booking without payment. */
const UNPAID_LIMIT_KEYS: Partial<Record<ApiErrorCode, string>> = {
  UNPAID_LIMIT_PER_EMAIL: 'errors.unpaidPerEmail',
  UNPAID_LIMIT_PER_ADDRESS: 'errors.unpaidPerAddress',
  UNPAID_LIMIT_PER_HOTEL_NIGHT: 'errors.unpaidPerHotelNight',
};
/** A restaurant cannot be paid by card in advance: its texts do not offer that. */
const VENUE_LIMIT_KEYS: Partial<Record<ApiErrorCode, string>> = {
  UNPAID_LIMIT_PER_EMAIL: 'errors.unpaidPerEmailVenue',
  UNPAID_LIMIT_PER_ADDRESS: 'errors.unpaidPerAddressVenue',
};

/** Whether the customer has seen the price to confirm: a quoted booking waits for its total, loaded or failed. */
type PriceState = 'shown' | 'loading' | 'failed';

function priceState(quoted: boolean, quoteFailed: boolean, expectedTotal: number | undefined): PriceState {
  if (!quoted) return 'shown';
  if (quoteFailed) return 'failed';
  return expectedTotal === undefined ? 'loading' : 'shown';
}

/** The submit button's words: what it does, or why it cannot be used yet (without a total, a card would be charged a sum never shown). */
const SUBMIT_KEYS: Record<PriceState, string> = {
  shown: 'submit',
  loading: 'submitPriceLoading',
  failed: 'submitPriceFailed',
};

export interface CheckoutFormProps {
  /** The booking type the API should create. */
  type: BookingType;
  /** The type's own fields (hotel and dates, offer id, flight...), sent beside contact and payment. */
  details: Record<string, unknown>;
  /** `hotel` offers pay-at-property; `flight` adds the traveller document and the terms box; `restaurant` takes no card. */
  variant?: CheckoutVariant;
  /**
   * `flight`: the day the last flight lands (YYYY-MM-DD, at its airport). The traveller's document
   * must still be valid then, and the message says which day; without it, only today is checked.
   */
  lastFlightDay?: string;
  /** `flight`: the day the first flight leaves (YYYY-MM-DD, at its airport): the traveller must be an adult then. */
  firstFlightDay?: string;
  /**
   * What a 409 means for this type (default: sold out for the dates), e.g. "the price changed": for a 409
   * whose reason the checkout has no text of its own for (BOOKING_REFUSALS).
   */
  conflictText?: string;
  /** Extra content above the button, e.g. the price summary. */
  summary?: ReactNode;
  /** A type's own fields inside the form, after the traveller section (a flight's other passengers). */
  extra?: CheckoutExtra;
  /**
   * The total, tax included, the summary shows: sent with the booking, so a price changed meanwhile
   * is refused (409 PRICE_CHANGED) and the summary loads the new one, instead of charging more.
   * Undefined while the quote loads (or when it failed): a quoted booking is not sent without it.
   */
  expectedTotal?: number;
  /**
   * Whether the booking is priced by the server's quote, whose total (`expectedTotal`) the customer
   * must have seen before anything is sent. Default: true, but for the `restaurant` variant (a table
   * is free: nothing is paid online, so there is no total to confirm) and the `flight` variant (the
   * offer's own price is shown; the API prices it again and refuses a change, 409).
   */
  quoted?: boolean;
  /** The quote could not be loaded (its summary offers a retry): the button says so, rather than that it waits. */
  quoteFailed?: boolean;
  /** Values to start from (e.g. special requests typed on the previous screen). */
  defaults?: Partial<Pick<CheckoutValues, 'specialRequests'>>;
  onBooked: (booking: Booking) => void;
}

/** Fields a booking type adds to the checkout, with their own checks and messages. */
export interface CheckoutExtra {
  fields: ReactNode;
  /**
   * Checks them on submit, beside the form's values (e.g. the contact's document), and marks what is
   * wrong; false stops the booking (the form's own fields are still checked).
   */
  validate: (values: CheckoutValues) => boolean;
  /** Shows the API's 400 `fields` this form has none of (e.g. `otherTravellers.0.firstName`); answers how many it showed. */
  showServerFields: (fields: Record<string, string>) => number;
  /**
   * Whether any of these fields is marked now: once none is (nor any of the form's), "fix the marked
   * fields" goes. Without it, a summary that these fields took part in stays until the next submit.
   */
  marked?: boolean;
}

/**
 * The one checkout form every vertical uses: contact, (traveller,) special requests, payment and
 * terms, validated as each field is left (react-hook-form, mode onTouched, with the API's rules from
 * contracts) and on submit, then sent to POST /api/bookings with an
 * idempotency key so a double submit cannot book twice. The server prices it: a quoted booking is
 * sent only once the quote's total is shown, with that total, which the server checks against its own.
 */
export function CheckoutForm({
  type,
  details,
  variant = 'standard',
  lastFlightDay = '',
  firstFlightDay = '',
  conflictText,
  expectedTotal,
  quoted = variant !== 'restaurant' && variant !== 'flight',
  quoteFailed = false,
  summary,
  extra,
  defaults,
  onBooked,
}: CheckoutFormProps) {
  const { t, i18n } = useTranslation('checkout');
  const user = useSessionStore((s) => s.user);
  const payAtVenue = variant === 'restaurant';
  // What was typed for this booking in this tab (Back/Forward, a reload): it was started from the
  // profile and the defaults (the page's address, part of its key, carries them), so it wins over both.
  const { restored: draftValues, save: saveDraft, clear: clearDraft } = useCheckoutDraft(type, details);
  const { control, handleSubmit, setError, setFocus, watch, getValues, formState } = useForm<CheckoutValues>({
    mode: 'onTouched',
    defaultValues: {
      ...initialValues(user ?? undefined),
      // Nothing is paid online at a restaurant: the bill is settled at the venue.
      ...(payAtVenue ? { paymentMethod: 'payAtHotel' as const } : {}),
      ...defaults,
      ...draftValues,
    },
    shouldFocusError: false,
  });
  useEffect(() => {
    const subscription = watch((values) => saveDraft(values));
    return () => subscription.unsubscribe();
  }, [watch, saveDraft]);
  const { errors } = formState;
  const book = useCreateBooking();
  const queryClient = useQueryClient();
  const busy = book.isPending;
  // Set as a booking is sent, before the re-render that makes `busy` true: a second press meanwhile sends nothing.
  const { isSending, once } = useSubmitOnce();
  const [failure, setFailure] = useState<Failure | null>(null);
  // Whether the type's own fields were marked by the last submit: they may still be, unless they say otherwise.
  const [extraRefused, setExtraRefused] = useState(false);
  const anyMarked = Object.keys(errors).length > 0 || (extra?.marked ?? extraRefused);
  // "Fix the marked fields" goes once the last marked field is corrected, not at the next submit.
  // Adjusted as the marks change (not in an effect): the submit that marks them shows it at once.
  const [wasMarked, setWasMarked] = useState(anyMarked);
  if (anyMarked !== wasMarked) {
    setWasMarked(anyMarked);
    if (!anyMarked && asksToFixFields(failure)) setFailure(null);
  }
  const sessionEnded = failure !== null && failure !== 'fixFields' && failure.status === 401;
  const price = priceState(quoted, quoteFailed, expectedTotal);
  const location = useLocation();
  // One key per intended booking: kept across retries of the same submission, renewed after a failure is fixed.
  const idempotencyKey = useRef(newKey());
  const allowPayAtProperty = variant === 'hotel';
  const paymentMethod = watch('paymentMethod');
  const nationalities = useMemo(() => nationalityOptions(i18n.language), [i18n.language]);

  /** The form's rule for a field (the API's own, from contracts): true, or the key of its message. */
  const rule = (field: CheckoutField) => ({
    validate: (_value: unknown, all: CheckoutValues) =>
      validateField(field, all, variant, new Date(), lastFlightDay, firstFlightDay) ?? true,
  });

  const focusFirst = (fields: readonly string[]) => {
    const first = CHECKOUT_FIELD_ORDER.find((field) => fields.includes(field));
    if (first) setFocus(first);
  };

  const send = once(async (values: CheckoutValues) => {
    setFailure(null);
    setExtraRefused(false);
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
              agreeTerms: values.agreeTerms,
            }
          : {};
      const booking = await book.mutateAsync({
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
        ...(expectedTotal !== undefined ? { expectedTotal } : {}),
      });
      // Booked: a return to this checkout starts afresh (its page shows the confirmation meanwhile).
      clearDraft();
      onBooked(booking);
    } catch (error) {
      const { status, code, fields, message: serverMessage } = describeApiError(error);
      const named: CheckoutField[] = [];
      const others: Record<string, string> = {};
      for (const [path, message] of Object.entries(fields)) {
        const field = fieldFromApiPath(path);
        if (!field) {
          others[path] = message;
          continue;
        }
        setError(field, { type: 'server', message: keyForServerMessage(message) });
        named.push(field);
      }
      focusFirst(named);
      const namedByExtra = extra && Object.keys(others).length > 0 ? extra.showServerFields(others) : 0;
      setExtraRefused(namedByExtra > 0);
      // A refused unpaid booking says which limit and what to do (paying by card is not limited).
      const limitKey = isApiErrorCode(code) ? (payAtVenue ? VENUE_LIMIT_KEYS : UNPAID_LIMIT_KEYS)[code] : undefined;
      const priceChanged = code === 'PRICE_CHANGED';
      // The summary loads the new total, which the customer then confirms (or not).
      if (priceChanged) void queryClient.invalidateQueries({ queryKey: QUOTE_KEY });
      setFailure({
        status,
        kind: refusalKind(error),
        limitKey,
        priceChanged,
        fieldsNamed: named.length + namedByExtra > 0,
        serverMessage: serverMessage ?? null,
      });
      if (status !== null && status < 500) idempotencyKey.current = newKey();
    }
  });

  const refuse = (found: readonly string[]) => {
    setFailure('fixFields');
    focusFirst(found);
  };
  // The type's own fields are checked first (they focus their first wrong one); the form's own
  // fields are then checked either way, so one submit marks everything, and nothing is sent while
  // either has a fault.
  const submit = (event: FormEvent<HTMLFormElement>) => {
    // A booking under way (a second press or Enter), or no price shown yet: nothing is checked or sent.
    if (isSending() || price !== 'shown') {
      event.preventDefault();
      return;
    }
    const extraValid = extra ? extra.validate(getValues()) : true;
    setExtraRefused(!extraValid);
    return handleSubmit(
      (values) => (extraValid ? send(values) : refuse([])),
      (found) => refuse(Object.keys(found)),
    )(event);
  };

  /** A message key's text; the lapse one names the last flight's day (isolated, as mf-flights writes it: an Arabic sentence keeps it whole). */
  const errorText = (key: string) => {
    if (key !== 'documentExpiryLapses') return t(`errors.${key}`, { max: CHECKOUT_LIMITS.name });
    // The API's lapse refusal on a form not told the last flight's day: the undated "valid on the day of travel".
    if (!lastFlightDay) return t('errors.documentExpiry');
    return t('errors.documentExpiryLapses', { date: `\u2068${formatDate(lastFlightDay, i18n.language)}\u2069` });
  };
  const message = (field: CheckoutField) => {
    const key = errors[field]?.message;
    // Keys are translated; a server message with no key of ours is shown as the server wrote it on an
    // English page, and is not shown in English on another.
    if (!key) return undefined;
    if (!key.includes(' ')) return errorText(key);
    return showsApiText(i18n.language) ? key : t('errors.checkField');
  };

  /** A text field bound to the form; `format` rewrites what is typed (card number groups, MM/YY). */
  const text = (
    field: TextFieldName,
    label: string,
    extra: Partial<ComponentProps<typeof TextField>> = {},
    format?: (raw: string) => string,
  ) => (
    <Controller
      name={field}
      control={control}
      rules={rule(field)}
      render={({ field: bound }) => (
        <TextField
          {...extra}
          ref={bound.ref}
          name={bound.name}
          label={label}
          value={bound.value}
          error={message(field)}
          onChange={(e) => bound.onChange(format ? format(e.target.value) : e.target.value)}
          onBlur={bound.onBlur}
        />
      )}
    />
  );

  /** A day field (traveller's birth date, document expiry): typed in the language's format, left to right. */
  const day = (field: 'dateOfBirth' | 'documentExpiry', label: string, limits: { min?: string; max?: string } = {}) => (
    <Controller
      name={field}
      control={control}
      rules={rule(field)}
      render={({ field: bound }) => (
        <DateField
          ref={bound.ref}
          name={bound.name}
          label={label}
          value={bound.value}
          error={message(field)}
          onChange={bound.onChange}
          onBlur={bound.onBlur}
          {...limits}
        />
      )}
    />
  );

  const today = todayIso();

  return (
    <Form onSubmit={submit} noValidate data-testid="checkout-form" aria-busy={busy}>
      <fieldset>
        <legend>{t('contact.title')}</legend>
        <Row>
          {text('firstName', t('contact.firstName'), { autoComplete: 'given-name' })}
          {text('lastName', t('contact.lastName'), { autoComplete: 'family-name' })}
        </Row>
        <Row>
          {text('email', t('contact.email'), { type: 'email', autoComplete: 'email', dir: 'ltr' })}
          {text('phone', t('contact.phone'), { type: 'tel', autoComplete: 'tel', dir: 'ltr', hint: t('contact.phoneHint') })}
        </Row>
      </fieldset>

      {variant === 'flight' && (
        <fieldset>
          <legend>{t('traveller.title')}</legend>
          <Row>
            {day('dateOfBirth', t('traveller.dateOfBirth'), birthDateLimits(today))}
            <Controller
              name="nationality"
              control={control}
              render={({ field }) => (
                <FieldWrap>
                  <Label htmlFor="checkout-nationality">{t('traveller.nationality')}</Label>
                  <Select id="checkout-nationality" {...field}>
                    {nationalities.map(({ code, name }) => (
                      <option key={code} value={code}>
                        {name}
                      </option>
                    ))}
                  </Select>
                </FieldWrap>
              )}
            />
          </Row>
          <Row>
            <Controller
              name="documentType"
              control={control}
              render={({ field }) => (
                <FieldWrap>
                  <Label htmlFor="checkout-document-type">{t('traveller.documentType')}</Label>
                  <Select id="checkout-document-type" {...field}>
                    <option value="passport">{t('traveller.documentTypes.passport')}</option>
                    <option value="idCard">{t('traveller.documentTypes.idCard')}</option>
                  </Select>
                </FieldWrap>
              )}
            />
            {text('documentNumber', t('traveller.documentNumber'), { dir: 'ltr' })}
            {/* No min=today: the field's own "on or after" would hide the clearer expired / lapses messages. */}
            {day('documentExpiry', t('traveller.documentExpiry'))}
          </Row>
          {text('billingAddress', t('traveller.billingAddress'), { autoComplete: 'street-address', maxLength: BILLING_ADDRESS_MAX })}
        </fieldset>
      )}
      {extra?.fields}

      <Controller
        name="specialRequests"
        control={control}
        render={({ field }) => (
          <FieldWrap>
            <Label htmlFor="checkout-special-requests">{t('specialRequests.label')}</Label>
            <TextArea id="checkout-special-requests" maxLength={1000} placeholder={t('specialRequests.hint')} {...field} />
          </FieldWrap>
        )}
      />

      <fieldset>
        <legend>{t('payment.title')}</legend>
        {allowPayAtProperty && (
          <Controller
            name="paymentMethod"
            control={control}
            render={({ field }) => (
              <Methods role="radiogroup" aria-label={t('payment.method')}>
                {(['creditCard', 'payAtHotel'] as const).map((method) => (
                  <CheckboxLabel key={method}>
                    <input
                      type="radio"
                      name={field.name}
                      value={method}
                      checked={field.value === method}
                      onChange={() => field.onChange(method)}
                      onBlur={field.onBlur}
                    />
                    {t(`payment.${method}`)}
                  </CheckboxLabel>
                ))}
              </Methods>
            )}
          />
        )}
        {paymentMethod === 'creditCard' ? (
          <>
            {text('cardNumber', t('payment.cardNumber'), { inputMode: 'numeric', autoComplete: 'cc-number', dir: 'ltr' }, groupCardNumber)}
            {text('cardName', t('payment.cardName'), { autoComplete: 'cc-name' })}
            <Row>
              {text(
                'expiryDate',
                t('payment.expiryDate'),
                { inputMode: 'numeric', autoComplete: 'cc-exp', placeholder: t('payment.expiryPlaceholder'), dir: 'ltr' },
                formatExpiry,
              )}
              {text(
                'cvv',
                t('payment.cvv'),
                { inputMode: 'numeric', autoComplete: 'cc-csc', maxLength: 4, dir: 'ltr', type: 'password' },
                (raw) => raw.replace(/\D/g, '').slice(0, 4),
              )}
            </Row>
            <Small>{t('payment.secure')}</Small>
          </>
        ) : (
          <Small>{payAtVenue ? t('payment.payAtRestaurantHint') : t('payment.payAtHotelHint')}</Small>
        )}
      </fieldset>

      {variant === 'flight' && (
        <Controller
          name="agreeTerms"
          control={control}
          rules={rule('agreeTerms')}
          render={({ field }) => (
            <FieldWrap>
              <CheckboxLabel>
                <input
                  ref={field.ref}
                  type="checkbox"
                  name={field.name}
                  checked={field.value}
                  aria-invalid={errors.agreeTerms ? true : undefined}
                  aria-describedby={errors.agreeTerms ? 'checkout-agreeTerms-error' : undefined}
                  onChange={(e) => field.onChange(e.target.checked)}
                  onBlur={field.onBlur}
                />
                <span>
                  {t('terms.agree')} (
                  <a href="/terms" target="_blank" rel="noopener">
                    {t('terms.termsLink')}
                  </a>
                  {t('terms.separator')}
                  <a href="/contract" target="_blank" rel="noopener">
                    {t('terms.contractLink')}
                  </a>
                  )
                </span>
              </CheckboxLabel>
              {errors.agreeTerms && <FieldError id="checkout-agreeTerms-error">{message('agreeTerms')}</FieldError>}
            </FieldWrap>
          )}
        />
      )}

      {summary}
      {/* A summary given to the form shows the total itself, right here. */}
      {summary === undefined && expectedTotal !== undefined && expectedTotal > 0 && (
        <TotalDue data-testid="checkout-total">
          <span>{t('summary.total')}</span>
          <span>{formatPrice(expectedTotal, i18n.language)}</span>
        </TotalDue>
      )}
      {/* Why the booking was not made, beside the button just pressed (at the form's top it was out of view). */}
      {failure && (
        <FormMessage $tone="error" data-testid="checkout-error">
          {failureText(t, failure, { conflictText, payAtVenue, type })}
          {sessionEnded && (
            <>
              {' '}
              <Link to={`/login?redirect=${encodeURIComponent(`${location.pathname}${location.search}`)}`}>{t('errors.signInAgain')}</Link>
            </>
          )}
        </FormMessage>
      )}
      {/*
        aria-disabled, not disabled, while sending or without a price: a disabled button drops the
        keyboard's focus to <body>, where a failure would leave it. Its words say why it cannot be used yet.
      */}
      <Button type="submit" $block aria-disabled={busy || price !== 'shown' || undefined} data-testid="checkout-submit">
        {t(busy ? 'submitting' : SUBMIT_KEYS[price])}
      </Button>
    </Form>
  );
}
