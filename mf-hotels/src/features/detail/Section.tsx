import type { ReactNode } from 'react';
import styled from 'styled-components';

const Box = styled.section`
  padding-block: ${({ theme }) => theme.space(6)};
  border-block-start: 1px solid ${({ theme }) => theme.colors.surfaceAlt};
  h2 {
    font-size: ${({ theme }) => theme.fontSize.xl}px;
  }
  h3 {
    font-size: ${({ theme }) => theme.fontSize.md}px;
    margin-block-end: ${({ theme }) => theme.space(2)};
  }
`;

/** One titled part of the hotel page (about, rooms, policies, …). */
export function Section({ id, title, children, testId }: { id: string; title: string; children: ReactNode; testId?: string }) {
  return (
    <Box aria-labelledby={`${id}-title`} data-testid={testId}>
      <h2 id={`${id}-title`}>{title}</h2>
      {children}
    </Box>
  );
}
