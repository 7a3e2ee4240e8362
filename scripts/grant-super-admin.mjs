#!/usr/bin/env node
// `npm run grant-super-admin -- <email>`: gives an existing account the `superAdmin` custom claim.
// Targets the local emulator suite unless FIRESTORE_EMULATOR_HOST/FIREBASE_AUTH_EMULATOR_HOST are
// unset by `--live`, in which case Application Default Credentials pick the real project.
import { EMULATOR_HOSTS } from './lib/emulators.mjs';

const args = process.argv.slice(2);
const live = args.includes('--live');
const email = args.find((arg) => !arg.startsWith('--'));
if (!email) {
  console.error('Usage: npm run grant-super-admin -- <email> [--live]');
  process.exit(2);
}
if (!live) for (const [key, value] of Object.entries(EMULATOR_HOSTS)) process.env[key] ??= value;

const { initializeApp } = await import('firebase-admin/app');
const { getAuth } = await import('firebase-admin/auth');
initializeApp(live ? undefined : { projectId: process.env.GCLOUD_PROJECT });
try {
  const user = await getAuth().getUserByEmail(email);
  await getAuth().setCustomUserClaims(user.uid, { ...user.customClaims, superAdmin: true });
  // Existing sessions pick the claim up on their next token refresh (at most an hour; sign out/in is instant).
  console.log(`${email} (${user.uid}) is now a super admin.`);
} catch (error) {
  console.error(
    error.code === 'auth/user-not-found'
      ? `No account with the email ${email}. Ask them to sign up first.`
      : `Could not grant super admin: ${error.message}`,
  );
  process.exit(1);
}
