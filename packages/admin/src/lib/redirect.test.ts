import { describe, expect, it } from 'vitest';
import { safeInAppPath } from './redirect';

describe('safeInAppPath', () => {
  it('accepts an in-app path with its query and hash', () => {
    expect(safeInAppPath('/user-management?tab=roles')).toBe('/user-management?tab=roles');
    expect(safeInAppPath('/human-resource/employee/detail/7#history')).toBe(
      '/human-resource/employee/detail/7#history',
    );
    expect(safeInAppPath('/')).toBe('/');
  });

  it('decodes a value that is still URL-encoded, once', () => {
    expect(safeInAppPath('%2Fuser-management%3Ftab%3Droles')).toBe('/user-management?tab=roles');
    expect(safeInAppPath('%2fedit-profile')).toBe('/edit-profile');
  });

  it('normalises dot segments', () => {
    expect(safeInAppPath('/user-management/../edit-profile')).toBe('/edit-profile');
  });

  it('refuses paths that lead to another origin', () => {
    expect(safeInAppPath('//evil.example/path')).toBeNull();
    expect(safeInAppPath('/\\evil.example')).toBeNull();
    expect(safeInAppPath('%2F%2Fevil.example')).toBeNull();
    expect(safeInAppPath('/%2F/evil.example')).toBe('/%2F/evil.example');
  });

  it('refuses schemes and anything that is not an absolute path', () => {
    expect(safeInAppPath('https://evil.example')).toBeNull();
    expect(safeInAppPath('javascript:alert(1)')).toBeNull();
    expect(safeInAppPath('data:text/html,hi')).toBeNull();
    expect(safeInAppPath('user-management')).toBeNull();
    expect(safeInAppPath(' /user-management')).toBeNull();
    expect(safeInAppPath('')).toBeNull();
    expect(safeInAppPath(undefined)).toBeNull();
  });

  it('refuses control characters and backslashes anywhere', () => {
    expect(safeInAppPath('/\t/evil.example')).toBeNull();
    expect(safeInAppPath('/\n/evil.example')).toBeNull();
    expect(safeInAppPath('/ok\u0000')).toBeNull();
    expect(safeInAppPath('/a\\b')).toBeNull();
    expect(safeInAppPath('%2F%09%2Fevil.example')).toBeNull();
  });

  it('refuses malformed encodings and redirect loops', () => {
    expect(safeInAppPath('%2F%E0%A4%A')).toBeNull();
    expect(safeInAppPath('/redirect-page/%2Fhome')).toBeNull();
  });
});
