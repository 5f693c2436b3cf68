import styled from 'styled-components';

/** A status pill (text plus colour; the text carries the meaning). */
export const StatusPill = styled.span<{ $tone: 'neutral' | 'success' | 'warning' | 'danger' }>`
  display: inline-block;
  padding-block: 1px;
  padding-inline: ${({ theme }) => theme.space(2)};
  border-radius: ${({ theme }) => theme.radius.pill};
  font-size: ${({ theme }) => theme.fontSize.xs}px;
  font-weight: 600;
  border: 1px solid currentColor;
  color: ${({ theme, $tone }) =>
    $tone === 'success'
      ? theme.colors.success
      : $tone === 'danger'
        ? theme.colors.danger
        : $tone === 'warning'
          ? theme.colors.text
          : theme.colors.textMuted};
  background: ${({ theme, $tone }) => ($tone === 'warning' ? theme.colors.surfaceAlt : 'transparent')};
`;
