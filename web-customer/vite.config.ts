import { appViteConfig } from '../web-common/vite/appConfig.ts';

export default appViteConfig(5174);
