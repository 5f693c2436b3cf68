// @vitest-environment happy-dom
import { act, cleanup, fireEvent, screen } from '@testing-library/react';
import { useForm } from 'react-hook-form';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { addTranslations, i18n, useTranslation } from '@trabzon/i18n';
import { errorPaths, useErrorsFollowLanguage } from '../../src/forms/useErrorsFollowLanguage';
import { renderInKit, startI18n } from '../helpers/render';

const NS = 'follow-test';

function NameForm({ serverRefusal }: { serverRefusal?: string }) {
  const { t } = useTranslation(NS);
  const form = useForm<{ name: string; code: string }>({ mode: 'onTouched', defaultValues: { name: '', code: '' } });
  useErrorsFollowLanguage(form);
  const { errors } = form.formState;
  return (
    <form
      noValidate
      onSubmit={form.handleSubmit(() => {
        if (serverRefusal) form.setError('code', { type: 'server', message: serverRefusal });
      })}
    >
      <label htmlFor="name">Name</label>
      <input id="name" {...form.register('name', { validate: (v) => v.trim() !== '' || t('required') })} />
      {errors.name && <p data-testid="name-error">{errors.name.message}</p>}
      <input aria-label="Code" {...form.register('code')} />
      {errors.code && <p data-testid="code-error">{errors.code.message}</p>}
      <button type="submit">Save</button>
    </form>
  );
}

beforeAll(async () => {
  await startI18n('en');
  addTranslations(NS, {
    en: { required: 'Please enter a name' },
    tr: { required: 'Lütfen bir ad girin' },
    ar: { required: 'يرجى إدخال اسم' },
  });
});
afterEach(async () => {
  cleanup();
  await act(() => i18n.changeLanguage('en'));
});

describe('useErrorsFollowLanguage', () => {
  it("says a rule's refusal again in the language the visitor switches to", async () => {
    renderInKit(<NameForm />);
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect((await screen.findByTestId('name-error')).textContent).toBe('Please enter a name');

    await act(() => i18n.changeLanguage('tr'));
    expect(await screen.findByText('Lütfen bir ad girin')).toBeTruthy();
    await act(() => i18n.changeLanguage('ar'));
    expect(await screen.findByText('يرجى إدخال اسم')).toBeTruthy();
  });

  it("leaves an error set by hand (a server's refusal) where it is", async () => {
    renderInKit(<NameForm serverRefusal="Code taken" />);
    fireEvent.change(screen.getByLabelText('Name'), { target: { value: 'Ada' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect((await screen.findByTestId('code-error')).textContent).toBe('Code taken');

    await act(() => i18n.changeLanguage('tr'));
    expect(screen.getByTestId('code-error').textContent).toBe('Code taken');
  });

  it('names the errors by their path, nested ones too, those of the types asked for', () => {
    const errors = {
      name: { type: 'validate', message: 'x' },
      code: { type: 'server', message: 'y' },
      itinerary: { 0: { title: { type: 'required', message: 'z' } } },
      plain: { message: 'no type' },
    };
    expect(errorPaths(errors)).toEqual(['name', 'code', 'itinerary.0.title']);
    expect(errorPaths(errors, (type) => type !== 'server')).toEqual(['name', 'itinerary.0.title']);
  });

  it("lists a field array's errors by index, its empty places skipped", () => {
    const ref = { name: 'x' };
    expect(
      errorPaths({
        name: { type: 'validate', message: 'Required', ref },
        itinerary: [undefined, { title: { type: 'validate', message: 'Title' } }],
      }),
    ).toEqual(['name', 'itinerary.1.title']);
  });
});
