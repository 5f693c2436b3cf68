import { useRef, useState } from 'react';
import { useForm } from 'react-hook-form';
import type { DestinationAdmin, DestinationInput } from '@trabzon/api-client';
import {
  Button,
  CheckboxLabel,
  FieldError,
  FieldWrap,
  Input,
  Label,
  Muted,
  useSubmitOnce,
  useToast,
  useErrorsFollowLanguage,
} from '@trabzon/ui';
import { useTranslation } from '@trabzon/i18n';
import { CancelButton } from '../../components/CancelButton';
import { ControlledTranslatedFields, FieldGrid, FormActions } from '../../components/fields';
import { ImageUpload } from '../../components/ImageUpload';
import { EditConflictNotice } from '../../components/EditConflictNotice';
import { isEditConflict, serverMessage } from '../../lib/errors';
import { focusInvalid, useRegisterAfterPress } from '../../lib/forms';
import { imageAddressProblem, type ImageAddressProblem } from '../../lib/imageList';
import { useImageProblemText } from '../../lib/useImageProblemText';
import { emptyTranslated, fromTranslated, isBlankTranslated, toTranslatedInput, type TranslatedValues } from '../../lib/translated';
import { ADMIN_DESTINATIONS_NS } from './i18n';
import { useSaveDestination } from './useSaveDestination';

interface Values {
  name: TranslatedValues;
  country: TranslatedValues;
  description: TranslatedValues;
  image: string;
  featured: boolean;
  popular: boolean;
  lat: string;
  lng: string;
}

const NUMBER = /^-?\d{1,3}(\.\d{1,8})?$/;

function valuesOf(d: DestinationAdmin | null): Values {
  return {
    name: d ? fromTranslated(d.name) : emptyTranslated(),
    country: d ? fromTranslated(d.country) : { en: 'Turkey', tr: 'Türkiye', ar: 'تركيا' },
    description: d?.description ? fromTranslated(d.description) : emptyTranslated(),
    image: d?.image ?? '',
    featured: d?.featured ?? false,
    popular: d?.popular ?? false,
    lat: d?.coordinates ? String(d.coordinates.lat) : '',
    lng: d?.coordinates ? String(d.coordinates.lng) : '',
  };
}

