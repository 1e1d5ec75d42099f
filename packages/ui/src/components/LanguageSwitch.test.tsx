import { i18n } from '@lingui/core';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { messages as indonesian } from '../locales/id';
import { LanguageSwitch } from './LanguageSwitch';

/** The text a sighted user sees on an element: its text, less what is only for screen readers. */
function visibleText(element: HTMLElement): string {
  const copy = element.cloneNode(true) as HTMLElement;
  for (const hidden of copy.querySelectorAll('.sd-visually-hidden')) hidden.remove();
  return (copy.textContent ?? '').trim();
}

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

  it('shows the short codes when compact, each name starting with the code shown (WCAG 2.5.3)', () => {
    render(<LanguageSwitch locale="id" onChange={() => undefined} compact />);
    const indonesianButton = screen.getByRole('button', { name: 'ID Bahasa Indonesia' });
    expect(indonesianButton).toHaveAttribute('aria-pressed', 'true');
    expect(indonesianButton).toHaveAttribute('title', 'Bahasa Indonesia');
    expect(screen.getByRole('button', { name: 'EN English' })).toHaveAttribute('title', 'English');
    // What a sighted user reads on each button is in its accessible name, so "click ID" works
    // with voice control; the full name is there for screen readers only.
    const buttons = screen.getAllByRole('button');
    expect(buttons.map(visibleText)).toEqual(['EN', 'ID']);
    for (const button of buttons)
      expect(button).toHaveAccessibleName(
        expect.stringMatching(new RegExp(`^${visibleText(button)}\\b`)),
      );
  });

  it('keeps the compact switch usable from the keyboard', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    render(<LanguageSwitch locale="en" onChange={onChange} compact />);
    await user.tab();
    expect(screen.getByRole('button', { name: 'EN English' })).toHaveFocus();
    await user.tab();
    expect(screen.getByRole('button', { name: 'ID Bahasa Indonesia' })).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(onChange).toHaveBeenCalledWith('id');
  });

  it('labels the group in Indonesian when Indonesian is shown', () => {
    i18n.loadAndActivate({ locale: 'id', messages: indonesian });
    render(<LanguageSwitch locale="id" onChange={() => undefined} />);
    expect(screen.getByRole('group', { name: 'Bahasa' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'English' })).toBeInTheDocument();
  });

  it('names the compact buttons the same way when Indonesian is shown', () => {
    i18n.loadAndActivate({ locale: 'id', messages: indonesian });
    render(<LanguageSwitch locale="id" onChange={() => undefined} compact />);
    expect(screen.getByRole('group', { name: 'Bahasa' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'EN English' })).toHaveAttribute('lang', 'en');
    expect(screen.getByRole('button', { name: 'ID Bahasa Indonesia' })).toHaveAttribute(
      'lang',
      'id',
    );
  });
});
