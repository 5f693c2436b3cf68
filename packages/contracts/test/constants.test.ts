import { describe, expect, it } from 'vitest';
import { unknownMailPlaceholder } from '../src/constants';

describe('unknownMailPlaceholder: what the mailer would send as typed', () => {
  it('is null when every placeholder is one the mailer fills, spaces inside the braces included', () => {
    expect(unknownMailPlaceholder('Hello {{name}}, booking {{ reference }} is {{status}}.')).toBeNull();
    expect(unknownMailPlaceholder('No placeholder at all')).toBeNull();
  });

  it('names an unknown or empty placeholder as written', () => {
    expect(unknownMailPlaceholder('Hi {{name}} {{Reference}}')).toBe('{{Reference}}');
    expect(unknownMailPlaceholder('Hi {{nmae}}')).toBe('{{nmae}}');
    expect(unknownMailPlaceholder('Hi {{}}')).toBe('{{}}');
  });

  it('names braces left unclosed or stray', () => {
    expect(unknownMailPlaceholder('Your booking {{reference')).toBe('{{reference');
    expect(unknownMailPlaceholder('Hello {{name}}, see you }}')).toBe('}}');
    expect(unknownMailPlaceholder('Total {{ total')).toBe('{{ total');
  });
});
