import { LoadingScreen, useAuth, usePageTitle } from '@resto/web-common';
import { PosPairingScreen } from './terminal/PosPairingScreen';
import { PosSession } from './terminal/PosSession';

/** `/pos`: the paired till, or the pairing screen on a browser that is not a terminal yet. */
export default function PosTerminalPage() {
  usePageTitle('POS terminal');
  const { claims, loading } = useAuth();
  if (loading) return <LoadingScreen fullPage label="Starting the till…" />;
  if (!claims.posTerminal) return <PosPairingScreen />;
  return <PosSession key={claims.posTerminal.deviceId} claim={claims.posTerminal} />;
}
