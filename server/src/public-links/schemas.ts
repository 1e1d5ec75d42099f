import { z } from 'zod';

/** The address a link was sent to: part of its credential, given in the query or the body. */
export const LinkEmailQuery = z.object({
  email: z.string({ error: 'Give the email the link was sent to.' }).trim().min(1).max(320),
});

export const LinkTokenParams = z.object({ token: z.string().min(1).max(300) });
