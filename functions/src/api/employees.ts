import { ZEmployeeName, ZEmployeePin } from '@resto/domain';
import { Router } from 'express';
import { z } from 'zod';
import { requireDevice } from '../access/devices';
import { requireStoreAccess } from '../access/guards';
import { createEmployee, deleteEmployee, updateEmployee } from '../employees/employeeRecords';
import { verifyPin } from '../employees/verifyPin';
import { requireCaller } from '../http/auth';
import { pathIds } from './params';

export const ZCreateEmployeeRequest = z.object({
  name: ZEmployeeName,
  pin: ZEmployeePin,
  isAuthorised: z.boolean().default(false),
});

export const ZUpdateEmployeeRequest = z
  .object({
    name: ZEmployeeName.optional(),
    pin: ZEmployeePin.optional(),
    isAuthorised: z.boolean().optional(),
    active: z.boolean().optional(),
  })
  .refine((changes) => Object.values(changes).some((value) => value !== undefined), {
    message: 'Change at least one of name, pin, isAuthorised or active',
  });

export const ZVerifyPinRequest = z.object({
  pin: ZEmployeePin,
  requireAuthorised: z.boolean().default(false),
});

/** `/api/employees`: POS employees of a store (admins) and the lock screen's PIN check (the terminal). */
export function employeesRouter(): Router {
  const router = Router();
  const base = '/restaurants/:restaurantId/stores/:storeId';

  router.post(`${base}/employees`, async (req, res) => {
    const caller = requireCaller(req);
    const ids = pathIds(req, ['restaurantId', 'storeId']);
    await requireStoreAccess(caller, ids.restaurantId, ids.storeId, 'admin');
    const body = ZCreateEmployeeRequest.parse(req.body);
    const employee = await createEmployee(ids, body);
    res.status(201).json({ id: employee.id, employee });
  });

  router.put(`${base}/employees/:employeeId`, async (req, res) => {
    const caller = requireCaller(req);
    const { employeeId, ...ids } = pathIds(req, ['restaurantId', 'storeId', 'employeeId']);
    await requireStoreAccess(caller, ids.restaurantId, ids.storeId, 'admin');
    const changes = ZUpdateEmployeeRequest.parse(req.body);
    res.json({ employee: await updateEmployee(ids, employeeId, changes) });
  });

  router.delete(`${base}/employees/:employeeId`, async (req, res) => {
    const caller = requireCaller(req);
    const { employeeId, ...ids } = pathIds(req, ['restaurantId', 'storeId', 'employeeId']);
    await requireStoreAccess(caller, ids.restaurantId, ids.storeId, 'admin');
    res.json(await deleteEmployee(ids, employeeId));
  });

  router.post(`${base}/verify-pin`, async (req, res) => {
    const caller = requireCaller(req);
    const ids = pathIds(req, ['restaurantId', 'storeId']);
    const terminal = await requireDevice(caller, 'posTerminal', ids.restaurantId, ids.storeId);
    const { pin, requireAuthorised } = ZVerifyPinRequest.parse(req.body);
    res.json(await verifyPin({ ...ids, posTerminalId: terminal?.id, pin, requireAuthorised }));
  });

  return router;
}
