// @vitest-environment happy-dom
import { useState } from 'react';
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { focusHeading, useFocusOnNavigation } from '../../src/a11y/focusHeading';

function Site() {
  const [path, setPath] = useState('/');
  useFocusOnNavigation(path);
  return (
    <>
      <nav>
        <button type="button" onClick={() => setPath('/hotels')}>
          Hotels
        </button>
        <button type="button" onClick={() => setPath('/login')}>
          Sign in
        </button>
      </nav>
      <main id="main">
        {path === '/' && <h1>Welcome</h1>}
        {path === '/hotels' && <h1>Hotels</h1>}
        {path === '/login' && (
          <>
            <h1>Sign in</h1>
            {/* eslint-disable-next-line jsx-a11y/no-autofocus -- the case under test: a page that places the focus itself */}
            <input aria-label="E-mail" autoFocus />
          </>
        )}
      </main>
    </>
  );
}

afterEach(() => {
  cleanup();
});

describe('focus after navigation', () => {
  it('leaves the first page alone, then moves the focus to the new page’s heading', () => {
    render(<Site />);
    expect(document.activeElement).toBe(document.body);
    const link = screen.getByRole('button', { name: 'Hotels' });
    act(() => link.focus());
    fireEvent.click(link);
    const heading = screen.getByRole('heading', { name: 'Hotels' });
    expect(document.activeElement).toBe(heading);
    expect(heading.getAttribute('tabindex')).toBe('-1');
  });

  it('keeps the focus a page has placed itself (an autofocused field)', () => {
    render(<Site />);
    const link = screen.getByRole('button', { name: 'Sign in' });
    act(() => link.focus());
    fireEvent.click(link);
    expect(document.activeElement).toBe(screen.getByLabelText('E-mail'));
  });

  it('focuses the region itself when a page has no heading', () => {
    render(
      <main id="somewhere">
        <p>No heading</p>
      </main>,
    );
    const region = document.getElementById('somewhere');
    expect(focusHeading(region)).toBe(true);
    expect(document.activeElement).toBe(region);
  });
});
