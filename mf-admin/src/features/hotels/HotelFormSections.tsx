import styled from 'styled-components';
import { CheckboxLabel, TextField } from '@trabzon/ui';
import { useTranslation } from '@trabzon/i18n';
import type { Destination } from '@trabzon/contracts';
import {
  CONTACT_EMAIL_MAX_LENGTH,
  CONTACT_PHONE_MAX_LENGTH,
  CONTACT_WEBSITE_MAX_LENGTH,
  HOTEL_CITY_MAX_LENGTH,
  HOTEL_COUNTRY_MAX_LENGTH,
  HOTEL_STREET_MAX_LENGTH,
  IMAGES_MAX,
} from '@trabzon/contracts/constants';
import { FieldGrid, FormSection, SelectField, TextAreaField, TranslatedFields } from '../../components/fields';
import type { TextLanguage } from '../../lib/translated';
import { imageAddressProblem, imageListProblem } from '../../lib/imageList';
import { useImageProblemText } from '../../lib/useImageProblemText';
import { isolatedName } from '../../lib/bidi';
import { PAYMENT_OPTIONS, hotelErrorMax, type HotelErrors, type HotelField, type HotelFormValues } from './model/hotelForm';

export type SetHotelField = <K extends keyof HotelFormValues>(key: K, value: HotelFormValues[K]) => void;

export interface SectionProps {
  values: HotelFormValues;
  set: SetHotelField;
  errors: HotelErrors;
  /** The id of a field's control (validation focuses it). */
  idOf: (field: HotelField | keyof HotelFormValues) => string;
}

const Checks = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space(4)};
  margin-block-end: ${({ theme }) => theme.space(4)};
