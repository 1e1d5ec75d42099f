import { describe, expect, it } from 'vitest';
import { COPYRIGHT_YEAR, VERSION } from './index';

describe('version', () => {
  it('is the product version and copyright year of the spec', () => {
    expect(VERSION).toBe('4.95.202.725');
    expect(COPYRIGHT_YEAR).toBe(2022);
  });
});
