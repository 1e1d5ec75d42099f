import { negotiateLocale, readChosenLocale, type StaffdeskLocale } from './locale';

/**
 * Where Staffdesk starts before it knows who is reading: the language this reader chose with the
 * switch, else the page's (a public link's, as the server put it in the runtime config), else the
 * browser's.
 */
export function initialLocale(pageLocale: StaffdeskLocale | undefined): StaffdeskLocale {
  return readChosenLocale() ?? pageLocale ?? negotiateLocale(globalThis.navigator?.languages);
}
