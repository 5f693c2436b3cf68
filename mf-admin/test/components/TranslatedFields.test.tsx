// @vitest-environment happy-dom
import { cleanup, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { TranslatedFields } from '../../src/components/fields';
import { renderAdmin } from '../helpers';

const LANGUAGES = { en: 'English', tr: 'Türkçe', ar: 'العربية' } as const;
const EMPTY = { en: '', tr: '', ar: '' };

afterEach(cleanup);

describe('TranslatedFields', () => {
  it('takes at most what the API takes in each language: a name 150 characters, a description 5,000', () => {
    renderAdmin(
      <>
        <TranslatedFields legend="Name" languageLabels={LANGUAGES} value={EMPTY} onChange={() => undefined} id="name" />
        <TranslatedFields
          legend="Description"
          languageLabels={LANGUAGES}
          value={EMPTY}
          onChange={() => undefined}
          id="description"
          multiline
        />
        <TranslatedFields
          legend="Summary"
          languageLabels={LANGUAGES}
          value={EMPTY}
          onChange={() => undefined}
          id="summary"
          multiline
          maxLength={500}
        />
      </>,
    );
    for (const language of Object.values(LANGUAGES)) {
      expect((screen.getByLabelText(`Name (${language})`) as HTMLInputElement).maxLength).toBe(150);
      expect((screen.getByLabelText(`Description (${language})`) as HTMLTextAreaElement).maxLength).toBe(5000);
      expect((screen.getByLabelText(`Summary (${language})`) as HTMLTextAreaElement).maxLength).toBe(500);
    }
  });
});
