import styled, { css } from 'styled-components';

export type ButtonVariant = 'primary' | 'secondary' | 'ghost' | 'danger';

/** The site's button: a real <button>, with a visible focus ring from the global style. */
export const Button = styled.button<{ $variant?: ButtonVariant; $block?: boolean }>`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  gap: ${({ theme }) => theme.space(2)};
  min-height: 40px;
  padding-block: ${({ theme }) => theme.space(2)};
  padding-inline: ${({ theme }) => theme.space(4)};
  border-radius: ${({ theme }) => theme.radius.md};
  border: 1px solid transparent;
  font: inherit;
  font-weight: 600;
  cursor: pointer;
  width: ${({ $block }) => ($block ? '100%' : 'auto')};
  transition:
    background-color 0.15s ease,
    color 0.15s ease;
  &:disabled {
    opacity: 0.6;
    cursor: not-allowed;
  }
  /* Busy but focusable (a search running): a disabled button would drop the keyboard's focus to <body>. */
  &[aria-disabled='true'] {
    opacity: 0.6;
    cursor: progress;
  }
  ${({ theme, $variant = 'primary' }) => {
    const c = theme.colors;
    switch ($variant) {
      case 'secondary':
        return css`
          background: ${c.surface};
          color: ${c.primary};
          border-color: ${c.primary};
          &:hover:not(:disabled) {
            background: ${c.surfaceAlt};
          }
        `;
      case 'ghost':
        return css`
          background: transparent;
          color: inherit;
          &:hover:not(:disabled) {
            background: ${c.surfaceAlt};
          }
        `;
      case 'danger':
        return css`
          background: ${c.danger};
          color: ${c.onDanger};
        `;
      default:
        return css`
          background: ${c.primary};
          color: ${c.onPrimary};
          &:hover:not(:disabled) {
            background: ${c.primaryHover};
          }
        `;
    }
  }}
`;
