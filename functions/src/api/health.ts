import { Router } from 'express';
import { appEnvironment } from '../config';

export function healthRouter(): Router {
  const router = Router();
  router.get('/health', (_req, res) => {
    res.json({ ok: true, environment: appEnvironment.value(), time: new Date().toISOString() });
  });
  return router;
}
