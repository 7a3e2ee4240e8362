import { isRouteErrorResponse, useRouteError } from 'react-router-dom';
import { ErrorScreen } from './ErrorScreen';
import { NotFound } from './NotFound';

/** The router's errorElement: unknown routes get the 404 page, anything else the 'Website Error!' screen. */
export function RouteErrorScreen({ homeHref = '/' }: { homeHref?: string }) {
  const error = useRouteError();
  if (isRouteErrorResponse(error)) {
    if (error.status === 404) return <NotFound homeTo={homeHref} />;
    const detail = typeof error.data === 'string' && error.data ? error.data : error.statusText;
    return <ErrorScreen homeHref={homeHref} error={new Error(`${error.status} ${detail}`.trim())} />;
  }
  return <ErrorScreen homeHref={homeHref} error={error} />;
}
