import { describe, expect, it } from 'vitest';
import { guessCandidate } from '../src/recruiting/cv-import.js';

describe('guessing a candidate from a CV', () => {
  it('takes the first line that reads like a name, the email, the phone, the city and known skills', () => {
    const guess = guessCandidate(
      'CURRICULUM VITAE\nWULAN SARI\nwulan.sari@Example.com | 0812 5550 1234\nJakarta Selatan\nCustomer service, Excel',
      'cv-wulan.pdf',
    );
    expect(guess.fullName).toBe('Wulan Sari');
    expect(guess.email).toBe('wulan.sari@example.com');
    expect(guess.phone).toMatch(/8125550 ?1234$/);
    expect(guess.city).toBe('Jakarta');
    expect(guess.skills).toEqual(expect.arrayContaining(['customer service', 'excel']));
  });

  it('never takes a city or a skill on its own line for the name; without a name line, the file name', () => {
    const guess = guessCandidate('Jakarta\n0812 5550 1234\nTelemarketing', 'Yoga_Pratama-CV.pdf');
    expect(guess.fullName).toBe('Yoga Pratama');
    expect(guess.city).toBe('Jakarta');
  });

  it('finds an email among punctuation, and reads a 120,000-letter word in linear time', () => {
    expect(
      guessCandidate('Budi\nEmail:budi.s+cv@mail.example.co.id, HP 0812 5550 1234', 'b.pdf').email,
    ).toBe('budi.s+cv@mail.example.co.id');
    const started = performance.now();
    const guess = guessCandidate(
      `Budi Santoso\n${'a'.repeat(120_000)}\n${'a.'.repeat(60_000)}`,
      'b.pdf',
    );
    expect(performance.now() - started).toBeLessThan(100);
    expect(guess).toMatchObject({ fullName: 'Budi Santoso', email: null, phone: null });
  });
});
