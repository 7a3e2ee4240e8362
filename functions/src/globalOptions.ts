// Imported first by index.ts: ES modules evaluate in import order, so every trigger module that
// index.ts re-exports is defined after these options apply (a `setGlobalOptions` call in index.ts
// itself would run after them, leaving the triggers in the default region).
import { setGlobalOptions } from 'firebase-functions/v2';
import { REGION } from './config';

setGlobalOptions({ region: REGION, maxInstances: 20 });
