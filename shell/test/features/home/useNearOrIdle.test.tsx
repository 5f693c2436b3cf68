// @vitest-environment happy-dom
import { act, cleanup, render, screen } from '@testing-library/react';
import { useRef } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useNearOrIdle } from '../../../src/features/home/model/useNearOrIdle';

type IdleCallback = () => void;
let idleCallbacks: { callback: IdleCallback; timeout?: number }[] = [];
let observers: { callback: IntersectionObserverCallback; options?: IntersectionObserverInit; disconnected: boolean }[] = [];

class FakeObserver {
  private readonly record: (typeof observers)[number];
  constructor(callback: IntersectionObserverCallback, options?: IntersectionObserverInit) {
    this.record = { callback, options, disconnected: false };
    observers.push(this.record);
  }
  observe() {}
  disconnect() {
    this.record.disconnected = true;
  }
}

function Probe() {
  const ref = useRef<HTMLDivElement>(null);
  const ready = useNearOrIdle(ref, { rootMargin: '300px 0px', idleTimeoutMs: 2000 });
  return <div ref={ref}>{ready ? 'ready' : 'waiting'}</div>;
}

const intersect = (isIntersecting: boolean) =>
  act(() => {
    for (const observer of observers) observer.callback([{ isIntersecting } as IntersectionObserverEntry], {} as IntersectionObserver);
  });

describe('useNearOrIdle', () => {
  beforeEach(() => {
    idleCallbacks = [];
    observers = [];
    vi.stubGlobal('IntersectionObserver', FakeObserver);
    vi.stubGlobal('requestIdleCallback', (callback: IdleCallback, options?: { timeout: number }) =>
      idleCallbacks.push({ callback, timeout: options?.timeout }),
    );
    vi.stubGlobal('cancelIdleCallback', vi.fn());
  });
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
    vi.useRealTimers();
  });

  it('waits on the first render, then starts when the browser is idle (no scroll needed), with the timeout given', () => {
    render(<Probe />);
    expect(screen.getByText('waiting')).toBeTruthy();
    expect(idleCallbacks).toHaveLength(1);
    expect(idleCallbacks[0]?.timeout).toBe(2000);
    act(() => idleCallbacks[0]?.callback());
    expect(screen.getByText('ready')).toBeTruthy();
    expect(observers.every((observer) => observer.disconnected)).toBe(true);
  });

  it('starts when the element comes near the viewport (rootMargin), not while it is far', () => {
    render(<Probe />);
    expect(observers[0]?.options?.rootMargin).toBe('300px 0px');
    intersect(false);
    expect(screen.getByText('waiting')).toBeTruthy();
    intersect(true);
    expect(screen.getByText('ready')).toBeTruthy();
  });

  it('falls back to a timer where requestIdleCallback is missing', () => {
    vi.stubGlobal('requestIdleCallback', undefined);
    vi.useFakeTimers();
    render(<Probe />);
    act(() => vi.advanceTimersByTime(1000));
    expect(screen.getByText('waiting')).toBeTruthy();
    act(() => vi.advanceTimersByTime(1000));
    expect(screen.getByText('ready')).toBeTruthy();
  });
});
