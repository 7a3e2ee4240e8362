import { useEffect } from 'react';

/** The app's own name, from `<meta name="application-name">` in its index.html. */
function appName(): string {
  return document.querySelector<HTMLMetaElement>('meta[name="application-name"]')?.content ?? '';
}

/** Sets the browser tab title to "Page – App", so open tabs and history entries say what they are. */
export function usePageTitle(title: string | undefined): void {
  useEffect(() => {
    const app = appName();
    document.title = title && app ? `${title} – ${app}` : title || app || document.title;
  }, [title]);
}
