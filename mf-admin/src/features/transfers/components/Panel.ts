import styled from 'styled-components';

/** One part of the screen (vehicles, taxi rates): a framed section with its heading and a short description. */
export const Panel = styled.section`
  padding: ${({ theme }) => theme.space(4)};
  border: 1px solid ${({ theme }) => theme.colors.surfaceAlt};
  border-radius: ${({ theme }) => theme.radius.md};
  background: ${({ theme }) => theme.colors.surface};
  margin-block-end: ${({ theme }) => theme.space(6)};
  h2 {
    margin-block: 0 ${({ theme }) => theme.space(1)};
    font-size: ${({ theme }) => theme.fontSize.lg}px;
  }
  > p {
    margin-block: 0 ${({ theme }) => theme.space(3)};
    color: ${({ theme }) => theme.colors.textMuted};
    font-size: ${({ theme }) => theme.fontSize.sm}px;
  }
`;
