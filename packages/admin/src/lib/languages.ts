import type { MainSchema } from '@staffdesk/api';

export type PreferredLanguage = MainSchema<'UserDetail'>['preferredLanguage'];
