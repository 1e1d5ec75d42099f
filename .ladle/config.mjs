/** @type {import('@ladle/react').UserConfig} */
export default {
  stories: 'packages/*/src/**/*.stories.tsx',
  viteConfig: '.ladle/vite.config.mjs',
  addons: {
    // The design has one (light) theme; no dark-mode toggle.
    theme: { enabled: false },
    rtl: { enabled: false },
    a11y: { enabled: true },
    width: {
      enabled: true,
      options: { phone: 360, tablet: 768, laptop: 1280 },
      defaultState: 0,
    },
  },
};
