import { describe, expect, it } from 'vitest';
import { fillTemplate, matchText, readTemplate } from '../src/templates';

describe('message templates', () => {
  it('fills in {{placeholders}} and reads the same values back', () => {
    const template = 'Available rooms cannot exceed {{free}} (rooms already booked for this date: {{booked}})';
    const message = fillTemplate(template, { free: 3, booked: 1 });
    expect(message).toBe('Available rooms cannot exceed 3 (rooms already booked for this date: 1)');
    expect(readTemplate(template, message)).toEqual({ free: '3', booked: '1' });
  });

  it('reads the template literally: brackets, dots and question marks in it are text, and the whole message must match', () => {
    const template = 'Total (rooms) on {{date}}? at most {{n}}.';
    expect(readTemplate(template, 'Total (rooms) on 2026-12-01? at most 4.')).toEqual({ date: '2026-12-01', n: '4' });
    expect(readTemplate(template, 'Total rooms on 2026-12-01? at most 4.')).toBeNull();
    expect(readTemplate(template, 'Total (rooms) on 2026-12-01? at most 4. And more')).toBeNull();
    expect(readTemplate(template, 'Total (rooms) on 2026-12-01x at most 4.')).toBeNull();
  });

  it('matches a message to its text: exact texts first, then templates; other messages are null', () => {
    const texts = { exists: 'Already exists', tooMany: 'At most {{n}} guests', exact: 'At most 2 guests' };
    expect(matchText(texts, 'Already exists')).toEqual({ key: 'exists', values: {} });
    expect(matchText(texts, 'At most 2 guests')).toEqual({ key: 'exact', values: {} });
    expect(matchText(texts, 'At most 9 guests')).toEqual({ key: 'tooMany', values: { n: '9' } });
    expect(matchText(texts, 'Something else')).toBeNull();
  });
});
