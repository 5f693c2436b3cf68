// @vitest-environment happy-dom
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { useFocusAdded } from '../../src/lib/focusAdded';

afterEach(cleanup);

const itemId = (index: number) => `item-${index}`;

/** A list of `count` fields and an Add button that only says an item is being added (the test draws it). */
function Items({ count }: { count: number }) {
  const focusAdded = useFocusAdded(count, itemId);
  return (
    <>
      {Array.from({ length: count }, (_, index) => (
        <input key={index} id={itemId(index)} aria-label={`Item ${index + 1}`} />
      ))}
      <button type="button" onClick={focusAdded}>
        Add
      </button>
    </>
  );
}

/** The list drawn with `count` items, and Add focused and pressed. */
function pressAdd(count: number) {
  const view = render(<Items count={count} />);
  const add = screen.getByRole('button', { name: 'Add' });
  add.focus();
  fireEvent.click(add);
  return { ...view, add };
}

describe('useFocusAdded: Add focuses the new item’s field once it is in the page', () => {
  it('focuses the new item’s field, at the index it was added at', () => {
    const { rerender } = pressAdd(2);
    rerender(<Items count={3} />);
    expect(document.activeElement).toBe(screen.getByLabelText('Item 3'));
  });

  it('waits while the count changes without the new item (the list drawn again with fewer), then focuses it', () => {
    const { rerender, add } = pressAdd(3);
    // A "just added" flag focused the last item here: one the admin did not add.
    rerender(<Items count={2} />);
    expect(document.activeElement).toBe(add);
    rerender(<Items count={4} />);
    expect(document.activeElement).toBe(screen.getByLabelText('Item 4'));
  });

  it('focuses once: later changes of the count leave the focus where it is', () => {
    const { rerender, add } = pressAdd(1);
    rerender(<Items count={2} />);
    expect(document.activeElement).toBe(screen.getByLabelText('Item 2'));
    add.focus();
    rerender(<Items count={3} />);
    expect(document.activeElement).toBe(add);
  });

  it('moves no focus when nothing was added (the list loading)', () => {
    const { rerender } = render(<Items count={0} />);
    const add = screen.getByRole('button', { name: 'Add' });
    add.focus();
    rerender(<Items count={3} />);
    expect(document.activeElement).toBe(add);
  });
});
