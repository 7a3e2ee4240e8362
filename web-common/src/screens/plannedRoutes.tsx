import type { RouteObject } from 'react-router-dom';
import { ComingSoon } from './ComingSoon';

/** A route whose screen a later issue builds. */
export interface PlannedScreen {
  path: string;
  title: string;
  description: string;
}

/** Registers planned screens as routes showing ComingSoon, so every address of the spec answers. */
export function plannedRoutes(
  screens: readonly PlannedScreen[],
  back: { label: string; to?: string | null },
): RouteObject[] {
  return screens.map(({ path, title, description }) => ({
    path,
    element: <ComingSoon title={title} description={description} backTo={back.to} backLabel={back.label} />,
  }));
}
