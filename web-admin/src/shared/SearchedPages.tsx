import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { type ApiPath, describeError, EmptyState, LoadingScreen, SearchField } from '@resto/web-common';
import type { ReactNode } from 'react';
import { type PagedAnswer, useSearchPages } from './useSearchPages';

export interface SearchedPagesProps<T extends PagedAnswer, Row> {
  /** The API path for a page, given its query string (page size, search and cursor). */
  pathFor: (query: string) => ApiPath;
  pageSize: number;
  /** The rows of one answer. */
  rows: (answer: T) => readonly Row[];
  searchLabel: string;
  loadingLabel: string;
  /** Empty-state icon and titles: when there is nothing yet, and when a search matches nothing. */
  empty: { icon: ReactNode; title: string; noMatchTitle: string; description: string };
  /** The rows of the page shown (never empty). */
  children: (rows: readonly Row[]) => ReactNode;
}

/**
 * A list of customers (or their cards) that the server searches and pages: the search box, the
 * loading, failed and empty states, the rows, and the page buttons under them.
 */
export function SearchedPages<T extends PagedAnswer, Row>({
  pathFor,
  pageSize,
  rows,
  searchLabel,
  loadingLabel,
  empty,
  children,
}: SearchedPagesProps<T, Row>) {
  const list = useSearchPages<T>(pathFor, pageSize);
  const answer = list.resource.data;
  const shown = answer ? rows(answer) : [];
  return (
    <>
      <Box sx={{ mb: 2, maxWidth: 420 }}>
        <SearchField
          label={searchLabel}
          placeholder="Name, phone or email"
          value={list.search}
          onChange={list.setSearch}
        />
      </Box>
      {list.resource.error && !answer ? (
        <Alert severity="error">{describeError(list.resource.error).message}</Alert>
      ) : !answer ? (
        <LoadingScreen label={loadingLabel} />
      ) : shown.length === 0 ? (
        <EmptyState
          icon={empty.icon}
          title={list.query ? empty.noMatchTitle : empty.title}
          description={
            list.query
              ? 'Search by the start of a name, a phone number or an email address.'
              : empty.description
          }
        />
      ) : (
        children(shown)
      )}
      {answer && (
        <PageButtons
          page={list.page}
          pageSize={pageSize}
          total={answer.total}
          hasNewer={list.hasNewer}
          hasOlder={list.hasOlder}
          onNewer={list.newer}
          onOlder={list.older}
        />
      )}
    </>
  );
}

/** "Page 2 · Previous / Next" under a cursor-paged list. */
function PageButtons({
  page,
  pageSize,
  total,
  hasNewer,
  hasOlder,
  onNewer,
  onOlder,
}: {
  page: number;
  pageSize: number;
  total: number;
  hasNewer: boolean;
  hasOlder: boolean;
  onNewer: () => void;
  onOlder: () => void;
}) {
  if (!hasNewer && !hasOlder) return null;
  const first = page * pageSize + 1;
  const last = Math.min(total, (page + 1) * pageSize);
  return (
    <Stack direction="row" spacing={1} sx={{ justifyContent: 'flex-end', alignItems: 'center', mt: 2 }}>
      <Typography variant="body2" sx={{ color: 'text.secondary', mr: 1 }}>
        {first}–{last} of {total}
      </Typography>
      <Button onClick={onNewer} disabled={!hasNewer}>
        Previous
      </Button>
      <Button onClick={onOlder} disabled={!hasOlder} variant="outlined">
        Next
      </Button>
    </Stack>
  );
}
