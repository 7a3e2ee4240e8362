import Alert from '@mui/material/Alert';
import { type DocResult, describeError, LoadingScreen } from '@resto/web-common';
import type { ReactElement } from 'react';
import { MissingDocument } from '../../shared/MissingDocument';
import type { useStoreMenu } from './useStoreMenu';

/**
 * What a page of one category or item shows instead, while the menu or the document loads, when the
 * menu could not be read, or when the document does not exist; undefined once both are there.
 */
export function menuDocumentFallback(
  menu: Pick<ReturnType<typeof useStoreMenu>, 'error' | 'loading' | 'paths'>,
  document: DocResult<unknown>,
  what: 'category' | 'item',
): ReactElement | undefined {
  if (menu.error) return <Alert severity="error">{describeError(menu.error).message}</Alert>;
  if (menu.loading || document.loading) return <LoadingScreen label={`Loading the ${what}…`} />;
  if (!document.data)
    return (
      <MissingDocument
        what={what}
        error={document.error}
        backTo={menu.paths.menu}
        backLabel="Back to the menu"
      />
    );
  return undefined;
}
