// After each file: sign out and shut Firestore down, so no token refresh or listener of the web SDK
// fires after the jsdom environment is gone ("window is not defined" in an unhandled error).
import { getApps } from 'firebase/app';
import { getAuth, signOut } from 'firebase/auth';
import { getFirestore, terminate } from 'firebase/firestore';
import { afterAll } from 'vitest';

afterAll(async () => {
  for (const app of getApps()) {
    await signOut(getAuth(app)).catch(() => undefined);
    await terminate(getFirestore(app));
  }
});
