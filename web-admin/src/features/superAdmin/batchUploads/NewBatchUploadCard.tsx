import CloseRounded from '@mui/icons-material/CloseRounded';
import SearchRounded from '@mui/icons-material/SearchRounded';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import Checkbox from '@mui/material/Checkbox';
import Chip from '@mui/material/Chip';
import FormControlLabel from '@mui/material/FormControlLabel';
import InputAdornment from '@mui/material/InputAdornment';
import List from '@mui/material/List';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemText from '@mui/material/ListItemText';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import {
  BATCH_UPLOAD_MAX_STORES,
  type BatchUploadSummary,
  type RestaurantSearchRecord,
  ZBatchUploadRequest,
} from '@resto/domain';
import {
  ProblemAlert,
  SubmitButton,
  schemaProblems,
  useApi,
  useBusyAction,
  useNotify,
  useStores,
} from '@resto/web-common';
import { type FormEvent, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { useDebouncedValue } from '../../../shared/useDebouncedValue';
import { type ChosenImportFile, ImportFilePicker } from '../../menu/import/ImportFilePicker';
import { useSearchIndex } from '../../search/useSearchIndex';

interface ChosenStore {
  restaurantId: string;
  storeId: string;
  label: string;
}

/** One found restaurant's stores, ticked in or out of the batch. */
function RestaurantStores({
  restaurant,
  chosen,
  onToggle,
}: {
  restaurant: RestaurantSearchRecord;
  chosen: ChosenStore[];
  onToggle: (store: ChosenStore, on: boolean) => void;
}) {
  const stores = useStores(restaurant.restaurantId);
  if (stores.loading && !stores.data) return <Typography color="text.secondary">Loading stores…</Typography>;
  if ((stores.data ?? []).length === 0) return <Typography color="text.secondary">No stores yet.</Typography>;
  return (
    <Stack direction="row" sx={{ flexWrap: 'wrap', columnGap: 2 }}>
      {(stores.data ?? []).map((store) => {
        const key = { restaurantId: restaurant.restaurantId, storeId: store.id };
        const on = chosen.some(
          (each) => each.restaurantId === key.restaurantId && each.storeId === key.storeId,
        );
        return (
          <FormControlLabel
            key={store.id}
            control={
              <Checkbox
                checked={on}
                onChange={(event) =>
                  onToggle({ ...key, label: `${restaurant.name} / ${store.name}` }, event.target.checked)
                }
              />
            }
            label={store.name}
          />
        );
      })}
    </Stack>
  );
}

/**
 * Starts a batch upload: a menu file (CSV or JSON in the menu import format, read in the browser) and
 * the stores to import it into, found by restaurant name through the search index.
 */
export function NewBatchUploadCard({ onCreated }: { onCreated: () => void }) {
  const client = useApi();
  const notify = useNotify();
  const navigate = useNavigate();
  const [file, setFile] = useState<ChosenImportFile>();
  const [chosen, setChosen] = useState<ChosenStore[]>([]);
  const [typed, setTyped] = useState('');
  const search = useDebouncedValue(typed.trim());
  const [openRestaurant, setOpenRestaurant] = useState<string>();
  const [attempted, setAttempted] = useState(false);
  const { busy, failure, run } = useBusyAction();
  const found = useSearchIndex<RestaurantSearchRecord>(
    search ? '/api/search/search-only-api-keys/super-admin' : null,
    'restaurants',
    { query: search, page: 0, hitsPerPage: 6 },
  );

  const body = {
    fileName: file?.fileName ?? '',
    format: file?.format ?? 'csv',
    content: file?.content ?? '',
    stores: chosen.map(({ restaurantId, storeId }) => ({ restaurantId, storeId })),
  };
  const problems = attempted ? schemaProblems(ZBatchUploadRequest, body) : {};
  const fileProblem =
    attempted && !file ? 'Choose the menu file to import.' : (problems.content ?? problems.fileName);

  const toggle = (store: ChosenStore, on: boolean) =>
    setChosen((list) =>
      on
        ? [...list, store]
        : list.filter((each) => each.restaurantId !== store.restaurantId || each.storeId !== store.storeId),
    );

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setAttempted(true);
    if (!file || !ZBatchUploadRequest.safeParse(body).success) return;
    void run(async () => {
      const created = await client.post<BatchUploadSummary>('/api/super-admin/batch-upload-jobs', body);
      notify(`Importing ${file.fileName} into ${chosen.length} store${chosen.length === 1 ? '' : 's'}.`);
      onCreated();
      navigate(`/batch-upload-jobs/${encodeURIComponent(created.id)}`);
    });
  }

  return (
    <Card sx={{ p: { xs: 2.5, sm: 3 } }}>
      <Box component="form" noValidate onSubmit={submit} aria-label="New batch upload">
        <Typography variant="h4" component="h2" sx={{ mb: 0.5 }}>
          New batch upload
        </Typography>
        <Typography color="text.secondary" sx={{ mb: 2 }}>
          The file uses the menu import format (CSV or JSON, see a store's Menu → Import). Items are added to
          each store, or updated where the name already exists there.
        </Typography>
        <Stack sx={{ gap: 2.5 }}>
          <ImportFilePicker chosen={file} onChosen={setFile} disabled={busy} />
          {fileProblem && (
            <Typography color="error" variant="body2" role="alert">
              {fileProblem}
            </Typography>
          )}
          <Box>
            <Typography variant="subtitle1" component="h3" sx={{ mb: 1 }}>
              Stores ({chosen.length} of at most {BATCH_UPLOAD_MAX_STORES})
            </Typography>
            {chosen.length > 0 && (
              <Stack
                direction="row"
                sx={{ flexWrap: 'wrap', gap: 1, mb: 1.5 }}
                role="group"
                aria-label="Chosen stores"
              >
                {chosen.map((store) => (
                  <Chip
                    key={`${store.restaurantId}/${store.storeId}`}
                    label={store.label}
                    onDelete={() => toggle(store, false)}
                    deleteIcon={<CloseRounded aria-label={`Remove ${store.label}`} />}
                  />
                ))}
              </Stack>
            )}
            <TextField
              label="Find a restaurant"
              placeholder="Part of its name"
              value={typed}
              onChange={(event) => setTyped(event.target.value)}
              size="small"
              sx={{ width: { xs: '100%', sm: 360 } }}
              slotProps={{
                input: {
                  startAdornment: (
                    <InputAdornment position="start">
                      <SearchRounded fontSize="small" />
                    </InputAdornment>
                  ),
                },
                htmlInput: { maxLength: 100 },
              }}
            />
            {search && (found.data?.hits ?? []).length === 0 && !found.loading && (
              <Typography color="text.secondary" sx={{ mt: 1 }}>
                No restaurant matches “{search}”.
              </Typography>
            )}
            {search && (found.data?.hits ?? []).length > 0 && (
              <List dense aria-label="Found restaurants">
                {(found.data?.hits ?? []).map((restaurant) => (
                  <Box key={restaurant.restaurantId}>
                    <ListItemButton
                      selected={openRestaurant === restaurant.restaurantId}
                      onClick={() =>
                        setOpenRestaurant((open) =>
                          open === restaurant.restaurantId ? undefined : restaurant.restaurantId,
                        )
                      }
                    >
                      <ListItemText primary={restaurant.name} secondary={restaurant.suburbs.join(', ')} />
                    </ListItemButton>
                    {openRestaurant === restaurant.restaurantId && (
                      <Box sx={{ pl: 3, py: 1 }}>
                        <RestaurantStores restaurant={restaurant} chosen={chosen} onToggle={toggle} />
                      </Box>
                    )}
                  </Box>
                ))}
              </List>
            )}
            {problems.stores && (
              <Typography color="error" variant="body2" role="alert" sx={{ mt: 1 }}>
                {problems.stores}
              </Typography>
            )}
          </Box>
          {failure !== undefined && <ProblemAlert error={failure} />}
          <Box sx={{ width: { xs: '100%', sm: 260 } }}>
            <SubmitButton busy={busy} busyLabel="Starting…">
              Start batch upload
            </SubmitButton>
          </Box>
        </Stack>
      </Box>
    </Card>
  );
}
