import styled from 'styled-components';

const Arrow = styled.span`
  display: inline-block;
  margin-inline-end: 0.25em;
  html[dir='rtl'] & {
    transform: scaleX(-1);
  }
`;

/** The "←" of a back link: it points the way back in right-to-left pages too (hidden from screen readers). */
export function BackArrow() {
  return <Arrow aria-hidden="true">←</Arrow>;
}
