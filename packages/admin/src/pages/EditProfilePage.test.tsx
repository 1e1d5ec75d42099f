import { routePatterns } from '@staffdesk/core';
import { chooseOption, fakeApi, problem } from '@staffdesk/core/testing';
import { renderPage } from '@staffdesk/kit/testing';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it, onTestFinished, vi } from 'vitest';
import { ADMIN_ME } from '../testing/fixtures';
import { Component as EditProfilePage } from './EditProfilePage';

const path = routePatterns.editProfile;

// The language switch of the app around the page.
const { setLocale } = vi.hoisted(() => ({ setLocale: vi.fn() }));
vi.mock('@staffdesk/core', async (importOriginal) => ({
  ...(await importOriginal<typeof import('@staffdesk/core')>()),
  useLocale: () => ({ locale: 'en', setLocale }),
}));

beforeEach(() => {
  setLocale.mockClear();
});

describe('editing the profile', () => {
  it('saves name, phone and preferred language', async () => {
    const api = fakeApi({
      'GET /me': () => ADMIN_ME,
      'PATCH /me': ({ body }) => ({ ...ADMIN_ME.user, ...(body as object) }),
    });
    const { user } = renderPage(<EditProfilePage />, { path, url: '/edit-profile' });
    const phone = await screen.findByRole('textbox', { name: 'Phone' });
    await user.type(phone, '+62 812 3456 7890');
    await chooseOption(
      user,
      screen.getByRole('combobox', { name: 'Preferred language' }),
      'Bahasa Indonesia',
    );
    await user.click(screen.getByRole('button', { name: 'Save profile' }));
    expect(await screen.findByText('Profile saved')).toBeInTheDocument();
    expect(api.callsTo('PATCH', '/me')[0]?.body).toEqual({
      name: 'Ayu Lestari',
      phone: '+62 812 3456 7890',
      preferredLanguage: 'id',
    });
    // Staffdesk switches to the newly preferred language at once.
    expect(setLocale).toHaveBeenCalledWith('id');
  });

  it('names each language in its own words and keeps the language when it did not change', async () => {
    fakeApi({
      'GET /me': () => ADMIN_ME,
      'PATCH /me': ({ body }) => ({ ...ADMIN_ME.user, ...(body as object) }),
    });
    const { user } = renderPage(<EditProfilePage />, { path, url: '/edit-profile' });
    const language = await screen.findByRole('combobox', { name: 'Preferred language' });
    expect(
      Array.from((language as HTMLSelectElement).options).map((option) => option.text),
    ).toEqual(['English', 'Bahasa Indonesia']);
    await user.type(screen.getByRole('textbox', { name: 'Phone' }), '+62 812 3456 7890');
    await user.click(screen.getByRole('button', { name: 'Save profile' }));
    expect(await screen.findByText('Profile saved')).toBeInTheDocument();
    expect(setLocale).not.toHaveBeenCalled();
  });

  it('previews a chosen photo and uploads it as multipart "photo"', async () => {
    // jsdom has no object URLs.
    Object.assign(URL, { createObjectURL: () => 'blob:preview', revokeObjectURL: () => undefined });
    onTestFinished(() => {
      Reflect.deleteProperty(URL, 'createObjectURL');
      Reflect.deleteProperty(URL, 'revokeObjectURL');
    });
    const api = fakeApi({
      'GET /me': () => ADMIN_ME,
      'PUT /me/photo': () => ({ ...ADMIN_ME.user, hasPhoto: true }),
      'GET /users/:id/photo': () => problem(404, 'not-found', 'This user has no photo.'),
    });
    const { user } = renderPage(<EditProfilePage />, { path, url: '/edit-profile' });
    const photo = new File(['fake'], 'me.png', { type: 'image/png' });
    await user.upload(await screen.findByLabelText('Choose a photo'), photo);
    expect(screen.getByRole('img', { name: 'Preview of your new photo' })).toHaveAttribute(
      'src',
      'blob:preview',
    );
    await user.click(screen.getByRole('button', { name: 'Upload photo' }));
    expect(await screen.findByText('Photo updated')).toBeInTheDocument();
    const sent = api.callsTo('PUT', '/me/photo')[0]?.body as FormData;
    await waitFor(() => expect(sent.get('photo')).toBeTruthy());
  });

  it('refuses a file that is not a photo before uploading', async () => {
    const api = fakeApi({ 'GET /me': () => ADMIN_ME });
    renderPage(<EditProfilePage />, { path, url: '/edit-profile' });
    const input = await screen.findByLabelText('Choose a photo');
    fireEvent.change(input, {
      target: { files: [new File(['%PDF'], 'cv.pdf', { type: 'application/pdf' })] },
    });
    expect(await screen.findByText('Choose a JPEG, PNG or WebP photo.')).toBeInTheDocument();
    expect(api.callsTo('PUT', '/me/photo')).toHaveLength(0);
  });
});
