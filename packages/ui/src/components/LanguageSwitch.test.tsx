import { i18n } from '@lingui/core';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { messages as indonesian } from '../locales/id';
import { LanguageSwitch } from './LanguageSwitch';

describe('LanguageSwitch', () => {
  it('presses the language shown and names each language in itself', () => {
    render(<LanguageSwitch locale="en" onChange={() => undefined} />);
    expect(screen.getByRole('group', { name: 'Language' })).toBeInTheDocument();
    const english = screen.getByRole('button', { name: 'English' });
    const indonesianButton = screen.getByRole('button', { name: 'Bahasa Indonesia' });
    expect(english).toHaveAttribute('aria-pressed', 'true');
    expect(english).toHaveAttribute('lang', 'en');
    expect(indonesianButton).toHaveAttribute('aria-pressed', 'false');
    expect(indonesianButton).toHaveAttribute('lang', 'id');
  });

  it('asks for the other language, and not for the one shown', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    render(<LanguageSwitch locale="en" onChange={onChange} />);
    await user.click(screen.getByRole('button', { name: 'English' }));
    expect(onChange).not.toHaveBeenCalled();
    await user.click(screen.getByRole('button', { name: 'Bahasa Indonesia' }));
    expect(onChange).toHaveBeenCalledWith('id');
  });

  it('shows the short codes when compact, keeping the full names as accessible names', () => {
    render(<LanguageSwitch locale="id" onChange={() => undefined} compact />);
    const button = screen.getByRole('button', { name: 'Bahasa Indonesia' });
    expect(button).toHaveTextContent('ID');
    expect(button).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getByRole('button', { name: 'English' })).toHaveTextContent('EN');
  });

  it('labels the group in Indonesian when Indonesian is shown', () => {
    i18n.loadAndActivate({ locale: 'id', messages: indonesian });
    render(<LanguageSwitch locale="id" onChange={() => undefined} />);
    expect(screen.getByRole('group', { name: 'Bahasa' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'English' })).toBeInTheDocument();
  });
});
