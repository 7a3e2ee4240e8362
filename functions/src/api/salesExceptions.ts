import { ZPosOrderId, ZSalesExceptionRequest } from '@resto/domain';
import { Router } from 'express';
import { addTillSalesException } from '../salesExceptions/salesExceptionRecords';
import { requireTill } from './pos';

/**
 * `/api/sales-exception`: a till records what takes money off a sale or opens the drawer without
 * one. `PUT .../sales_exceptions/{exceptionId}` keeps a cancelled transaction or a no-sale opening
 * once by the till's id; refunds, voids and discounts are recorded by the order routes they belong to.
 */
export function salesExceptionsRouter(): Router {
  const router = Router();
  router.put('/restaurants/:restaurantId/stores/:storeId/sales_exceptions/:exceptionId', async (req, res) => {
    const { ids, terminal } = await requireTill(req);
    const exceptionId = ZPosOrderId.parse(req.params.exceptionId);
    const request = ZSalesExceptionRequest.parse(req.body);
    const answer = await addTillSalesException({ ...ids, exceptionId, posTerminal: terminal, request });
    res.status(answer.repeated ? 200 : 201).json({ id: exceptionId, repeated: answer.repeated });
  });
  return router;
}
