import type { HTMLAttributes, ReactNode } from 'react';
import styled from 'styled-components';

/**
 * Breaks inside a part only when the part alone is wider than its line. On the value itself, so it
 * holds in any box (a sentence, a link), and the text around it keeps its own wrapping.
 */
const Isolate = styled.bdi`
  overflow-wrap: anywhere;
`;

/**
 * `text` with the places an address wraps best, as a printed one does: after its @ and before
 * each dot. <wbr> adds no character, so copying the value gives it back as it is; hidden, as
 * Chromium otherwise names a link "desk@ example .com", with spaces, to a screen reader.
 */
function withWrapPoints(text: string): ReactNode[] {
  const nodes: ReactNode[] = [];
  let piece = '';
  const cut = () => {
    nodes.push(piece, <wbr key={nodes.length} aria-hidden="true" />);
    piece = '';
  };
  for (const char of text) {
    if (char === '.' && piece) cut();
    piece += char;
    if (char === '@') cut();
  }
  if (piece) nodes.push(piece);
  return nodes;
}

/**
 * An e-mail, reference or code: one left-to-right isolate in a page of either direction (its dots
 * and @ never reordered by Arabic around it), which wraps at its @ and dots only when the line is
 * too short for it, and inside a part only when even that part is, never past its box.
 */
export function LtrText({ children, ...rest }: { children: string } & HTMLAttributes<HTMLElement>) {
  return (
    <Isolate dir="ltr" {...rest}>
      {withWrapPoints(children)}
    </Isolate>
  );
}
