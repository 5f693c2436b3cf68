import styled from 'styled-components';
import { Card } from '@trabzon/ui';

/** The narrow centred card the sign-in, register and password screens share. */
export const AuthCard = styled(Card)`
  max-width: 460px;
  margin-inline: auto;
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space(4)};
  h1 {
    font-size: ${({ theme }) => theme.fontSize.xl}px;
    margin: 0;
  }
  form {
    display: flex;
    flex-direction: column;
  }
`;

export const AuthLinks = styled.p`
  margin: 0;
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space(2)};
  justify-content: space-between;
`;
