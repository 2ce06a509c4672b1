import { describe, expect, it } from 'vitest';
import { calibratedSlowdown } from '../../scripts/benchLib.mjs';

describe('the CPU slowdown the benchmarks calibrate to the host (scripts/benchLib.mjs)', () => {
  it("meets Lighthouse's calculator at its breakpoints and is 4x where Lighthouse's default assumes", () => {
    expect([150, 800, 1300, 1533, 1766, 2000].map(calibratedSlowdown)).toEqual([1, 2, 3, 4, 5, 6]);
  });

  it('is linear between breakpoints and never below 1x', () => {
    expect(calibratedSlowdown(475)).toBe(1.5);
    expect(calibratedSlowdown(1050)).toBe(2.5);
    expect(calibratedSlowdown(40)).toBe(1);
    expect(calibratedSlowdown(Number.NaN)).toBe(1);
  });
});
