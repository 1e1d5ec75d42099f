/** The public URL of the sample data a template preview fills in. */
export const SAMPLE_URL = 'http://127.0.0.1:8080';

/** Every event that sends mail, with the variables its template may use and its default text. */
export type TemplateDefinition = {
  key: string;
  name: string;
  description: string;
  variables: Record<string, string>;
  sample: Record<string, unknown>;
  defaults: { subject: string; body: string; toRule: string; ccRule: string };
  /** The Indonesian version (same variables and recipients), seeded next to the English one. */
  id: { name: string; description: string; subject: string; body: string };
};

export const recipientVariables = {
  'recipient.name': "The recipient's name",
  'recipient.email': "The recipient's email",
};
