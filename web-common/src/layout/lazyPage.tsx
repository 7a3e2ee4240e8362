import { type ComponentType, lazy, type ReactElement, Suspense } from 'react';
import { LoadingScreen } from '../screens/LoadingScreen';

/**
 * A route element whose code is a separate chunk, fetched when the route is first visited. Keeps
 * each app's first load to the screens people actually open.
 */
export function lazyPage(load: () => Promise<{ default: ComponentType }>): ReactElement {
  const Page = lazy(load);
  return (
    <Suspense fallback={<LoadingScreen />}>
      <Page />
    </Suspense>
  );
}
