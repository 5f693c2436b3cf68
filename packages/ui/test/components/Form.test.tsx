// @vitest-environment happy-dom
import { cleanup, screen } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { TextField } from '../../src/components/Form';
import { renderInKit, startI18n } from '../helpers/render';

beforeAll(async () => {
  await startI18n('ar');
});
afterEach(() => {
  cleanup();
});

describe('TextField', () => {
  it('writes e-mail, phone, web address, date and number fields left to right, even in Arabic', () => {
    renderInKit(
      <>
        <TextField label="email" type="email" />
        <TextField label="phone" type="tel" />
        <TextField label="web" type="url" />
        <TextField label="day" type="date" />
        <TextField label="count" type="number" />
        <TextField label="name" />
        <TextField label="code" dir="rtl" type="tel" />
      </>,
    );
    for (const label of ['email', 'phone', 'web', 'day', 'count'])
      expect(screen.getByLabelText(label).getAttribute('dir'), label).toBe('ltr');
    expect(screen.getByLabelText('name').hasAttribute('dir')).toBe(false);
    expect(screen.getByLabelText('code').getAttribute('dir')).toBe('rtl');
  });
});
