import { useEffect, useRef } from 'react';
import { useFieldArray, useForm } from 'react-hook-form';
import styled from 'styled-components';
import {
  Button,
  ErrorPanel,
  FieldError,
  FieldWrap,
  Input,
  Label,
  Muted,
  Slideshow,
  Spinner,
  useSubmitOnce,
  useToast,
  useErrorsFollowLanguage,
} from '@trabzon/ui';
import { useTranslation } from '@trabzon/i18n';
import { AdminScreen } from '../../components/AdminScreen';
import { ControlledTranslatedFields, FormActions, FormSection } from '../../components/fields';
import { ImageUpload } from '../../components/ImageUpload';
import { serverMessage } from '../../lib/errors';
import { focusInvalid, useWarnBeforeUnload } from '../../lib/forms';
import { pickText } from '../../lib/translated';
import { ADMIN_HERO_NS } from './i18n';
import { HERO_SLIDES_MAX, IMAGE, LINK, emptySlide, fromSlides, toUpdate, type SlideValues } from './model';
import { useHomepageAdmin } from './useHomepageAdmin';
import { useSaveHomepage } from './useSaveHomepage';
import { useConfirmLeaving } from '../../lib/useConfirmLeaving';
import { MoveButton, useMoveWithFocus } from '../../lib/moveWithFocus';
import { useRemoveWithFocus } from '../../lib/removeWithFocus';
import { useFocusAdded } from '../../lib/focusAdded';

const Head = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space(3)};
  align-items: center;
  justify-content: space-between;
  img {
    inline-size: 160px;
    aspect-ratio: 21 / 8;
    object-fit: cover;
    border-radius: ${({ theme }) => theme.radius.sm};
    background: ${({ theme }) => theme.colors.surfaceAlt};
  }
`;

const Preview = styled.section`
  margin-block: ${({ theme }) => theme.space(6)};
  h2 {
    font-size: ${({ theme }) => theme.fontSize.lg}px;
  }
