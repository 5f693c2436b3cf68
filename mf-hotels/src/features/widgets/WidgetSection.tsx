import { useRef, type ReactNode } from 'react';
import { Link } from '@trabzon/router';
import styled from 'styled-components';
import { ErrorPanel, Muted, Spinner, useRetry, useShownData } from '@trabzon/ui';
import { useTranslation } from '@trabzon/i18n';
import { HOTELS_NS } from '../../i18n';
import { CardGrid } from '../../components/Grid';
import { refusalText } from '../../lib/hooks';

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

/** The widget's query, as far as the widget reads it (a TanStack Query result). */
interface CardsQuery<T> {
  data: { results: T[] } | undefined;
  isPending: boolean;
  isError: boolean;
  isFetching: boolean;
  error: unknown;
  refetch: () => Promise<unknown>;
}

interface WidgetSectionProps<T> {
  testId: string;
  title: string;
  titleId: string;
  intro?: string;
  more?: { to: string; label: string };
  /** The shell's home page titles each widget itself; standalone hosts may ask for the heading. */
  showHeading?: boolean;
  query: CardsQuery<T>;
  texts: { loading: string; failed: string; none: string };
  card: (item: T) => ReactNode;
}

/**
 * A home-page widget: a query's cards, with its loading, empty and failed states, and its own heading
 * and "see more" link when asked. Loading is said with aria-busy, which the home page also reads to keep
 * the widget's space held.
 */
export function WidgetSection<T>({ testId, title, titleId, intro, more, showHeading = false, query, texts, card }: WidgetSectionProps<T>) {
  const { t } = useTranslation(HOTELS_NS);
  // The cards render in slices once the answer is in (see useShownData), not in one long task.
  const shown = useShownData(query);
  const data = query.isError ? null : (shown.data ?? null);
  const box = useRef<HTMLDivElement>(null);
  // Try again keeps the panel, its button busy, until the cards are on screen (they come a render after
  // the answer), or stays on the button when it failed again. Then the focus goes to the widget's content,
  // named as the widget, as other panels focus their content's heading: the home page's heading is the
  // shell's, outside this widget, and the first card's link skipped what the widget is.
  const { failed, retrying, retry, error } = useRetry(
    { isError: query.isError, isFetching: query.isFetching || shown.loading, error: query.error, refetch: query.refetch },
    () => box.current,
  );
  const content = (
    <>
      {shown.loading && !failed && <Spinner label={texts.loading} />}
      <div ref={box} role="group" aria-label={title} tabIndex={-1}>
        {failed && (
          <ErrorPanel title={texts.failed} message={refusalText(t, error, null) ?? undefined} onRetry={retry} retrying={retrying} />
        )}
        {data && data.results.length === 0 && <Muted>{texts.none}</Muted>}
        {data && data.results.length > 0 && <CardGrid>{data.results.map(card)}</CardGrid>}
      </div>
    </>
  );
  if (!showHeading)
    return (
      <div data-testid={testId} aria-busy={shown.loading}>
        {content}
      </div>
    );
  return (
    <Section data-testid={testId} aria-labelledby={titleId} aria-busy={shown.loading}>
      <Head>
        <div>
          <h2 id={titleId}>{title}</h2>
          {intro && <p>{intro}</p>}
        </div>
        {more && <Link to={more.to}>{more.label}</Link>}
      </Head>
      {content}
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
