import express, { type Router } from 'express';
import { healthRouter } from './api/health';
import { userRouter } from './api/user';
import { authenticate } from './http/auth';
import { errorHandler, notFoundRoute } from './http/errorHandler';
import { requestId } from './http/requestId';

/**
 * The `/api` Express app. Hosting rewrites keep the `/api` prefix while the functions emulator's
 * direct URL strips it, so the same routers are mounted on both paths.
 */
export function createApp(extraRouters: Router[] = []): express.Express {
  const app = express();
  app.disable('x-powered-by');
  app.set('trust proxy', true);
  app.use(requestId);
  app.use(express.json({ limit: '1mb' }));
  app.use(authenticate());

  const api = express.Router();
  api.use(healthRouter());
  api.use('/user', userRouter());
  for (const router of extraRouters) api.use(router);
  api.use(notFoundRoute);

  app.use('/api', api);
  app.use(api);
  app.use(errorHandler);
  return app;
}
