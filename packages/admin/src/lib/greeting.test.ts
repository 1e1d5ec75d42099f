import { describe, expect, it } from 'vitest';
import { firstName, greetingFor } from './greeting';

describe('greetingFor', () => {
  it('greets by the hour in Jakarta, not in the browser zone', () => {
    // 01:30 UTC is 08:30 WIB.
    expect(greetingFor(new Date('2026-11-21T01:30:00Z'), 'Ayu')).toBe('Good morning, Ayu');
    // 06:00 UTC is 13:00 WIB.
    expect(greetingFor(new Date('2026-11-21T06:00:00Z'), 'Ayu')).toBe('Good afternoon, Ayu');
    // 11:00 UTC is 18:00 WIB.
    expect(greetingFor(new Date('2026-11-21T11:00:00Z'), 'Ayu')).toBe('Good evening, Ayu');
    // 19:00 UTC is 02:00 WIB the next day.
    expect(greetingFor(new Date('2026-11-21T19:00:00Z'), 'Ayu')).toBe('Good evening, Ayu');
  });
});

describe('firstName', () => {
  it('takes the first word of the name', () => {
    expect(firstName('Ayu Lestari')).toBe('Ayu');
    expect(firstName('  Budi ')).toBe('Budi');
  });
});
