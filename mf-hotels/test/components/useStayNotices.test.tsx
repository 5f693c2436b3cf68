// @vitest-environment happy-dom
import { act, renderHook } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { useStayNotices } from '../../src/components/StayCapNotice';

const TODAY = '2026-06-01';

/** The hook as a form holds it, corrected as `correction` says. */
const notices = (correction: 'today' | 'cleared' = 'today') => renderHook(() => useStayNotices(correction, TODAY)).result;

describe('useStayNotices', () => {
  it('starts with nothing to say', () => {
    expect(notices().current.props).toEqual({ checkOut: null, pastCheckIn: null, corrected: null });
  });

  it('says a check-out cut to the longest stay, and a check-out on or before the check-in set to the day after it', () => {
    const result = notices();
    act(() => result.current.checkOutChanged('2026-09-01', '2026-06-10', '2026-07-10'));
    expect(result.current.props).toEqual({ checkOut: '2026-07-10', pastCheckIn: null, corrected: null });
    act(() => result.current.checkOutChanged('2026-06-10', '2026-06-10', null));
    expect(result.current.props).toEqual({
      checkOut: null,
      pastCheckIn: null,
      corrected: { kind: 'checkOutBeforeCheckIn', date: '2026-06-11' },
    });
  });

  it('says a check-in in the past as the form corrects it, and a check-out the new check-in moved; a cut check-out is forgotten', () => {
    const result = notices('cleared');
    act(() => result.current.checkOutChanged('2026-09-01', '2026-06-10', '2026-07-10'));
    act(() => result.current.checkInChanged('2026-05-20', '2026-06-12', { checkIn: '2026-05-20', checkOut: '2026-06-12' }));
    expect(result.current.props).toEqual({ checkOut: null, pastCheckIn: 'cleared', corrected: null });
    act(() => result.current.checkInChanged('2026-06-12', '2026-06-12', { checkIn: '2026-06-12', checkOut: '2026-06-13' }));
    expect(result.current.props).toEqual({
      checkOut: null,
      pastCheckIn: null,
      corrected: { kind: 'checkOutMoved', date: '2026-06-13' },
    });
  });

  it('a check-out typed after a check-in in the past forgets that notice', () => {
    const result = notices();
    act(() => result.current.checkInChanged('2026-05-20', '', { checkIn: TODAY, checkOut: '2026-06-02' }));
    expect(result.current.props.pastCheckIn).toBe('today');
    act(() => result.current.checkOutChanged('2026-06-05', TODAY, null));
    expect(result.current.props).toEqual({ checkOut: null, pastCheckIn: null, corrected: null });
  });

  it('an emptied field says only what the form did of it', () => {
    const result = notices();
    act(() => result.current.checkOutChanged('2026-09-01', '2026-06-10', '2026-07-10'));
    act(() => result.current.emptied({ kind: 'checkOutKept', date: '2026-06-12' }));
    expect(result.current.props).toEqual({ checkOut: null, pastCheckIn: null, corrected: { kind: 'checkOutKept', date: '2026-06-12' } });
    act(() => result.current.checkInChanged('2026-05-20', '', { checkIn: TODAY, checkOut: '2026-06-02' }));
    act(() => result.current.emptied(null));
    expect(result.current.props).toEqual({ checkOut: null, pastCheckIn: null, corrected: null });
  });
});
