import { POS_PRINTER_MODELS } from '@resto/domain';
import { Router } from 'express';
import { z } from 'zod';
import { addDeviceLoginRoute, addDeviceManagementRoutes, ZCreateDeviceRequest } from './deviceRoutes';

/**
 * A printer identity (a print station or cloud kitchen printer that signs in to pull print jobs).
 * Its model is optional here; connection details belong to the printer settings.
 */
export const ZCreatePrinterRequest = ZCreateDeviceRequest.extend({
  printerModel: z.enum(POS_PRINTER_MODELS, { error: 'Choose the printer model' }).optional(),
});

/** `/api/printers`: printers of a store and their pairing login. */
export function printersRouter(): Router {
  const router = Router();
  addDeviceLoginRoute(router, 'printer');
  addDeviceManagementRoutes(router, {
    kind: 'printer',
    segment: 'printers',
    listKey: 'printers',
    createBody: ZCreatePrinterRequest,
    updateBody: ZCreatePrinterRequest,
  });
  return router;
}
