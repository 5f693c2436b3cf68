import { useEffect, useRef } from 'react';
import styled from 'styled-components';
import { Button } from '@trabzon/ui';

export type MoveDirection = 'up' | 'down';

/**
 * A list item's ↑ or ↓ button. At the list's end it is aria-disabled, not disabled: a moved item's button
 * keeps the keyboard's focus there, where a disabled one dropped it to <body>.
 */
export const MoveButton = styled(Button)`
  &[aria-disabled='true'] {
    cursor: not-allowed;
  }
`;

/**
 * Moving an item up or down a field array (hero slides, itinerary days): the focus follows the moved item to its
 * new place, on the same button (React may take the focused button out of the page to move it), and a press
 * at the list's end (first ↑, last ↓, aria-disabled) moves nothing.
 */
export function useMoveWithFocus(fields: { id: string }[], move: (from: number, to: number) => void) {
  const buttons = useRef(new Map<string, HTMLButtonElement>());
  const moved = useRef<string | null>(null);
  useEffect(() => {
    const key = moved.current;
    if (key === null) return;
    moved.current = null;
    buttons.current.get(key)?.focus();
  }, [fields]);
  const buttonRef = (id: string, direction: MoveDirection) => (button: HTMLButtonElement | null) => {
    if (button) buttons.current.set(`${id}:${direction}`, button);
    else buttons.current.delete(`${id}:${direction}`);
  };
  const atEnd = (index: number, direction: MoveDirection) => (direction === 'up' ? index === 0 : index === fields.length - 1);
  const moveItem = (index: number, direction: MoveDirection) => {
    const field = fields[index];
    if (!field || atEnd(index, direction)) return;
    moved.current = `${field.id}:${direction}`;
    move(index, direction === 'up' ? index - 1 : index + 1);
  };
  /** The props of an item's ↑ or ↓ button (its label and test id aside). */
  const moveProps = (id: string, index: number, direction: MoveDirection) => ({
    type: 'button' as const,
    $variant: 'ghost' as const,
    ref: buttonRef(id, direction),
    'aria-disabled': atEnd(index, direction) || undefined,
    onClick: () => moveItem(index, direction),
  });
  return { moveProps };
}
