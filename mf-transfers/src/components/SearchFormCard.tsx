import styled from 'styled-components';
import { Card, FieldWrap, FormMessage } from '@trabzon/ui';
import { PlaceFieldWrap } from './LocationField';

/** A child of a SearchFormCard on a row of its own (the service toggle, the taxi's estimate). */
export const FullRow = styled.div``;

/**
 * The form's submit button, level with the bottom of its row's fields and as tall as they are (the fields line up at their
 * labels, so a field's error under it does not lift its input out of line with its neighbours').
 */
export const SubmitWrap = styled(FieldWrap)`
  align-self: flex-end;
  /* As tall as the fields beside it (the kit's fields are 44px, its buttons 40). */
  > button {
    min-height: 44px;
  }
`;

/**
 * The search form of /car-transfers and /taxis: the fields wrap as the width allows and grow to fill
 * their row. A place field starts as wide as its select's longest place name in the reader's
 * language (plus the map button), so "Trabzon Havalimanı (TZX)", "Custom location (map)" or a map
 * point's coordinates are never cut (a fixed 220px track cut them); the other fields start at 220px.
 * A field alone on a narrow phone's row may still shrink to it. A FullRow and a FormMessage take a
 * row of their own. The fields line up at their tops (their labels and inputs level), the submit
 * button at the row's bottom.
 */
export const SearchFormCard = styled(Card).attrs({ as: 'form' })`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space(3)} ${({ theme }) => theme.space(4)};
  align-items: flex-start;
  margin-block: ${({ theme }) => theme.space(4)} ${({ theme }) => theme.space(6)};
  > * {
    flex: 1 1 220px;
    min-inline-size: 0;
  }
  > ${PlaceFieldWrap} {
    flex-basis: auto;
  }
  > ${FullRow}, > ${FormMessage} {
    flex-basis: 100%;
  }
`;
