// @vitest-environment happy-dom
import { cleanup, screen } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { CheckboxLabel, TextButton, TextField } from '../../src/components/Form';
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

describe('TextButton and CheckboxLabel', () => {
  it('are at least 24 × 24 px and 20 × 20 px to hit (a table’s "Edit" was 25 × 21, a checkbox 13 × 13)', () => {
    renderInKit(
      <>
        <TextButton type="button">Edit</TextButton>
        <CheckboxLabel>
          <input type="checkbox" />
          Remember me
        </CheckboxLabel>
      </>,
    );
    const button = getComputedStyle(screen.getByRole('button', { name: 'Edit' }));
    expect(button.minBlockSize || button.minHeight).toBe('24px');
    expect(button.minInlineSize || button.minWidth).toBe('24px');
    expect(button.display).toBe('inline-flex');
    const box = getComputedStyle(screen.getByRole('checkbox'));
    expect([box.width, box.height]).toEqual(['20px', '20px']);
  });

  it('a disabled TextButton does not look like a link: dimmed, not underlined, no pointer (a past slot\'s "Close" did)', () => {
    renderInKit(
      <>
        <TextButton type="button">Open</TextButton>
        <TextButton type="button" disabled>
          Close
        </TextButton>
      </>,
    );
    const open = getComputedStyle(screen.getByRole('button', { name: 'Open' }));
    const closed = getComputedStyle(screen.getByRole('button', { name: 'Close' }));
    expect([open.textDecorationLine || open.textDecoration, open.cursor]).toEqual(['underline', 'pointer']);
    expect(closed.opacity).toBe('0.6');
    expect(closed.cursor).toBe('not-allowed');
    expect(closed.textDecorationLine || closed.textDecoration).toBe('none');
  });
});
