// @vitest-environment happy-dom
import { cleanup, render } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { BackArrow } from '../../src/components/BackArrow';

afterEach(cleanup);

/** The declarations of the injected rules whose selector contains `part`. */
function rulesWith(part: string): string[] {
  const css = [...document.head.querySelectorAll('style')].map((style) => style.textContent ?? '').join('\n');
  return [...css.matchAll(/([^{}]+)\{([^}]*)\}/g)].filter((m) => m[1]!.includes(part)).map((m) => `${m[1]!.trim()} { ${m[2]!.trim()} }`);
}

describe('BackArrow', () => {
  it('is hidden from screen readers and turned around on right-to-left pages', () => {
    const { container } = render(<BackArrow />);
    const arrow = container.querySelector('span')!;
    expect(arrow.getAttribute('aria-hidden')).toBe('true');
    expect(arrow.textContent).toBe('←');
    const className = [...arrow.classList].find((name) => rulesWith(`.${name}`).length > 0)!;
    const rtl = rulesWith(`.${className}`).filter((rule) => rule.includes("dir='rtl'") || rule.includes('dir="rtl"'));
    expect(rtl.join(' ')).toMatch(/transform: ?scaleX\(-1\)/);
  });
});
