import { packageLinguiConfig } from '../../scripts/lingui/config.mjs';

export default packageLinguiConfig(import.meta.dirname, { navigation: true });
