// Wires the Cloud Functions; the modules imported here hold the behaviour.
import { setGlobalOptions } from 'firebase-functions/v2';
import { onRequest } from 'firebase-functions/v2/https';
import { createApp } from './app';
import { apiSecrets, REGION } from './config';

setGlobalOptions({ region: REGION, maxInstances: 20 });

export const api = onRequest({ cors: false, invoker: 'public', secrets: apiSecrets() }, createApp());
