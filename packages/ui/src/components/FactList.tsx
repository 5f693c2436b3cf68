import styled from 'styled-components';

/**
 * What something is, as label/value rows: a <dl> whose <dt> labels (muted) sit in a column as wide
 * as the longest one and whose <dd> values take the rest. A summary panel's, a confirmation's, a
 * drawer's. Its outer margin is 0: where it sits decides the space around it.
 *
 * `$roomy`: the rows spaced out, for facts that are a page's main content rather than a panel's.
 *
 * A price breakdown (amounts at the end, a total) is another thing and not this list.
 */
export const FactList = styled.dl<{ $roomy?: boolean }>`
  display: grid;
  /* minmax(0, …): a long word (an e-mail, a name) wraps in its cell rather than widening the list. */
  grid-template-columns: max-content minmax(0, 1fr);
  gap: ${({ theme, $roomy }) => ($roomy ? `${theme.space(2)} ${theme.space(6)}` : `${theme.space(1)} ${theme.space(4)}`)};
  margin: 0;
  dt {
    color: ${({ theme }) => theme.colors.textMuted};
  }
  dd {
    margin: 0;
    overflow-wrap: anywhere;
    font-variant-numeric: tabular-nums;
  }
`;
