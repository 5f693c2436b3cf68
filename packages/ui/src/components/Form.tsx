import { forwardRef, useId, type InputHTMLAttributes, type ReactNode } from 'react';
import styled, { css } from 'styled-components';

export const FieldWrap = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space(1)};
  margin-block-end: ${({ theme }) => theme.space(4)};
`;

export const Label = styled.label`
  font-weight: 600;
  font-size: ${({ theme }) => theme.fontSize.sm}px;
`;

const control = css`
  font: inherit;
  min-height: 44px;
  padding-block: ${({ theme }) => theme.space(2)};
  padding-inline: ${({ theme }) => theme.space(3)};
  border-radius: ${({ theme }) => theme.radius.md};
  border: 1px solid ${({ theme }) => theme.colors.border};
  background: ${({ theme }) => theme.colors.surface};
  color: ${({ theme }) => theme.colors.text};
  /* The browser's grey placeholder is 3.6:1 on the dark surface; the muted text colour is AA in both themes. */
  &::placeholder {
    color: ${({ theme }) => theme.colors.textMuted};
    opacity: 1;
  }
  &[aria-invalid='true'] {
    border-color: ${({ theme }) => theme.colors.danger};
  }
  &:disabled {
    opacity: 0.7;
  }
`;

/** Kinds of input whose text is always written left to right, in Arabic too (e-mail, phone, web address, dates, numbers). */
const LTR_TYPES = new Set(['email', 'tel', 'url', 'date', 'datetime-local', 'month', 'time', 'week', 'number', 'password']);

/** The kit's input: e-mail, phone, card-like and date inputs are left to right unless told otherwise. */
export const Input = styled.input.attrs<{ type?: string; dir?: string }>(({ type, dir }) => ({
  dir: dir ?? (type && LTR_TYPES.has(type) ? 'ltr' : undefined),
}))`
  ${control}
`;
export const Select = styled.select`
  ${control}
`;
export const TextArea = styled.textarea`
  ${control};
  min-height: 96px;
  resize: vertical;
`;

export const FieldError = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.danger};
  font-size: ${({ theme }) => theme.fontSize.sm}px;
`;

interface TextFieldProps extends InputHTMLAttributes<HTMLInputElement> {
  label: ReactNode;
  error?: string | null;
  hint?: ReactNode;
}

/** A labelled input with its error announced to screen readers and tied by aria-describedby. */
export const TextField = forwardRef<HTMLInputElement, TextFieldProps>(function TextField({ label, error, hint, id, ...input }, ref) {
  const autoId = useId();
  const inputId = id ?? autoId;
  const errorId = `${inputId}-error`;
  const hintId = `${inputId}-hint`;
  const describedBy = [error ? errorId : null, hint ? hintId : null].filter(Boolean).join(' ') || undefined;
  return (
    <FieldWrap>
      <Label htmlFor={inputId}>{label}</Label>
      <Input ref={ref} id={inputId} aria-invalid={error ? true : undefined} aria-describedby={describedBy} {...input} />
      {hint && (
        <small id={hintId} style={{ opacity: 0.8 }}>
          {hint}
        </small>
      )}
      {error && <FieldError id={errorId}>{error}</FieldError>}
    </FieldWrap>
  );
});

export const CheckboxLabel = styled.label`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space(2)};
  cursor: pointer;
  /* A box a finger can hit on a phone (the browser draws 13 px), never squeezed by a long label. */
  input {
    width: 20px;
    height: 20px;
    flex-shrink: 0;
    margin: 0;
    accent-color: ${({ theme }) => theme.colors.primary};
  }
`;

type Tone = 'error' | 'success' | 'info';

/** A form-level message: errors are alerts, successes and info are polite status updates. */
export const FormMessage = styled.div.attrs<{ $tone: Tone }>(({ $tone }) => ({
  role: $tone === 'error' ? 'alert' : 'status',
}))<{ $tone: Tone }>`
  padding: ${({ theme }) => theme.space(3)};
  border-radius: ${({ theme }) => theme.radius.md};
  margin-block-end: ${({ theme }) => theme.space(4)};
  border-inline-start: 4px solid
    ${({ theme, $tone }) => ($tone === 'error' ? theme.colors.danger : $tone === 'success' ? theme.colors.success : theme.colors.primary)};
  background: ${({ theme }) => theme.colors.surfaceAlt};
  color: ${({ theme }) => theme.colors.text};
`;

/**
 * The box of a notice about a link the visitor followed (values it had that a page could not use):
 * an accent bar on the start side. Each page sets its margins where it places it.
 */
export const LinkNoticeBox = styled.p`
  margin-inline: 0;
  padding: ${({ theme }) => theme.space(3)};
  border-inline-start: 4px solid ${({ theme }) => theme.colors.accent};
  background: ${({ theme }) => theme.colors.surface};
  border-radius: ${({ theme }) => theme.radius.md};
`;

/** A button that reads as a link; at least 24 × 24 px to hit (WCAG 2.5.8), as table actions are short words ("Edit"). */
export const TextButton = styled.button`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  min-block-size: 24px;
  min-inline-size: 24px;
  background: none;
  border: none;
  padding: 0;
  font: inherit;
  color: ${({ theme }) => theme.colors.primary};
  text-decoration: underline;
  cursor: pointer;
  /* As Button's: an action that cannot be taken must not look like a link (a past slot's "Close"). */
  &:disabled {
    opacity: 0.6;
    text-decoration: none;
    cursor: not-allowed;
  }
`;
