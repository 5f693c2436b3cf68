import styled from 'styled-components';

/** Cards in as many columns as fit, each at least 260px wide. */
export const CardGrid = styled.div`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(260px, 1fr));
  gap: ${({ theme }) => theme.space(6)};
`;
