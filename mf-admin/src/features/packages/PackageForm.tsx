import { useEffect, useId, useRef, useState } from 'react';
import { IMAGES_MAX, MIN_PRICE, POPULARITY_RANGE } from '@trabzon/contracts/constants';
import { Controller, useFieldArray, useForm } from 'react-hook-form';
import styled from 'styled-components';
import { packagesAdminApi, type PackageAdmin } from '@trabzon/api-client';
import { useQueryClient } from '@tanstack/react-query';
import { Button, CheckboxLabel, FormMessage, Muted, useSubmitOnce, useToast, useErrorsFollowLanguage } from '@trabzon/ui';
import { formatDecimal, useTranslation } from '@trabzon/i18n';
import { CancelButton } from '../../components/CancelButton';
import { ControlledTranslatedFields, FieldGrid, FormActions, FormSection, Hint, SelectField, TextAreaField } from '../../components/fields';
import { ImageUpload } from '../../components/ImageUpload';
import { EditConflictNotice } from '../../components/EditConflictNotice';
import { isEditConflict, serverMessage } from '../../lib/errors';
import { focusInvalid, useRegisterAfterPress, useWarnBeforeUnload } from '../../lib/forms';
import { imageListProblem } from '../../lib/imageList';
import { useImageProblemText } from '../../lib/useImageProblemText';
import { confirmLeaving, useConfirmLeaving } from '../../lib/useConfirmLeaving';
import { TEXT_LANGUAGES } from '../../lib/translated';
import { ADMIN_PACKAGES_NS } from './i18n';
import { PRICE, SLUG, WHOLE, activitiesOf, emptyDay, emptyPackage, fromPackage, toInput, type PackageFormValues } from './model';
import { usePackageOptions } from './useOptions';
import { useSavePackage } from './useSavePackage';
import { adminPackageKey } from './useAdminPackage';
import { FieldError, FieldWrap, Input, Label } from '@trabzon/ui';
import { PACKAGE_DURATION_MAX as DAYS_MAX } from '@trabzon/contracts/constants';
// Shared with the hero slides' ↑/↓ and ✕.
import { MoveButton, useMoveWithFocus } from '../../lib/moveWithFocus';
import { useRemoveWithFocus } from '../../lib/removeWithFocus';
import { useFocusAdded } from '../../lib/focusAdded';

const Day = styled(FormSection)`
  .day-head {
    display: flex;
    flex-wrap: wrap;
    gap: ${({ theme }) => theme.space(2)};
    align-items: center;
    justify-content: space-between;
  }
`;

const HotelChoices = styled.div`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(220px, 1fr));
  gap: ${({ theme }) => theme.space(1)};
`;

function NumberField({
  id,
  label,
  error,
  ...input
}: { id: string; label: string; error?: string | undefined } & React.InputHTMLAttributes<HTMLInputElement>) {
  return (
    <FieldWrap>
      <Label htmlFor={id}>{label}</Label>
      <Input
        id={id}
        inputMode="decimal"
        dir="ltr"
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : undefined}
        {...input}
      />
      {error && <FieldError id={`${id}-error`}>{error}</FieldError>}
    </FieldWrap>
  );
}

/** The id of a day's title (its English field takes it), the field a new day focuses. */
const dayTitleId = (index: number) => `day-${index}-title`;

