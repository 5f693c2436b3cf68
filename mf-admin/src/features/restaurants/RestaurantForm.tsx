import { useId, useRef, useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import styled from 'styled-components';
import type { RestaurantAdmin } from '@trabzon/api-client';
import { CUISINES } from '@trabzon/contracts/restaurant-rules';
import { Button, CheckboxLabel, FieldError, Spinner, TextField, focusFirstError, useSubmitOnce, useToast } from '@trabzon/ui';
import { isolatedName } from '../../lib/bidi';
import { CancelButton } from '../../components/CancelButton';
import { FieldGrid, FormActions, FormSection, Hint, SelectField, TextAreaField, TranslatedFields } from '../../components/fields';
import { useDiningText } from '../../lib/dining/i18n';
import { EditConflictNotice } from '../../components/EditConflictNotice';
import { isEditConflict, serverMessage } from '../../lib/errors';
import { focusInvalid, useRegisterAfterPress } from '../../lib/forms';
import { useImageProblemText } from '../../lib/useImageProblemText';
import { pickText, type TextLanguage } from '../../lib/translated';
import { dayTimesNote, emptyForm, formFromRestaurant, imagesProblem, toInput, validate, type RestaurantFormValues } from './model';
import { useDestinationOptions } from './useDestinationOptions';
import { useRestaurantMutations } from './useRestaurantMutations';

const Hours = styled.table`
  border-collapse: collapse;
  th,
  td {
    padding: ${({ theme }) => theme.space(1)};
    text-align: start;
  }
  input[type='time'] {
    font: inherit;
    padding: ${({ theme }) => theme.space(1)};
  }
  small {
    display: block;
  }
`;

/** Under a day's closing time: equal times, which the API refuses, in the error colour. */
const SameTimes = styled(Hint)`
  color: ${({ theme }) => theme.colors.danger};
`;

const Flags = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space(4)};
`;

interface FormProps {
  restaurant: RestaurantAdmin | null;
  onSaved: (r: RestaurantAdmin) => void;
  onCancel: () => void;
  /** Someone else saved the restaurant since it was loaded: load their version in place of the form's. */
  onReload?: () => Promise<unknown>;
}

/**
 * Create or edit one restaurant; validation shows after a field is left and on save; toasts tell
 * the outcome. The form starts once the destinations are there, so the select shows the stored one.
 */
export function RestaurantForm(props: FormProps) {
  const { i18n } = useDiningText();
  const destinations = useDestinationOptions(i18n.language);
  if (destinations.isPending) return <Spinner />;
  return <RestaurantFormFields {...props} destinations={destinations.data?.results ?? []} />;
}

function RestaurantFormFields({
  restaurant,
  onSaved,
  onCancel,
  onReload,
  destinations,
}: FormProps & { destinations: { _id: string; name: string }[] }) {
  const { t, i18n } = useDiningText();
  const toast = useToast();
  const { save } = useRestaurantMutations();
  // The version the form's values come from (a later refetch of the restaurant must not change it).
  const [version] = useState(restaurant?.updatedAt);
  const [conflict, setConflict] = useState(false);
  const { onSubmit } = useSubmitOnce();
  const {
    control,
    register: registerNow,
    handleSubmit,
    setError,
    watch,
    formState: { errors, isSubmitting },
  } = useForm<RestaurantFormValues>({
    mode: 'onTouched',
    defaultValues: restaurant ? formFromRestaurant(restaurant) : emptyForm(),
    shouldFocusError: false,
  });
  const formRef = useRef<HTMLFormElement>(null);
  // A field left for Save with a click is checked after the click, so Save stays under the pointer.
  const register = useRegisterAfterPress(registerNow);
  const languages: Record<TextLanguage, string> = { en: t('languages.en'), tr: t('languages.tr'), ar: t('languages.ar') };
  const message = (key: string | undefined) => (key ? t(`form.errors.${key}`) : undefined);
  const imageText = useImageProblemText();
  const hoursId = useId();
  const dayName = (day: number) =>
    new Intl.DateTimeFormat(i18n.language, { weekday: 'long', timeZone: 'UTC' }).format(new Date(Date.UTC(2023, 0, 1 + day)));

  const submit = handleSubmit(
    async (values) => {
      const found = validate(values);
      const entries = Object.entries(found);
      if (entries.length > 0) {
        for (const [field, key] of entries) setError(field as keyof RestaurantFormValues, { message: key });
        // The opening hours' error is the table's: its first open day's times take the focus.
        const hours = values.hours.flatMap((h, day) => (h.closed ? [] : [`hours.${day}.open`, `hours.${day}.close`]));
        focusFirstError(
          formRef.current,
          Object.keys(found).flatMap((field) => (field === 'hours' ? hours : [field])),
        );
        toast.error(t('form.fix'));
        return;
      }
      setConflict(false);
      try {
        const saved = await save.mutateAsync({
          id: restaurant?._id ?? null,
          input: toInput(values),
          expectedUpdatedAt: version,
        });
        toast.success(
          restaurant
            ? t('toasts.updated', { name: isolatedName(pickText(saved.name, i18n.language)) })
            : t('toasts.created', { name: isolatedName(pickText(saved.name, i18n.language)) }),
        );
        onSaved(saved);
      } catch (error) {
        if (isEditConflict(error)) {
          setConflict(true);
          return;
        }
        toast.error(`${t('toasts.saveFailed')} ${serverMessage(error, t('toasts.generic'))}`);
      }
    },
    (found) => focusInvalid(formRef.current, found),
  );

  const reload = async () => {
    try {
      await onReload?.();
    } catch (error) {
      toast.error(serverMessage(error, t('toasts.generic')));
    }
  };

  return (
    <form ref={formRef} onSubmit={onSubmit(submit)} noValidate data-testid="restaurant-form">
      <Controller
        control={control}
        name="name"
        rules={{ validate: (v) => Boolean(v.en.trim()) || 'nameRequired' }}
        render={({ field }) => (
          <TranslatedFields
            legend={t('form.name')}
            languageLabels={languages}
            value={field.value}
            onChange={field.onChange}
            ref={field.ref}
            name={field.name}
            id="restaurant-name"
            error={message(errors.name?.message)}
            required
            testId="restaurant-name"
          />
        )}
      />
      <Controller
        control={control}
        name="description"
        rules={{ validate: (v) => Boolean(v.en.trim()) || 'descriptionRequired' }}
        render={({ field }) => (
          <TranslatedFields
            legend={t('form.description')}
            languageLabels={languages}
            value={field.value}
            onChange={field.onChange}
            ref={field.ref}
            name={field.name}
            id="restaurant-description"
            error={message(errors.description?.message)}
            required
            multiline
          />
        )}
      />
      <FormSection>
        <legend>{t('form.basics')}</legend>
        <FieldGrid>
          <SelectField label={t('form.cuisine')} {...register('cuisine')}>
            {CUISINES.map((c) => (
              <option key={c} value={c}>
                {t(`cuisines.${c}`)}
              </option>
            ))}
          </SelectField>
          <SelectField label={t('form.priceRange')} {...register('priceRange')}>
            {[1, 2, 3, 4].map((n) => (
              <option key={n} value={n}>
                {'$'.repeat(n)}
              </option>
            ))}
          </SelectField>
          <SelectField label={t('form.destination')} {...register('destinationId')}>
            <option value="">{t('form.noDestination')}</option>
            {destinations.map((d) => (
              <option key={d._id} value={d._id}>
                {d.name}
              </option>
            ))}
          </SelectField>
        </FieldGrid>
        <FieldGrid>
          <TextField label={t('form.street')} {...register('street')} />
          <TextField
            label={t('form.city')}
            error={message(errors.city?.message)}
            {...register('city', { validate: (v) => Boolean(v.trim()) || 'cityRequired' })}
          />
          <TextField
            label={t('form.country')}
            error={message(errors.country?.message)}
            {...register('country', { validate: (v) => Boolean(v.trim()) || 'countryRequired' })}
          />
          <TextField label={t('form.phone')} dir="ltr" type="tel" {...register('phone')} />
          <TextField label={t('form.email')} dir="ltr" type="email" {...register('email')} />
        </FieldGrid>
        <TextField label={t('form.features')} hint={t('form.featuresHint')} {...register('features')} />
        <TextAreaField
          label={t('form.images')}
          hint={t('form.imagesHint')}
          dir="ltr"
          // Its words name the wrong line or the limit, found from the list the error was checked on.
          error={errors.images && imageText(imagesProblem(watch('images')))}
          {...register('images', { validate: (v) => !imagesProblem(v) || 'images' })}
        />
      </FormSection>
      <FormSection>
        <legend>{t('form.hours')}</legend>
        <Hours>
          <thead>
            <tr>
              <th scope="col">{t('form.day')}</th>
              <th scope="col">{t('form.closed')}</th>
              <th scope="col">{t('form.opens')}</th>
              <th scope="col">{t('form.closes')}</th>
            </tr>
          </thead>
          <tbody>
            {[1, 2, 3, 4, 5, 6, 0].map((day) => {
              const note = dayTimesNote(watch(`hours.${day}`));
              const noteId = `${hoursId}-${day}-note`;
              return (
                <tr key={day}>
                  <th scope="row">{dayName(day)}</th>
                  <td>
                    <input type="checkbox" aria-label={`${dayName(day)}: ${t('form.closed')}`} {...register(`hours.${day}.closed`)} />
                  </td>
                  <td>
                    <input type="time" aria-label={`${dayName(day)}: ${t('form.opens')}`} {...register(`hours.${day}.open`)} />
                  </td>
                  <td>
                    <input
                      type="time"
                      aria-label={`${dayName(day)}: ${t('form.closes')}`}
                      aria-describedby={note ? noteId : undefined}
                      {...register(`hours.${day}.close`)}
                    />
                    {note === 'nextDay' && <Hint id={noteId}>{t('form.closesNextDay')}</Hint>}
                    {note === 'sameTime' && <SameTimes id={noteId}>{t('form.sameTimes')}</SameTimes>}
                  </td>
                </tr>
              );
            })}
          </tbody>
        </Hours>
        <p>{t('form.hoursHint')}</p>
        {errors.hours && <FieldError>{message((errors.hours as { message?: string }).message)}</FieldError>}
      </FormSection>
      <FormSection>
        <legend>{t('form.reservations')}</legend>
        <FieldGrid>
          <SelectField label={t('form.slotMinutes')} {...register('slotMinutes')}>
            {[15, 30, 60].map((n) => (
              <option key={n} value={n}>
                {t('form.minutes', { count: n })}
              </option>
            ))}
          </SelectField>
          <TextField
            label={t('form.seatingMinutes')}
            type="number"
            min={30}
            max={300}
            error={message(errors.seatingMinutes?.message)}
            {...register('seatingMinutes')}
          />
          <TextField
            label={t('form.maxPartySize')}
            type="number"
            min={1}
            max={12}
            error={message(errors.maxPartySize?.message)}
            {...register('maxPartySize')}
          />
        </FieldGrid>
        <Flags>
          <CheckboxLabel>
            <input type="checkbox" {...register('isNew')} /> {t('form.isNew')}
          </CheckboxLabel>
          <CheckboxLabel>
            <input type="checkbox" {...register('promoted')} /> {t('form.promoted')}
          </CheckboxLabel>
          <CheckboxLabel>
            <input type="checkbox" {...register('active')} /> {t('form.active')}
          </CheckboxLabel>
        </Flags>
      </FormSection>
      {conflict && <EditConflictNotice item="restaurant" onReload={reload} />}
      <FormActions>
        <CancelButton busy={isSubmitting} onCancel={onCancel} data-testid="restaurant-cancel">
          {t('form.cancel')}
        </CancelButton>
        {/* Busy, not disabled: a disabled button would drop the keyboard's focus to <body>. */}
        <Button type="submit" aria-disabled={isSubmitting || undefined} data-testid="restaurant-save">
          {isSubmitting ? t('form.saving') : t('form.save')}
        </Button>
      </FormActions>
    </form>
  );
}
