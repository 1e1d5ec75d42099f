import { routePatterns } from '@staffdesk/core';
import { chooseOption, fakeApi, json, problem } from '@staffdesk/core/testing';
import { renderPage } from '@staffdesk/kit/testing';
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ENGLISH, items } from '../testing/fixtures';
import { Component as ProfileItemPage } from './ProfileItemPage';

const languagePath = routePatterns.employee.profile.language;

describe('a profile sub-form page', () => {
  it('adds a language and goes back to the profile, at the section', async () => {
    const api = fakeApi({
      'GET /me/employee/profile/:kind': () => items([]),
      'POST /me/employee/profile/:kind': ({ body }) =>
        json(201, {
          id: '00000000-0000-4000-8000-000000006c32',
          kind: 'languages',
          ...(body as object),
        }),
    });
    const { user } = renderPage(<ProfileItemPage />, {
      path: languagePath,
      url: '/employee/profile/language/add',
    });
    expect(await screen.findByRole('heading', { name: 'Add language', level: 1 })).toBeVisible();
    await user.type(screen.getByRole('textbox', { name: /Language/ }), 'Japanese');
    await chooseOption(user, screen.getByRole('combobox', { name: /Proficiency/ }), 'Basic');
    await user.click(screen.getByRole('button', { name: 'Add language' }));

    expect(await screen.findByText('Language added')).toBeInTheDocument();
    const calls = api.callsTo('POST', '/me/employee/profile/languages');
    expect(calls).toHaveLength(1);
    expect(calls[0]?.body).toEqual({ language: 'Japanese', proficiency: 'basic' });
    expect(await screen.findByTestId('location')).toHaveTextContent('/employee/profile');
  });

  it('checks required fields before sending', async () => {
    const api = fakeApi({});
    const { user } = renderPage(<ProfileItemPage />, {
      path: languagePath,
      url: '/employee/profile/language/add',
    });
    await user.click(screen.getByRole('button', { name: 'Add language' }));
    expect(await screen.findByText('Language is required.')).toBeInTheDocument();
    expect(api.callsTo('POST', '/me/employee/profile/languages')).toHaveLength(0);
  });

  it('edits a language with its values filled in', async () => {
    const api = fakeApi({
      'GET /me/employee/profile/:kind': () => items([ENGLISH]),
      'PUT /me/employee/profile/:kind/:itemId': ({ body }) => ({
        ...ENGLISH,
        ...(body as object),
      }),
    });
    const { user } = renderPage(<ProfileItemPage />, {
      path: languagePath,
      url: `/employee/profile/language/edit/${ENGLISH.id}`,
    });
    const proficiency = await screen.findByRole('combobox', { name: /Proficiency/ });
    expect(screen.getByRole('textbox', { name: /Language/ })).toHaveValue('English');
    await chooseOption(user, proficiency, 'Native');
    await user.click(screen.getByRole('button', { name: 'Save language' }));
    expect(await screen.findByText('Language saved')).toBeInTheDocument();
    expect(api.callsTo('PUT', `/me/employee/profile/languages/${ENGLISH.id}`)[0]?.body).toEqual({
      language: 'English',
      proficiency: 'native',
    });
  });

  it('shows the server’s field errors beside the fields', async () => {
    fakeApi({
      'POST /me/employee/profile/:kind': () =>
        problem(400, 'validation-failed', 'Check the highlighted fields.', {
          startYear: 'The start year cannot be in the future.',
        }),
    });
    const { user } = renderPage(<ProfileItemPage />, {
      path: routePatterns.employee.profile.education,
      url: '/employee/profile/education/add',
    });
    await chooseOption(user, screen.getByRole('combobox', { name: /Level/ }), 'S1 (bachelor)');
    await user.type(
      screen.getByRole('textbox', { name: /School or university/ }),
      'Universitas Indonesia',
    );
    await user.type(screen.getByRole('textbox', { name: /Start year/ }), '2031');
    await user.click(screen.getByRole('button', { name: 'Add education' }));
    expect(await screen.findByText('The start year cannot be in the future.')).toBeInTheDocument();
  });

  it('says when the item is not in my profile', async () => {
    fakeApi({ 'GET /me/employee/profile/:kind': () => items([]) });
    renderPage(<ProfileItemPage />, {
      path: languagePath,
      url: '/employee/profile/language/edit/gone',
    });
    expect(
      await screen.findByText(
        'This language is not in your profile (any more). It may have been deleted.',
      ),
    ).toBeInTheDocument();
  });
});