/** Create or edit a destination (its property count is computed by the API, never typed). */
export function DestinationForm({
  destination,
  onSaved,
  onCancel,
  onReload,
}: {
  destination: DestinationAdmin | null;
  onSaved: (d: DestinationAdmin) => void;
  onCancel: () => void;
  /** Someone else saved the destination since it was loaded: load their version in place of the form's. */
  onReload?: () => Promise<unknown>;
}) {
  const { t } = useTranslation(ADMIN_DESTINATIONS_NS);
  const { t: ta } = useTranslation('admin');
  const toast = useToast();
  const imageText = useImageProblemText();
  // A bad address in this page's words; one too long, in the words every image field shares.
  const imageError = (problem: ImageAddressProblem | null) => (problem === 'format' ? t('errors.image') : (imageText(problem) ?? true));
  // The version the form's values come from (a later refetch of the destination must not change it).
  const [version] = useState(destination?.updatedAt);
  const save = useSaveDestination(destination?._id ?? null, version);
  const [conflict, setConflict] = useState(false);
  const { onSubmit } = useSubmitOnce();
  const languageLabels = { en: ta('languages.en'), tr: ta('languages.tr'), ar: ta('languages.ar') };
  const {
    trigger,
    control,
    register: registerNow,
    handleSubmit,
    formState,
    setValue,
    getValues,
  } = useForm<Values>({
    mode: 'onTouched',
    defaultValues: valuesOf(destination),
    shouldFocusError: false,
  });
  useErrorsFollowLanguage({ formState, trigger });
  // A field left for Save with a click is checked after the click, so Save stays under the pointer.
  const register = useRegisterAfterPress(registerNow);
  const errors = formState.errors;
  const formRef = useRef<HTMLFormElement>(null);

  const submit = handleSubmit(
    async (values) => {
      const input: DestinationInput = {
        name: toTranslatedInput(values.name),
        country: toTranslatedInput(isBlankTranslated(values.country) ? { en: 'Turkey', tr: 'Türkiye', ar: 'تركيا' } : values.country),
        description: isBlankTranslated(values.description) ? null : toTranslatedInput(values.description),
        image: values.image.trim() || null,
        featured: values.featured,
        popular: values.popular,
        coordinates: values.lat.trim() && values.lng.trim() ? { lat: Number(values.lat), lng: Number(values.lng) } : null,
      };
      setConflict(false);
      try {
        const saved = await save.mutateAsync(input);
        toast.success(destination ? t('toasts.saved') : t('toasts.created'));
        onSaved(saved);
      } catch (error) {
        if (isEditConflict(error)) {
          setConflict(true);
          return;
        }
        toast.error(`${t('toasts.saveFailed')} ${serverMessage(error, ta('errors.generic'))}`);
      }
    },
    (found) => focusInvalid(formRef.current, found),
  );

  const reload = async () => {
    try {
      await onReload?.();
    } catch (error) {
      toast.error(serverMessage(error, ta('errors.generic')));
    }
  };

  return (
    <form ref={formRef} onSubmit={onSubmit(submit)} noValidate data-testid="destination-form">
      {destination && <Muted>{`${t('columns.count')}: ${destination.propertyCount} — ${t('countHint')}`}</Muted>}
      <ControlledTranslatedFields
        control={control}
        name="name"
        rules={{ validate: (v) => (v.en.trim() ? true : t('errors.nameRequired')) }}
        legend={t('fields.name')}
        languageLabels={languageLabels}
        id="destination-name"
        required
        testId="destination-name"
      />
      <ControlledTranslatedFields
        control={control}
        name="country"
        legend={t('fields.country')}
        languageLabels={languageLabels}
        id="destination-country"
      />
      <ControlledTranslatedFields
        control={control}
        name="description"
        legend={t('fields.description')}
        languageLabels={languageLabels}
        id="destination-description"
        multiline
      />
      <FieldWrap>
        <Label htmlFor="destination-image">{t('fields.image')}</Label>
        <Input
          id="destination-image"
          dir="ltr"
          aria-invalid={errors.image ? true : undefined}
          aria-describedby={errors.image ? 'destination-image-error' : undefined}
          {...register('image', { validate: (v) => (v.trim() ? imageError(imageAddressProblem(v)) : true) })}
        />
        {errors.image && <FieldError id="destination-image-error">{errors.image.message}</FieldError>}
      </FieldWrap>
      <ImageUpload label={t('uploadImage')} onUploaded={(image) => setValue('image', image.card, { shouldDirty: true })} />
      <FieldGrid>
        {(['lat', 'lng'] as const).map((key) => (
          <FieldWrap key={key}>
            <Label htmlFor={`destination-${key}`}>{t(`fields.${key}`)}</Label>
            <Input
              id={`destination-${key}`}
              dir="ltr"
              inputMode="decimal"
              aria-invalid={errors[key] ? true : undefined}
              aria-describedby={errors[key] ? `destination-${key}-error` : undefined}
              {...register(key, {
                validate: (v) => {
                  const value = v.trim();
                  const other = getValues(key === 'lat' ? 'lng' : 'lat').trim();
                  if (!value) return other ? t('errors.both') : true;
                  const limit = key === 'lat' ? 90 : 180;
                  return NUMBER.test(value) && Math.abs(Number(value)) <= limit ? true : t(`errors.${key}`);
                },
              })}
            />
            {errors[key] && <FieldError id={`destination-${key}-error`}>{errors[key]?.message}</FieldError>}
          </FieldWrap>
        ))}
      </FieldGrid>
      <FieldGrid>
        <CheckboxLabel>
          <input type="checkbox" {...register('featured')} /> {t('fields.featured')}
        </CheckboxLabel>
        <CheckboxLabel>
          <input type="checkbox" {...register('popular')} /> {t('fields.popular')}
        </CheckboxLabel>
      </FieldGrid>
      {conflict && <EditConflictNotice item="destination" onReload={reload} />}
      <FormActions>
        <CancelButton $variant="ghost" busy={formState.isSubmitting} onCancel={onCancel} data-testid="destination-cancel">
          {t('cancel')}
        </CancelButton>
        {/* Busy, not disabled: a disabled button would drop the keyboard's focus to <body>. */}
        <Button type="submit" aria-disabled={formState.isSubmitting || undefined} data-testid="destination-save">
          {formState.isSubmitting ? t('saving') : t('save')}
        </Button>
      </FormActions>
    </form>
  );
}