`;

/** The id of a slide's image field, the one a new slide focuses. */
const slideImageId = (index: number) => `slide-${index}-url`;

/** /admin/hero-settings: add, reorder, edit and remove the home hero's slides, upload images, preview, save. */
export function HeroSettingsScreen() {
  const { t, i18n } = useTranslation(ADMIN_HERO_NS);
  const { t: ta } = useTranslation('admin');
  const toast = useToast();
  const settings = useHomepageAdmin();
  const save = useSaveHomepage();
  const { onSubmit } = useSubmitOnce();
  const languageLabels = { en: ta('languages.en'), tr: ta('languages.tr'), ar: ta('languages.ar') };
  // Checked on Save, then as the admin types: checked on leaving a field, a new slide's empty image
  // field put its error above Save as the pointer went down on it, and the button moved from under
  // the click (nothing saved, nothing said).
  const form = useForm<{ slides: SlideValues[] }>({
    mode: 'onSubmit',
    reValidateMode: 'onChange',
    defaultValues: { slides: [] },
    shouldFocusError: false,
  });
  const formRef = useRef<HTMLFormElement>(null);
  useErrorsFollowLanguage(form);
  const { control, register, handleSubmit, reset, watch, setValue, formState } = form;
  // A save resets the form to what was saved: a failed one leaves it dirty, and asking.
  useWarnBeforeUnload(formState.isDirty);
  useConfirmLeaving(formState.isDirty, t('unsavedMessage'));
  const slides = useFieldArray({ control, name: 'slides' });
  const removeSlide = useRemoveWithFocus(slides.fields, slides.remove);
  const moveSlide = useMoveWithFocus(slides.fields, slides.move);
  // Add a slide: the new slide's image field takes the focus once it is in the page.
  const focusAddedSlide = useFocusAdded(slides.fields.length, slideImageId);
  useEffect(() => {
    if (settings.data) reset({ slides: fromSlides(settings.data.heroSlideshow) });
  }, [settings.data, reset]);
  const current = watch('slides');
  const errors = formState.errors.slides;

  const submit = handleSubmit(
    async (values) => {
      try {
        const saved = await save.mutateAsync(toUpdate(values.slides));
        reset({ slides: fromSlides(saved.heroSlideshow) });
        toast.success(t('toasts.saved'));
      } catch (error) {
        toast.error(`${t('toasts.saveFailed')} ${serverMessage(error, ta('errors.generic'))}`);
      }
    },
    (found) => focusInvalid(formRef.current, found),
  );

  const previewSlides = current
    .filter((s) => IMAGE.test(s.url.trim()))
    .map((s, i) => ({
      id: `${i}-${s.url}`,
      image: s.url.trim(),
      title: pickText({ ...s.title, en: s.title.en }, i18n.language),
      subtitle: pickText({ ...s.subtitle, en: s.subtitle.en }, i18n.language),
    }));

  return (
    <AdminScreen screen="hero-settings" title={t('title')}>
      <Muted>{t('intro')}</Muted>
      {settings.isPending && <Spinner />}
      {settings.isError && (
        <ErrorPanel
          title={t('loadFailed')}
          message={serverMessage(settings.error, ta('errors.generic'))}
          onRetry={() => void settings.refetch()}
        />
      )}
      {settings.data && (
        <form ref={formRef} onSubmit={onSubmit(submit)} noValidate data-testid="hero-form">
          {slides.fields.length === 0 && <Muted>{t('empty')}</Muted>}
          {slides.fields.map((field, index) => {
            const n = index + 1;
            const slideErrors = errors?.[index];
            const url = current[index]?.url ?? '';
            return (
              <FormSection key={field.id} data-testid="hero-slide">
                <legend>{t('slide', { n })}</legend>
                <Head>
                  {IMAGE.test(url.trim()) ? <img src={url.trim()} alt="" /> : <span />}
                  <span>
                    <MoveButton {...moveSlide.moveProps(field.id, index, 'up')} aria-label={t('up', { n })} data-testid="hero-slide-up">
                      ↑
                    </MoveButton>
                    <MoveButton {...moveSlide.moveProps(field.id, index, 'down')} aria-label={t('down', { n })}>
                      ↓
                    </MoveButton>
                    <Button
                      type="button"
                      $variant="danger"
                      ref={removeSlide.buttonRef(field.id)}
                      onClick={() => removeSlide.remove(index)}
                      aria-label={t('remove', { n })}
                      data-testid="hero-slide-remove"
                    >
                      ✕
                    </Button>
                  </span>
                </Head>
                <FieldWrap>
                  <Label htmlFor={slideImageId(index)}>{t('fields.image')}</Label>
                  <Input
                    id={slideImageId(index)}
                    dir="ltr"
                    aria-invalid={slideErrors?.url ? true : undefined}
                    aria-describedby={slideErrors?.url ? `slide-${index}-url-error` : undefined}
                    data-testid="hero-slide-url"
                    {...register(`slides.${index}.url`, {
                      validate: (v) => (IMAGE.test(v.trim()) && v.trim().length <= 2048 ? true : t('errors.image')),
                    })}
                  />
                  {slideErrors?.url && <FieldError id={`slide-${index}-url-error`}>{slideErrors.url.message}</FieldError>}
                </FieldWrap>
                <ImageUpload
                  label={t('uploadImage')}
                  onUploaded={(image) => setValue(`slides.${index}.url`, image.hero, { shouldDirty: true, shouldValidate: true })}
                />
                <ControlledTranslatedFields
                  control={control}
                  name={`slides.${index}.title`}
                  legend={t('fields.title')}
                  languageLabels={languageLabels}
                  id={`slide-${index}-title`}
                  testId={`slide-${index}-title`}
                />
                <ControlledTranslatedFields
                  control={control}
                  name={`slides.${index}.subtitle`}
                  legend={t('fields.subtitle')}
                  languageLabels={languageLabels}
                  id={`slide-${index}-subtitle`}
                />
                <ControlledTranslatedFields
                  control={control}
                  name={`slides.${index}.actionLabel`}
                  rules={{ validate: (v, all) => (!all.slides[index]?.actionHref.trim() || v.en.trim() ? true : t('errors.label')) }}
                  legend={t('fields.actionLabel')}
                  languageLabels={languageLabels}
                  id={`slide-${index}-action`}
                />
                <FieldWrap>
                  <Label htmlFor={`slide-${index}-href`}>{t('fields.actionHref')}</Label>
                  <Input
                    id={`slide-${index}-href`}
                    dir="ltr"
                    aria-invalid={slideErrors?.actionHref ? true : undefined}
                    aria-describedby={slideErrors?.actionHref ? `slide-${index}-href-error` : undefined}
                    {...register(`slides.${index}.actionHref`, {
                      validate: (v) => (v.trim() === '' || (LINK.test(v.trim()) && v.trim().length <= 500) ? true : t('errors.href')),
                    })}
                  />
                  {slideErrors?.actionHref && <FieldError id={`slide-${index}-href-error`}>{slideErrors.actionHref.message}</FieldError>}
                </FieldWrap>
              </FormSection>
            );
          })}
          {/* The new slide's image field takes the focus, so the button disabled at the maximum does not drop it. */}
          <Button
            ref={removeSlide.addRef}
            type="button"
            $variant="secondary"
            disabled={slides.fields.length >= HERO_SLIDES_MAX}
            aria-describedby={slides.fields.length >= HERO_SLIDES_MAX ? 'hero-slides-max' : undefined}
            onClick={() => {
              focusAddedSlide();
              slides.append(emptySlide(), { shouldFocus: false });
            }}
            data-testid="hero-slide-add"
          >
            {t('add')}
          </Button>
          {slides.fields.length >= HERO_SLIDES_MAX && <Muted id="hero-slides-max">{t('errors.max')}</Muted>}
          <Preview aria-labelledby="hero-preview-title">
            <h2 id="hero-preview-title">{t('preview')}</h2>
            {previewSlides.length > 0 ? (
              <Slideshow slides={previewSlides} label={t('previewLabel')} intervalMs={6000} lockMs={500} aspectRatio="21 / 8" titleAs="p" />
            ) : (
              <Muted>{t('empty')}</Muted>
            )}
          </Preview>
          <FormActions>
            <Button type="button" $variant="ghost" onClick={() => reset({ slides: fromSlides(settings.data.heroSlideshow) })}>
              {t('reset')}
            </Button>
            {/* Busy, not disabled: a disabled button would drop the keyboard's focus to <body>. */}
            <Button type="submit" aria-disabled={formState.isSubmitting || undefined} data-testid="hero-save">
              {formState.isSubmitting ? t('saving') : t('save')}
            </Button>
          </FormActions>
        </form>
      )}
    </AdminScreen>
  );
}
