// @vitest-environment happy-dom
import { cleanup, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { FactList } from '../../src/components/FactList';
import { lightPalette, space } from '../../src/theme/tokens';
import { renderInKit } from '../helpers/render';

afterEach(() => {
  cleanup();
});

const facts = (roomy?: boolean) => (
  <FactList data-testid="facts" $roomy={roomy}>
    <dt>Hotel</dt>
    <dd>Sea View</dd>
  </FactList>
);

describe('FactList', () => {
  it('is a description list laid out as a label column and a value column', () => {
    renderInKit(facts());
    const list = screen.getByTestId('facts');
    expect(list.tagName).toBe('DL');
    const style = getComputedStyle(list);
    expect(style.display).toBe('grid');
    expect(style.gridTemplateColumns).toBe('max-content minmax(0, 1fr)');
    expect(style.margin).toBe('0px');
    expect(style.gap).toBe(`${space(1)} ${space(4)}`);
    expect(getComputedStyle(screen.getByText('Hotel')).color).toBe(lightPalette.textMuted);
    expect(getComputedStyle(screen.getByText('Sea View')).margin).toBe('0px');
  });

  it('spaces its rows out when $roomy (a page of facts), and does not pass the prop to the DOM', () => {
    renderInKit(facts(true));
    const list = screen.getByTestId('facts');
    expect(getComputedStyle(list).gap).toBe(`${space(2)} ${space(6)}`);
    expect(list.getAttribute('$roomy')).toBeNull();
  });
});
