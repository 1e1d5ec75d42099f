/// <reference types="vite/client" />

interface ImportMetaEnv {
  /** Staffdesk's address, e.g. `https://staffdesk.example.co.id`; empty behind a proxy. */
  readonly VITE_STAFFDESK_URL?: string;
}
