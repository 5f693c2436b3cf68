import type { ReactNode } from 'react';
import styled from 'styled-components';
import { Card, FactList, Muted } from '@trabzon/ui';

/** The checkout's two columns: the form, and beside it what is booked; one column on a narrow screen. */
export const CheckoutLayout = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space(6)};
  grid-template-columns: minmax(0, 3fr) minmax(280px, 2fr);
  align-items: start;
  @media (max-width: ${({ theme }) => theme.breakpoint.md}) {
    grid-template-columns: 1fr;
  }
`;

const Aside = styled(Card)`
  position: sticky;
  inset-block-start: 88px;
  h2 {
    font-size: ${({ theme }) => theme.fontSize.lg}px;
  }
  img {
    border-radius: ${({ theme }) => theme.radius.md};
    aspect-ratio: 16 / 9;
    object-fit: cover;
    width: 100%;
    margin-block-end: ${({ theme }) => theme.space(3)};
  }
`;

/** What is booked, above its price. */
export const SummaryFacts = styled(FactList)`
  margin-block-end: ${({ theme }) => theme.space(3)};
`;

interface CheckoutSummaryProps {
  /** The id of its heading, which names the landmark. */
  titleId: string;
  title: string;
  /** A picture of what is booked, once it is known. */
  image?: string | null;
  /** The line under the price. */
  note: string;
  /** What is booked (SummaryFacts), then its price. */
  children: ReactNode;
}

/** The column beside the checkout form: what is booked and its price, under a heading and a picture. */
export function CheckoutSummary({ titleId, title, image, note, children }: CheckoutSummaryProps) {
  return (
    <Aside as="aside" aria-labelledby={titleId}>
      <h2 id={titleId}>{title}</h2>
      {image && <img src={image} alt="" loading="lazy" />}
      {children}
      <Muted>{note}</Muted>
    </Aside>
  );
}