/** New or edit: every package field in three languages, included hotels, images (with upload) and the day-by-day itinerary editor. */
export function PackageForm({
  pkg,
  onSaved,
  onCancel,
}: {
  pkg: PackageAdmin | null;
  onSaved: (saved: PackageAdmin) => void;
  onCancel: () => void;
}) {
  const { t, i18n } = useTranslation(ADMIN_PACKAGES_NS);
  const { t: ta } = useTranslation('admin');
  const toast = useToast();
  const imageText = useImageProblemText();
  const options = usePackageOptions();
  const save = useSavePackage(pkg?._id ?? null);
  const languageLabels = { en: ta('languages.en'), tr: ta('languages.tr'), ar: ta('languages.ar') };
  const form = useForm<PackageFormValues>({
    mode: 'onTouched',
    defaultValues: pkg ? fromPackage(pkg) : emptyPackage(),
    shouldFocusError: false,
  });
  useErrorsFollowLanguage(form);
  const formRef = useRef<HTMLFormElement>(null);
  const { control, handleSubmit, formState, watch, getValues, setValue, reset, getFieldState, trigger } = form;
  // A field left for Save with a click is checked after the click, so Save stays under the pointer.
  const register = useRegisterAfterPress(form.register);
  const days = useFieldArray({ control, name: 'itinerary' });
  const moveDay = useMoveWithFocus(days.fields, days.move);
  const removeDay = useRemoveWithFocus(days.fields, days.remove);
  // Add a day: the new day's English title takes the focus once it is in the page.
  const focusAddedDay = useFocusAdded(days.fields.length, dayTitleId);
  const serverErrorId = useId();
  // A refused save, said once beside the fields (not in a toast, which outlived the next save).
  const [serverError, setServerError] = useState<string | null>(null);
  // The version the form's values were loaded from (or last saved as): what a save sends back.
  const [version, setVersion] = useState(pkg?.updatedAt);
  const [conflict, setConflict] = useState(false);
  const queryClient = useQueryClient();
  const { onSubmit } = useSubmitOnce();
  useEffect(() => {
    reset(pkg ? fromPackage(pkg) : emptyPackage());
    setVersion(pkg?.updatedAt);
    setConflict(false);
    setServerError(null);
  }, [pkg, reset]);
  const duration = Number(watch('duration'));
  const errors = formState.errors;
  const dayCount = days.fields.length;
  // The duration's check counts the days: once it has been checked, adding or removing a day checks it again.
  useEffect(() => {
    const state = getFieldState('duration');
    if (state.isTouched || state.invalid) void trigger('duration');
  }, [dayCount, getFieldState, trigger]);
  // A save resets the form to what was saved: a failed one leaves it dirty, and asking (the browser on a reload,
  // "Discard your changes?" on a link or Cancel).
  useWarnBeforeUnload(formState.isDirty);
  useConfirmLeaving(formState.isDirty, t('unsavedMessage'));

  const submit = handleSubmit(
    async (values) => {
      setConflict(false);
      setServerError(null);
      try {
        const saved = await save.mutateAsync({ ...toInput(values), expectedUpdatedAt: version });
        reset(values);
        setVersion(saved.updatedAt);
        toast.success(pkg ? t('toasts.saved') : t('toasts.created'));
        onSaved(saved);
      } catch (error) {
        if (isEditConflict(error)) {
          setConflict(true);
          return;
        }
        setServerError(serverMessage(error, ta('errors.generic')));
      }
    },
    (found) => {
      // A new attempt: the last refusal no longer describes the form.
      setServerError(null);
      focusInvalid(formRef.current, found);
    },
  );

  // Their version in place of the form's values (the screen's copy too).
  const reload = async () => {
    if (!pkg) return;
    try {
      const fresh = await packagesAdminApi.get(pkg._id);
      queryClient.setQueryData(adminPackageKey(pkg._id), fresh);
      reset(fromPackage(fresh));
      setVersion(fresh.updatedAt);
      setConflict(false);
    } catch (error) {
      toast.error(serverMessage(error, ta('errors.generic')));
    }
  };

  return (
    <form
      ref={formRef}
      // One save at a time: a second press before "Saving…" shows sends nothing.
      onSubmit={onSubmit(submit)}
      noValidate
      data-testid="package-form"
      aria-describedby={serverError ? serverErrorId : undefined}
    >
      <ControlledTranslatedFields
        control={control}
        name="name"
        rules={{ validate: (v) => (v.en.trim() ? true : t('errors.nameRequired')) }}
        legend={t('fields.name')}
        languageLabels={languageLabels}
        id="package-name"
        required
        testId="package-name"
      />
      <ControlledTranslatedFields
        control={control}
        name="description"
        rules={{ validate: (v) => (v.en.trim() ? true : t('errors.descriptionRequired')) }}
        legend={t('fields.description')}
        languageLabels={languageLabels}
        id="package-description"
        multiline
        required
        testId="package-description"
      />
      <FieldGrid>
        {/* Controlled, not registered: a registered select gets its value once, on mounting, which a page opened
            by its address does before the destinations load ("No destination" showed). React selects it again as
            the options change. */}
        <Controller
          control={control}
          name="destination"
          render={({ field }) => (
            <SelectField label={t('fields.destination')} {...field} data-testid="package-destination">
              <option value="">{t('fields.noDestination')}</option>
              {/* Until the list loads, the stored destination is said to be loading, not "No destination". */}
              {field.value && !options.destinations.data && <option value={field.value}>{t('fields.destinationsLoading')}</option>}
              {(options.destinations.data?.results ?? []).map((d) => (
                <option key={d._id} value={d._id}>
                  {d.name}
                </option>
              ))}
            </SelectField>
          )}
        />
        <NumberField
          id="package-duration"
          label={t('fields.duration')}
          error={errors.duration?.message}
          data-testid="package-duration"
          {...register('duration', {
            validate: (v, values) => {
              if (!(WHOLE.test(v.trim()) && Number(v) >= 1 && Number(v) <= DAYS_MAX)) return t('errors.duration');
              // The API refuses a day beyond the duration: stop here, on this field, rather than send it.
              const days = values.itinerary.length;
              return days > Number(v) ? t('errors.durationBelowDays', { days }) : true;
            },
          })}
        />
        <NumberField
          id="package-price"
          label={t('fields.price')}
          error={errors.price?.message}
          data-testid="package-price"
          {...register('price', {
            validate: (v) => (PRICE.test(v.trim()) && Number(v) >= MIN_PRICE && Number(v) <= 100000 ? true : t('errors.price')),
          })}
        />
        <NumberField
          id="package-seats"
          label={t('fields.seats')}
          error={errors.seats?.message}
          {...register('seats', {
            validate: (v) => (WHOLE.test(v.trim()) && Number(v) >= 1 && Number(v) <= 1000 ? true : t('errors.seats')),
          })}
        />
        <NumberField
          id="package-popularity"
          label={t('fields.popularity')}
          error={errors.popularity?.message}
          {...register('popularity', {
            validate: (v) =>
              v.trim() === '' || (WHOLE.test(v.trim()) && Number(v) >= POPULARITY_RANGE.min && Number(v) <= POPULARITY_RANGE.max)
                ? true
                : t('errors.popularity', {
                    min: formatDecimal(POPULARITY_RANGE.min, i18n.language, 0),
                    max: formatDecimal(POPULARITY_RANGE.max, i18n.language, 0),
                  }),
          })}
        />
        <NumberField
          id="package-slug"
          label={t('fields.slug')}
          inputMode="text"
          error={errors.slug?.message}
          {...register('slug', { validate: (v) => (v.trim() === '' || SLUG.test(v.trim()) ? true : t('errors.slug')) })}
        />
      </FieldGrid>
      <FieldGrid>
        <CheckboxLabel>
          <input type="checkbox" {...register('featured')} /> {t('fields.featured')}
        </CheckboxLabel>
        <CheckboxLabel>
          <input type="checkbox" {...register('active')} /> {t('fields.active')}
        </CheckboxLabel>
      </FieldGrid>
      <FormSection>
        <legend>{t('fields.images')}</legend>
        <TextAreaField
          label={t('fields.images')}
          hint={t('fields.imagesHint')}
          dir="ltr"
          rows={3}
          error={errors.images?.message}
          {...register('images', {
            // The API's image rules: the admin is told which line (as the box counts them) or how many to remove.
            validate: (v) => imageText(imageListProblem(v, IMAGES_MAX.package)) ?? true,
          })}
          data-testid="package-images"
        />
        <ImageUpload
          label={t('uploadImage')}
          testId="package-image-file"
          onUploaded={(image) =>
            setValue('images', [getValues('images').trim(), image.card].filter(Boolean).join('\n'), { shouldDirty: true })
          }
        />
      </FormSection>
      <Controller
        control={control}
        name="activities"
        rules={{ validate: (v) => (activitiesOf(v) ? true : t('errors.activitiesNeedEnglish')) }}
        render={({ field, fieldState }) => (
          <FormSection>
            <legend>{t('fields.activities')}</legend>
            <FieldGrid>
              {TEXT_LANGUAGES.map((language) => (
                <TextAreaField
                  key={language}
                  label={t(language === 'en' ? 'fields.activities' : language === 'tr' ? 'fields.activitiesTr' : 'fields.activitiesAr')}
                  dir={language === 'ar' ? 'rtl' : 'ltr'}
                  lang={language}
                  rows={4}
                  value={field.value[language]}
                  onChange={(e) => field.onChange({ ...field.value, [language]: e.target.value })}
                  // The English list holds the error (a line lacks its English) and takes the focus.
                  {...(language === 'en'
                    ? { id: 'package-activities', name: field.name, error: fieldState.error?.message, onBlur: field.onBlur }
                    : {})}
                  data-testid={`package-activities-${language}`}
                />
              ))}
            </FieldGrid>
          </FormSection>
        )}
      />
      <Controller
        control={control}
        name="hotels"
        render={({ field }) => (
          <FormSection>
            <legend>{t('fields.hotels')}</legend>
            <HotelChoices>
              {(options.hotels.data ?? []).map((hotel) => (
                <CheckboxLabel key={hotel._id}>
                  <input
                    type="checkbox"
                    checked={field.value.includes(hotel._id)}
                    onChange={(e) =>
                      field.onChange(e.target.checked ? [...field.value, hotel._id] : field.value.filter((id) => id !== hotel._id))
                    }
                  />{' '}
                  {hotel.name} ({hotel.city})
                </CheckboxLabel>
              ))}
            </HotelChoices>
          </FormSection>
        )}
      />
      <FormSection data-testid="itinerary-editor">
        <legend>{t('itinerary.title')}</legend>
        {days.fields.length === 0 && <Muted>{t('itinerary.empty')}</Muted>}
        {/* A live warning while editing; once the duration's own check says it, it is not said twice. */}
        {Number.isInteger(duration) && duration >= 1 && dayCount > duration && !errors.duration && (
          <Hint role="alert">{t('itinerary.tooMany')}</Hint>
        )}
        {days.fields.map((day, index) => (
          <Day key={day.id} data-testid="itinerary-day">
            <legend>{t('itinerary.day', { day: index + 1 })}</legend>
            <div className="day-head">
              <span />
              <span>
                <MoveButton {...moveDay.moveProps(day.id, index, 'up')} aria-label={t('itinerary.up', { day: index + 1 })}>
                  ↑
                </MoveButton>
                <MoveButton {...moveDay.moveProps(day.id, index, 'down')} aria-label={t('itinerary.down', { day: index + 1 })}>
                  ↓
                </MoveButton>
                <Button
                  type="button"
                  $variant="danger"
                  ref={removeDay.buttonRef(day.id)}
                  onClick={() => removeDay.remove(index)}
                  aria-label={t('itinerary.remove', { day: index + 1 })}
                >
                  ✕
                </Button>
              </span>
            </div>
            <ControlledTranslatedFields
              control={control}
              name={`itinerary.${index}.title`}
              rules={{ validate: (v) => (v.en.trim() ? true : t('errors.dayTitle')) }}
              legend={t('itinerary.dayTitle')}
              languageLabels={languageLabels}
              id={dayTitleId(index)}
              required
              testId={`day-${index}-title`}
            />
            <ControlledTranslatedFields
              control={control}
              name={`itinerary.${index}.description`}
              rules={{ validate: (v) => (v.en.trim() ? true : t('errors.dayDescription')) }}
              legend={t('itinerary.dayDescription')}
              languageLabels={languageLabels}
              id={`day-${index}-description`}
              multiline
              required
              testId={`day-${index}-description`}
            />
          </Day>
        ))}
        {/* The new day's title takes the focus, so the button disabled at the maximum does not drop it. */}
        <Button
          ref={removeDay.addRef}
          type="button"
          $variant="secondary"
          onClick={() => {
            focusAddedDay();
            days.append(emptyDay(), { shouldFocus: false });
          }}
          disabled={days.fields.length >= DAYS_MAX}
          aria-describedby={days.fields.length >= DAYS_MAX ? 'itinerary-max' : undefined}
          data-testid="itinerary-add"
        >
          {t('itinerary.add')}
        </Button>
        {days.fields.length >= DAYS_MAX && <Muted id="itinerary-max">{t('itinerary.max', { max: DAYS_MAX })}</Muted>}
      </FormSection>
      {conflict && <EditConflictNotice item="package" onReload={reload} />}
      {serverError && (
        <FormMessage $tone="error" id={serverErrorId} data-testid="package-form-error">
          {serverError}
        </FormMessage>
      )}
      <FormActions>
        <CancelButton
          $variant="ghost"
          busy={formState.isSubmitting}
          onCancel={() => void confirmLeaving().then((leave) => leave && onCancel())}
          data-testid="package-cancel"
        >
          {t('cancel')}
        </CancelButton>
        {/* Busy, not disabled: a disabled button would drop the keyboard's focus to <body>. */}
        <Button type="submit" aria-disabled={formState.isSubmitting || undefined} data-testid="package-save">
          {formState.isSubmitting ? t('saving') : t('save')}
        </Button>
      </FormActions>
    </form>
  );
}
