import { useId, type ReactNode, type Ref, type SelectHTMLAttributes, type TextareaHTMLAttributes } from 'react';
import styled from 'styled-components';
import { Controller, type Control, type FieldPathByValue, type FieldValues, type UseControllerProps } from 'react-hook-form';
import { CATALOGUE_NAME_MAX, CATALOGUE_TEXT_MAX } from '@trabzon/contracts/constants';
import { FieldError, FieldWrap, Input, Label, Select, TextArea } from '@trabzon/ui';
import { TEXT_LANGUAGES, type TextLanguage, type TranslatedValues } from '../lib/translated';

/** Form fields side by side on wide screens, stacked on phones. */
export const FieldGrid = styled.div`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(${({ theme }) => theme.space(44)}, 1fr));
  column-gap: ${({ theme }) => theme.space(4)};
`;

export const FormSection = styled.fieldset`
  border: 1px solid ${({ theme }) => theme.colors.surfaceAlt};
  border-radius: ${({ theme }) => theme.radius.md};
  padding-block: ${({ theme }) => theme.space(3)} 0;
  padding-inline: ${({ theme }) => theme.space(4)};
  margin-block: 0 ${({ theme }) => theme.space(4)};
  min-inline-size: 0;
  legend {
    font-weight: 600;
    padding-inline: ${({ theme }) => theme.space(1)};
  }
`;

export const FormActions = styled.div`
  display: flex;
  flex-wrap: wrap;
  justify-content: flex-end;
  gap: ${({ theme }) => theme.space(2)};
  padding-block: ${({ theme }) => theme.space(4)};
`;

export const Hint = styled.small`
  color: ${({ theme }) => theme.colors.textMuted};
`;

interface Described {
  label: ReactNode;
  error?: string | null;
  hint?: ReactNode;
}

function describedBy(id: string, error?: string | null, hint?: ReactNode): string | undefined {
  return [error ? `${id}-error` : null, hint ? `${id}-hint` : null].filter(Boolean).join(' ') || undefined;
}

export function SelectField({ label, error, hint, id, children, ...select }: Described & SelectHTMLAttributes<HTMLSelectElement>) {
  const auto = useId();
  const fieldId = id ?? auto;
  return (
    <FieldWrap>
      <Label htmlFor={fieldId}>{label}</Label>
      <Select id={fieldId} aria-invalid={error ? true : undefined} aria-describedby={describedBy(fieldId, error, hint)} {...select}>
        {children}
      </Select>
      {hint && <Hint id={`${fieldId}-hint`}>{hint}</Hint>}
      {error && <FieldError id={`${fieldId}-error`}>{error}</FieldError>}
    </FieldWrap>
  );
}

export function TextAreaField({ label, error, hint, id, ...area }: Described & TextareaHTMLAttributes<HTMLTextAreaElement>) {
  const auto = useId();
  const fieldId = id ?? auto;
  return (
    <FieldWrap>
      <Label htmlFor={fieldId}>{label}</Label>
      <TextArea id={fieldId} aria-invalid={error ? true : undefined} aria-describedby={describedBy(fieldId, error, hint)} {...area} />
      {hint && <Hint id={`${fieldId}-hint`}>{hint}</Hint>}
      {error && <FieldError id={`${fieldId}-error`}>{error}</FieldError>}
    </FieldWrap>
  );
}

const LANGUAGE_DIRECTION: Record<TextLanguage, 'ltr' | 'rtl'> = { en: 'ltr', tr: 'ltr', ar: 'rtl' };

interface TranslatedFieldsProps {
  /** The field's name, e.g. "Name". */
  legend: string;
  /** "English", "Türkçe", "العربية" labels per language. */
  languageLabels: Record<TextLanguage, string>;
  value: TranslatedValues;
  onChange: (value: TranslatedValues) => void;
  /** id of the English control (the one validation focuses). */
  id: string;
  /**
   * Goes to the English control, the one validation focuses: pass a react-hook-form Controller's
   * `field.ref` so the form can focus it (and `field.name` as `name`, see `focusInvalid`).
   */
  ref?: Ref<HTMLInputElement | HTMLTextAreaElement>;
  /** The English control's name: the form field's path ("name", "itinerary.0.title"). */
  name?: string;
  error?: string | null;
  hint?: ReactNode;
  multiline?: boolean;
  /** The longest text a language takes: by default a name's (one line) or a description's (multiline), as the API. */
  maxLength?: number;
  required?: boolean;
  testId?: string;
}

/** One translatable text: an input per language (English required), each in its own direction. */
export function TranslatedFields({
  legend,
  languageLabels,
  value,
  onChange,
  id,
  ref,
  name,
  error,
  hint,
  multiline,
  maxLength = multiline ? CATALOGUE_TEXT_MAX : CATALOGUE_NAME_MAX,
  required,
  testId,
}: TranslatedFieldsProps) {
  return (
    <FormSection data-testid={testId}>
      <legend>{legend}</legend>
      {hint && <Hint id={`${id}-hint`}>{hint}</Hint>}
      <FieldGrid>
        {TEXT_LANGUAGES.map((language) => {
          const english = language === 'en';
          const fieldId = english ? id : `${id}-${language}`;
          const common = {
            id: fieldId,
            name: english ? name : undefined,
            lang: language,
            dir: LANGUAGE_DIRECTION[language],
            value: value[language],
            maxLength,
            required: required && english,
            'aria-invalid': english && error ? true : undefined,
            'aria-describedby': english ? describedBy(id, error, hint) : undefined,
            'data-testid': testId ? `${testId}-${language}` : undefined,
          };
          return (
            <FieldWrap key={language}>
              <Label htmlFor={fieldId}>
                {legend} ({languageLabels[language]})
              </Label>
              {multiline ? (
                <TextArea
                  {...common}
                  ref={english ? (ref as Ref<HTMLTextAreaElement> | undefined) : undefined}
                  onChange={(e) => onChange({ ...value, [language]: e.target.value })}
                />
              ) : (
                <Input
                  {...common}
                  ref={english ? (ref as Ref<HTMLInputElement> | undefined) : undefined}
                  onChange={(e) => onChange({ ...value, [language]: e.target.value })}
                />
              )}
            </FieldWrap>
          );
        })}
      </FieldGrid>
      {error && <FieldError id={`${id}-error`}>{error}</FieldError>}
    </FormSection>
  );
}

type ControlledTranslatedFieldsProps<V extends FieldValues, N extends FieldPathByValue<V, TranslatedValues>> = Omit<
  TranslatedFieldsProps,
  'value' | 'onChange' | 'ref' | 'name' | 'error'
> & {
  control: Control<V>;
  /** The form field's path ("name", "itinerary.0.title"): a translated text. */
  name: N;
  rules?: UseControllerProps<V, N>['rules'];
};

/**
 * TranslatedFields as a react-hook-form field: its value and changes, its English control as the
 * field's ref and name (what `focusInvalid` focuses), and its rules' message as its error.
 */
export function ControlledTranslatedFields<V extends FieldValues, N extends FieldPathByValue<V, TranslatedValues>>({
  control,
  name,
  rules,
  ...fields
}: ControlledTranslatedFieldsProps<V, N>) {
  return (
    <Controller
      control={control}
      name={name}
      rules={rules}
      render={({ field, fieldState }) => (
        <TranslatedFields
          {...fields}
          // The path's value is a translated text (N says so), which TypeScript cannot follow through the path.
          value={field.value as TranslatedValues}
          onChange={field.onChange}
          ref={field.ref}
          name={field.name}
          error={fieldState.error?.message}
        />
      )}
    />
  );
}
