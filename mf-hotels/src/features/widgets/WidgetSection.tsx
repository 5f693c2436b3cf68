import type { ReactNode } from 'react';
import { Link } from '@trabzon/router';
import styled from 'styled-components';

const Section = styled.section`
  padding-block: ${({ theme }) => theme.space(6)};
`;

const Head = styled.div`
  display: flex;
  align-items: baseline;
  justify-content: space-between;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space(3)};
  margin-block-end: ${({ theme }) => theme.space(4)};
  h2 {
    margin: 0;
    font-size: ${({ theme }) => theme.fontSize.xl}px;
  }
`;

interface WidgetSectionProps {
  testId: string;
  title: string;
  titleId: string;
  intro?: string;
  more?: { to: string; label: string };
  /** The shell's home page titles each widget itself; standalone hosts may ask for the heading. */
  showHeading?: boolean;
  /** Loading: said with aria-busy, which the home page also reads to keep the widget's space held. */
  busy?: boolean;
  children: ReactNode;
}

/** A home-page widget's content, with its own heading and "see more" link when asked. */
export function WidgetSection({ testId, title, titleId, intro, more, showHeading = false, busy = false, children }: WidgetSectionProps) {
  if (!showHeading)
    return (
      <div data-testid={testId} aria-busy={busy}>
        {children}
      </div>
    );
  return (
    <Section data-testid={testId} aria-labelledby={titleId} aria-busy={busy}>
      <Head>
        <div>
          <h2 id={titleId}>{title}</h2>
          {intro && <p>{intro}</p>}
        </div>
        {more && <Link to={more.to}>{more.label}</Link>}
      </Head>
      {children}
    </Section>
  );
}

/** A link styled as the card's button. */
export const CardAction = styled(Link)`
  display: inline-flex;
  align-items: center;
  min-height: 40px;
  padding-block: ${({ theme }) => theme.space(2)};
  padding-inline: ${({ theme }) => theme.space(4)};
  border-radius: ${({ theme }) => theme.radius.md};
  background: ${({ theme }) => theme.colors.primary};
  color: ${({ theme }) => theme.colors.onPrimary};
  font-weight: 600;
  text-decoration: none;
  &:hover {
    background: ${({ theme }) => theme.colors.primaryHover};
  }
`;
