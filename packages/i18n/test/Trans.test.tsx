// @vitest-environment happy-dom
import { describe, expect, it } from 'vitest';
import { render } from '@testing-library/react';
import i18next from 'i18next';
import { Trans } from '../src/Trans';

const texts = {
  fromPrice: 'From <strong>{{price}}</strong> per person',
  signIn: '<signin>Sign in</signin> to write a review.',
  nested: 'Read <em>the <strong>small</strong> print</em> now',
  lineBreak: 'One<br/>two',
  unknown: 'Keep <b>this</b> as written',
  nights_one: '<strong>{{count}}</strong> night',
  nights_other: '<strong>{{count}}</strong> nights',
};

async function translator() {
  const instance = i18next.createInstance();
  await instance.init({ lng: 'en', resources: { en: { translation: texts } }, interpolation: { escapeValue: false } });
  return instance.t.bind(instance) as (key: string, options?: Record<string, unknown>) => string;
}

describe('Trans', () => {
  it('wraps the tagged words in the given element, with the value interpolated', async () => {
    const t = await translator();
    const { container } = render(<Trans t={t} i18nKey="fromPrice" values={{ price: '€120' }} components={{ strong: <strong /> }} />);
    expect(container.innerHTML).toBe('From <strong>€120</strong> per person');
  });

  it('keeps the element’s own props (a link’s address)', async () => {
    const t = await translator();
    // The link's words come from the text, as with react-i18next's Trans.
    // eslint-disable-next-line jsx-a11y/anchor-has-content
    const { container } = render(<Trans t={t} i18nKey="signIn" components={{ signin: <a href="/login?next=%2Fpackages" /> }} />);
    expect(container.innerHTML).toBe('<a href="/login?next=%2Fpackages">Sign in</a> to write a review.');
  });

  it('reads tags inside tags, and self-closing tags', async () => {
    const t = await translator();
    const nested = render(<Trans t={t} i18nKey="nested" components={{ em: <em />, strong: <strong /> }} />);
    expect(nested.container.innerHTML).toBe('Read <em>the <strong>small</strong> print</em> now');
    const br = render(<Trans t={t} i18nKey="lineBreak" components={{ br: <br /> }} />);
    expect(br.container.innerHTML).toBe('One<br>two');
  });

  it('never reads a value as markup', async () => {
    const t = await translator();
    const { container } = render(
      <Trans
        t={t}
        i18nKey="fromPrice"
        values={{ price: '<strong>free</strong><img src=x onerror=alert(1)>' }}
        components={{ strong: <strong /> }}
      />,
    );
    expect(container.querySelectorAll('strong')).toHaveLength(1);
    expect(container.querySelector('img')).toBeNull();
    expect(container.textContent).toBe('From <strong>free</strong><img src=x onerror=alert(1)> per person');
  });

  it('leaves a tag it has no element for as written', async () => {
    const t = await translator();
    const { container } = render(<Trans t={t} i18nKey="unknown" components={{ strong: <strong /> }} />);
    expect(container.textContent).toBe('Keep <b>this</b> as written');
    expect(container.querySelector('b')).toBeNull();
  });

  it('passes numbers through, so plural forms still choose by count', async () => {
    const t = await translator();
    const one = render(<Trans t={t} i18nKey="nights" values={{ count: 1 }} components={{ strong: <strong /> }} />);
    expect(one.container.innerHTML).toBe('<strong>1</strong> night');
    const three = render(<Trans t={t} i18nKey="nights" values={{ count: 3 }} components={{ strong: <strong /> }} />);
    expect(three.container.innerHTML).toBe('<strong>3</strong> nights');
  });
});