`;

function useTexts(errors: HotelErrors) {
  const { t } = useTranslation('admin');
  const languages: Record<TextLanguage, string> = { en: t('languages.en'), tr: t('languages.tr'), ar: t('languages.ar') };
  /** A field's error in the page's language; a limit's names the number (`{{max}}`). */
  const error = (field: HotelField) => {
    const key = errors[field];
    return key ? t(`hotels.form.errors.${key}`, { max: hotelErrorMax(field, key) }) : null;
  };
  return { t, languages, error };
}

export function BasicsSection({ values, set, errors, idOf, destinations }: SectionProps & { destinations: Destination[] }) {
  const { t, languages, error } = useTexts(errors);
  return (
    <>
      <TranslatedFields
        legend={t('hotels.form.name')}
        languageLabels={languages}
        value={values.name}
        onChange={(value) => set('name', value)}
        id={idOf('name')}
        error={error('name')}
        required
        testId="hotel-name"
      />
      <TranslatedFields
        legend={t('hotels.form.description')}
        languageLabels={languages}
        value={values.description}
        onChange={(value) => set('description', value)}
        id={idOf('description')}
        error={error('description')}
        multiline
        required
        testId="hotel-description"
      />
      <FieldGrid>
        <SelectField
          label={t('hotels.form.stars')}
          id={idOf('starRating')}
          value={values.starRating}
          error={error('starRating')}
          onChange={(e) => set('starRating', e.target.value)}
        >
          {[1, 2, 3, 4, 5].map((stars) => (
            <option key={stars} value={String(stars)}>
              {`${stars} ★`}
            </option>
          ))}
        </SelectField>
        <SelectField
          label={t('hotels.form.destination')}
          id={idOf('destination')}
          value={values.destination}
          onChange={(e) => set('destination', e.target.value)}
        >
          <option value="">{t('hotels.form.noDestination')}</option>
          {destinations.map((destination) => (
            <option key={destination._id} value={destination._id}>
              {destination.country ? `${isolatedName(destination.name)}, ${isolatedName(destination.country)}` : destination.name}
            </option>
          ))}
        </SelectField>
      </FieldGrid>
      <Checks>
        <CheckboxLabel>
          <input type="checkbox" checked={values.featured} onChange={(e) => set('featured', e.target.checked)} />
          {t('hotels.form.featured')}
        </CheckboxLabel>
        <CheckboxLabel>
          <input type="checkbox" checked={values.active} onChange={(e) => set('active', e.target.checked)} />
          {t('hotels.form.active')}
        </CheckboxLabel>
      </Checks>
    </>
  );
}

export function AddressContactSection({ values, set, errors, idOf }: SectionProps) {
  const { t, error } = useTexts(errors);
  return (
    <>
      <FormSection>
        <legend>{t('hotels.form.sections.address')}</legend>
        <TextField
          label={t('hotels.form.street')}
          id={idOf('street')}
          value={values.street}
          maxLength={HOTEL_STREET_MAX_LENGTH}
          error={error('street')}
          onChange={(e) => set('street', e.target.value)}
        />
        <FieldGrid>
          <TextField
            label={t('hotels.form.city')}
            id={idOf('city')}
            value={values.city}
            maxLength={HOTEL_CITY_MAX_LENGTH}
            required
            error={error('city')}
            onChange={(e) => set('city', e.target.value)}
          />
          <TextField
            label={t('hotels.form.country')}
            id={idOf('country')}
            value={values.country}
            maxLength={HOTEL_COUNTRY_MAX_LENGTH}
            required
            error={error('country')}
            onChange={(e) => set('country', e.target.value)}
          />
        </FieldGrid>
      </FormSection>
      <FormSection>
        <legend>{t('hotels.form.sections.contact')}</legend>
        <FieldGrid>
          <TextField
            label={t('hotels.form.phone')}
            id={idOf('phone')}
            type="tel"
            maxLength={CONTACT_PHONE_MAX_LENGTH}
            value={values.phone}
            error={error('phone')}
            onChange={(e) => set('phone', e.target.value)}
          />
          <TextField
            label={t('hotels.form.email')}
            id={idOf('email')}
            type="email"
            maxLength={CONTACT_EMAIL_MAX_LENGTH}
            value={values.email}
            error={error('email')}
            onChange={(e) => set('email', e.target.value)}
          />
          <TextField
            label={t('hotels.form.website')}
            id={idOf('website')}
            type="url"
            maxLength={CONTACT_WEBSITE_MAX_LENGTH}
            value={values.website}
            error={error('website')}
            onChange={(e) => set('website', e.target.value)}
          />
        </FieldGrid>
      </FormSection>
      <FormSection>
        <legend>{t('hotels.form.sections.stay')}</legend>
        <FieldGrid>
          <TextField
            label={t('hotels.form.checkIn')}
            id={idOf('checkInTime')}
            type="time"
            value={values.checkInTime}
            error={error('checkInTime')}
            onChange={(e) => set('checkInTime', e.target.value)}
          />
          <TextField
            label={t('hotels.form.checkOut')}
            id={idOf('checkOutTime')}
            type="time"
            value={values.checkOutTime}
            error={error('checkOutTime')}
            onChange={(e) => set('checkOutTime', e.target.value)}
          />
        </FieldGrid>
      </FormSection>
    </>
  );
}

export function PoliciesSection({ values, set, errors, idOf }: SectionProps) {
  const { t, languages, error } = useTexts(errors);
  const known: readonly string[] = PAYMENT_OPTIONS;
  const options = [...PAYMENT_OPTIONS, ...values.paymentOptions.filter((option) => !known.includes(option))];
  const toggle = (option: string, on: boolean) =>
    set(
      'paymentOptions',
      on ? [...values.paymentOptions.filter((o) => o !== option), option] : values.paymentOptions.filter((o) => o !== option),
    );
  return (
    <>
      <TranslatedFields
        legend={t('hotels.form.cancellationPolicy')}
        languageLabels={languages}
        value={values.cancellationPolicy}
        onChange={(value) => set('cancellationPolicy', value)}
        id={idOf('cancellationPolicy')}
        error={error('cancellationPolicy')}
        hint={t('hotels.form.cancellationHint')}
        multiline
      />
      <FormSection>
        <legend>{t('hotels.form.paymentOptions')}</legend>
        <Checks>
          {options.map((option) => (
            <CheckboxLabel key={option}>
              <input type="checkbox" checked={values.paymentOptions.includes(option)} onChange={(e) => toggle(option, e.target.checked)} />
              {known.includes(option) ? t(`hotels.form.payment.${option}`) : option}
            </CheckboxLabel>
          ))}
        </Checks>
      </FormSection>
      <TranslatedFields
        legend={t('hotels.form.rules')}
        languageLabels={languages}
        value={values.rules}
        onChange={(value) => set('rules', value)}
        id={idOf('rules')}
        error={error('rules')}
        hint={t('hotels.form.rulesHint')}
        multiline
      />
    </>
  );
}

export function AmenitiesImagesSection({ values, set, errors, idOf }: SectionProps) {
  const { t, error } = useTexts(errors);
  // Their words name the wrong line or the limit: found from the values each error was checked on.
  const imageText = useImageProblemText();
  return (
    <>
      <TextAreaField
        label={t('hotels.form.amenities')}
        id={idOf('amenities')}
        value={values.amenities}
        hint={t('hotels.form.amenitiesHint')}
        error={error('amenities')}
        onChange={(e) => set('amenities', e.target.value)}
      />
      <FormSection>
        <legend>{t('hotels.form.sections.images')}</legend>
        <TextField
          label={t('hotels.form.featuredImage')}
          id={idOf('featuredImage')}
          value={values.featuredImage}
          // Paths and URLs read left to right, on an Arabic page too.
          dir="ltr"
          error={errors.featuredImage && imageText(imageAddressProblem(values.featuredImage))}
          onChange={(e) => set('featuredImage', e.target.value)}
        />
        <TextAreaField
          label={t('hotels.form.images')}
          id={idOf('images')}
          value={values.images}
          dir="ltr"
          hint={t('hotels.form.imagesHint')}
          error={errors.images && imageText(imageListProblem(values.images, IMAGES_MAX.hotel))}
          onChange={(e) => set('images', e.target.value)}
        />
      </FormSection>
    </>
  );
}
