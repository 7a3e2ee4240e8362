// Imported first by index.ts: ES modules evaluate in import order, so every trigger module that
// index.ts re-exports is defined after these options apply (a `setGlobalOptions` call in index.ts
// itself would run after them, leaving the triggers in the default region).
import { setGlobalOptions } from 'firebase-functions/v2';
import { REGION } from './config';

// `maxInstances` is a cap per function, not one pool shared by all of them or by all tenants: it
// bounds the cost of a runaway (a trigger loop, a flood of requests) per function. It is not what
// limits a busy night: 2nd-gen instances serve many requests / events at once (`concurrency`, 80 by
// default with 1 vCPU), so 20 instances take ~1,600 concurrent calls of each function. Functions
// that need more or less say so themselves (ordersOnWrite, importJobCreated).
setGlobalOptions({ region: REGION, maxInstances: 20 });
