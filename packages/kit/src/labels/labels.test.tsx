import { i18n } from '@lingui/core';
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { RegisterEmptyState } from '../components/RegisterEmptyState';
import { daysText, LEAVE_STATUS_LABELS, leaveDates, workingDaysText } from '../leave/leave';
import { NIK_MESSAGE } from '../lib/identity-numbers';
import { messages as indonesian } from '../locales/id';
import { CHANGE_REQUEST_KIND_LABELS, GENDER_LABELS, labelOf, optionsOf } from './labels';

describe('words in the language shown', () => {
  it('reads the tables in English by default', () => {
    expect(GENDER_LABELS.male).toBe('Male');
    expect(labelOf(LEAVE_STATUS_LABELS, 'approved')).toBe('Approved');
    expect(labelOf(GENDER_LABELS, 'unknown-code')).toBe('unknown-code');
    expect(workingDaysText(0.5)).toBe('0,5 working day');
    expect(daysText(3)).toBe('3 days');
    expect(NIK_MESSAGE).toBe('A NIK has 16 digits.');
  });

  it('follows a change to Indonesian, even for tables and options kept in constants', () => {
    const options = optionsOf(GENDER_LABELS);
    i18n.loadAndActivate({ locale: 'id', messages: indonesian });
    expect(GENDER_LABELS.female).toBe('Perempuan');
    expect(options.map((option) => option.label)).toEqual(['Laki-laki', 'Perempuan']);
    expect(CHANGE_REQUEST_KIND_LABELS.nik).toBe('NIK');
    expect(workingDaysText(2)).toBe('2 hari kerja');
    expect(
      leaveDates({ startDate: '2026-12-07', endDate: '2026-12-07', halfDay: 'morning' }),
    ).toMatch(/\(pagi\)$/);
    expect(NIK_MESSAGE).toBe('NIK terdiri dari 16 digit.');
  });

  it('shows an empty register in Indonesian', () => {
    i18n.loadAndActivate({ locale: 'id', messages: indonesian });
    render(
      <RegisterEmptyState
        filtered
        noun="klien"
        filteredHint="Coba pencarian lain."
        canManage={false}
        manageHint=""
        readHint=""
        actions={null}
      />,
    );
    expect(screen.getByText('Tidak ada klien yang cocok')).toBeInTheDocument();
  });
});
