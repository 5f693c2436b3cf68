// @vitest-environment happy-dom
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { useRef, useState } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { useDismiss } from '../../src/a11y/useDismiss';

function Menu() {
  const [open, setOpen] = useState(true);
  const panel = useRef<HTMLDivElement>(null);
  const trigger = useRef<HTMLButtonElement>(null);
  useDismiss(open, () => setOpen(false), panel, trigger);
  return (
    <>
      <button ref={trigger} onClick={() => setOpen((o) => !o)}>
        menu
      </button>
      <div ref={panel} hidden={!open} data-testid="panel">
        <a href="#a">first</a>
        <a href="#b">last</a>
      </div>
      <button>under the panel</button>
    </>
  );
}

describe('useDismiss', () => {
  afterEach(cleanup);

  it('keeps the popup open while focus moves inside it or to its button, and closes it when focus leaves both', () => {
    render(<Menu />);
    const panel = screen.getByTestId('panel');
    act(() => screen.getByText('first').focus());
    act(() => screen.getByText('last').focus());
    act(() => screen.getByText('menu').focus());
    expect(panel.hidden).toBe(false);
    act(() => screen.getByText('under the panel').focus());
    expect(panel.hidden).toBe(true);
  });

  it('closes on Escape and on a pointer press outside', () => {
    render(<Menu />);
    const panel = screen.getByTestId('panel');
    fireEvent.keyDown(document, { key: 'Escape' });
    expect(panel.hidden).toBe(true);
    fireEvent.click(screen.getByText('menu'));
    expect(panel.hidden).toBe(false);
    fireEvent.pointerDown(document.body);
    expect(panel.hidden).toBe(true);
  });
});

describe('useDismiss without outside: a panel away from its button in the Tab order', () => {
  afterEach(cleanup);

  function FarMenu() {
    const [open, setOpen] = useState(true);
    const panel = useRef<HTMLDivElement>(null);
    const trigger = useRef<HTMLButtonElement>(null);
    useDismiss(open, () => setOpen(false), panel, trigger, { outside: false });
    return (
      <>
        <button ref={trigger}>menu</button>
        <button>another header control</button>
        <div ref={panel} hidden={!open} data-testid="panel">
          <a href="#a">first</a>
        </div>
        <dialog open>
          <button>in a dialog</button>
        </dialog>
      </>
    );
  }

  it('stays open when focus or a press goes elsewhere, and a dialog above keeps Escape', () => {
    render(<FarMenu />);
    const other = screen.getByRole('button', { name: 'another header control' });
    act(() => other.focus());
    fireEvent.pointerDown(other);
    expect(screen.getByTestId('panel').hidden).toBe(false);
    fireEvent.keyDown(screen.getByRole('button', { name: 'in a dialog' }), { key: 'Escape' });
    expect(screen.getByTestId('panel').hidden).toBe(false);
    const link = screen.getByRole('link', { name: 'first' });
    act(() => link.focus());
    fireEvent.keyDown(link, { key: 'Escape' });
    expect(screen.getByTestId('panel').hidden).toBe(true);
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'menu' }));
  });
});
