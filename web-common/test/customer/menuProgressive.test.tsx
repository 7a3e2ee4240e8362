import { act, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  itemsShownPerSection,
  useProgressiveCount,
} from '../../../web-customer/src/features/menu/useProgressiveCount';

describe('itemsShownPerSection', () => {
  const sections = [{ items: [1, 2, 3, 4] }, { items: [1] }, { items: [1, 2, 3] }];

  it('fills sections in menu order', () => {
    expect(itemsShownPerSection(sections, 0)).toEqual([0, 0, 0]);
    expect(itemsShownPerSection(sections, 3)).toEqual([3, 0, 0]);
    expect(itemsShownPerSection(sections, 6)).toEqual([4, 1, 1]);
    expect(itemsShownPerSection(sections, 99)).toEqual([4, 1, 3]);
  });
});

function Counter({ total }: { total: number }) {
  return <output>{useProgressiveCount(total, 6, 3)}</output>;
}

describe('useProgressiveCount', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('shows the first screen at once, then a few more per task until all are shown', () => {
    render(<Counter total={13} />);
    expect(screen.getByRole('status').textContent).toBe('6');
    act(() => vi.advanceTimersByTime(0));
    expect(screen.getByRole('status').textContent).toBe('9');
    // Each step renders, and the render's effect schedules the next step.
    for (let step = 0; step < 5; step++) act(() => vi.advanceTimersByTime(0));
    expect(screen.getByRole('status').textContent).toBe('13');
    expect(vi.getTimerCount()).toBe(0);
  });

  it('never shows more than there are', () => {
    render(<Counter total={2} />);
    expect(screen.getByRole('status').textContent).toBe('2');
    expect(vi.getTimerCount()).toBe(0);
  });
});
