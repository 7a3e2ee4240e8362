import AddRounded from '@mui/icons-material/AddRounded';
import CircleOutlined from '@mui/icons-material/CircleOutlined';
import CropSquareRounded from '@mui/icons-material/CropSquareRounded';
import DeleteOutlineRounded from '@mui/icons-material/DeleteOutlineRounded';
import RectangleOutlined from '@mui/icons-material/RectangleOutlined';
import Rotate90DegreesCwRounded from '@mui/icons-material/Rotate90DegreesCwRounded';
import SaveRounded from '@mui/icons-material/SaveRounded';
import UndoRounded from '@mui/icons-material/UndoRounded';
import ZoomInRounded from '@mui/icons-material/ZoomInRounded';
import ZoomOutRounded from '@mui/icons-material/ZoomOutRounded';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import Chip from '@mui/material/Chip';
import FormControlLabel from '@mui/material/FormControlLabel';
import IconButton from '@mui/material/IconButton';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import TextField from '@mui/material/TextField';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import {
  type AddOnsSettings,
  compareTableNames,
  DEFAULT_GRID_SIZE,
  newTableMapElement,
  normaliseRotation,
  seatingAreasOf,
  type TableElementType,
  type TableMapElement,
  tableDisplayName,
  ZTableMapRequest,
} from '@resto/domain';
import {
  ConfirmDialog,
  diningTables,
  LoadingScreen,
  PageHeader,
  ProblemAlert,
  storeSettingPath,
  storeTableMaps,
  type TableMapRecord,
  UnsavedChangesGuard,
  useApi,
  useBusyAction,
  useNotify,
  usePageTitle,
  useQuery,
  useStoreSetting,
  useViewerAccess,
} from '@resto/web-common';
import { FLOOR, MapCanvas } from '@resto/web-common/tableMap';
import { useEffect, useMemo, useRef, useState } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { storePath } from '../../shared/paths';
import { useStoreContext } from '../../shared/useStoreContext';
import { tableMapPath } from './tableMapApi';

import { useElementHistory } from './useElementHistory';

const slug = (name: string) =>
  name
    .toLowerCase()
    .normalize('NFKD')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '')
    .slice(0, 40) || 'area';

const newShapeId = () => `shape-${crypto.randomUUID().replaceAll('-', '').slice(0, 12)}`;

/**
 * `/add-ons/table-map-settings`: the table map add-on switch and the map editor. One map per
 * seating area (tabs); circles, squares and rectangles at the spec's default sizes, dragged on a grid,
 * resized and rotated with handles, each linked to one of the store's tables; undo; zoom; saved per
 * area with `PUT /api/dine-in/.../table-maps/{mapId}`.
 */
export default function TableMapSettingsPage() {
  usePageTitle('Table map settings');
  const { restaurantId, storeId, store } = useStoreContext();
  const maps = useQuery(storeTableMaps(restaurantId, storeId));
  const tables = useQuery(diningTables(restaurantId, storeId));
  const addOns = useStoreSetting(restaurantId, storeId, 'addOns');
  const [activeId, setActiveId] = useState<string>();
  const [drafts, setDrafts] = useState<TableMapRecord[]>([]);

  const sortedMaps = useMemo(
    () =>
      [
        ...(maps.data ?? []),
        ...drafts.filter((draft) => !(maps.data ?? []).some((map) => map.id === draft.id)),
      ].sort((a, b) => a.sortOrder - b.sortOrder || a.name.localeCompare(b.name)),
    [maps.data, drafts],
  );
  const active = sortedMaps.find((map) => map.id === activeId) ?? sortedMaps[0];

  if (maps.loading || tables.loading || !addOns.data) return <LoadingScreen label="Loading the table map…" />;
  const areaSuggestions = seatingAreasOf(tables.data ?? []).filter(
    (area) => !sortedMaps.some((map) => map.name.toLowerCase() === area.toLowerCase()),
  );

  function addArea(name: string) {
    const id = slug(name);
    const existing = sortedMaps.find((map) => map.id === id);
    if (!existing)
      setDrafts((current) => [
        ...current,
        {
          id,
          name,
          scale: 1,
          pinnedCoordinates: { x: 0, y: 0 },
          gridSize: DEFAULT_GRID_SIZE,
          sortOrder: sortedMaps.length,
          tables: [],
        },
      ]);
    setActiveId(id);
  }

  return (
    <Box>
      <PageHeader
        eyebrow={store?.name}
        title="Table map settings"
        subtitle="Draw each seating area. Staff see the tables live (free, seated, bill requested, booked soon) and open a table's order from the map."
        actions={
          <Button component={RouterLink} to={`${storePath(restaurantId, storeId)}/dine-in`}>
            Tables and QR codes
          </Button>
        }
      />
      <AddOnSwitch
        restaurantId={restaurantId}
        storeId={storeId}
        storeName={store?.name ?? 'this store'}
        on={addOns.data.tableMap}
        current={addOns.data}
      />
      {(tables.data ?? []).length === 0 && (
        <Alert severity="info" sx={{ mb: 2 }}>
          Add your tables first on the{' '}
          <RouterLink to={`${storePath(restaurantId, storeId)}/dine-in`}>dine-in page</RouterLink>; then place
          them here.
        </Alert>
      )}
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, flexWrap: 'wrap', mb: 2 }}>
        <Tabs
          value={active?.id ?? false}
          onChange={(_, id: string) => setActiveId(id)}
          variant="scrollable"
          scrollButtons="auto"
          aria-label="Seating areas"
          sx={{ flexGrow: 1, minWidth: 0 }}
        >
          {sortedMaps.map((map) => (
            <Tab key={map.id} value={map.id} label={map.name} />
          ))}
        </Tabs>
        <NewAreaButton suggestions={areaSuggestions} onAdd={addArea} />
      </Box>
      {active ? (
        <MapEditor
          key={active.id}
          map={active}
          tables={tables.data ?? []}
          otherMaps={sortedMaps.filter((map) => map.id !== active.id)}
          restaurantId={restaurantId}
          storeId={storeId}
          onDeleted={() => {
            setDrafts((current) => current.filter((draft) => draft.id !== active.id));
            setActiveId(undefined);
          }}
        />
      ) : (
        <Card sx={{ p: 4, textAlign: 'center' }}>
          <Typography variant="h4" sx={{ mb: 1 }}>
            No seating areas yet
          </Typography>
          <Typography sx={{ color: 'text.secondary', mb: 2 }}>
            Add an area (like Courtyard or Dining room) and draw its tables.
          </Typography>
          {areaSuggestions.map((area) => (
            <Chip
              key={area}
              label={`Add ${area}`}
              onClick={() => addArea(area)}
              sx={{ m: 0.5 }}
              color="primary"
            />
          ))}
        </Card>
      )}
    </Box>
  );
}

function AddOnSwitch({
  restaurantId,
  storeId,
  storeName,
  on,
  current,
}: {
  restaurantId: string;
  storeId: string;
  storeName: string;
  on: boolean;
  current: AddOnsSettings;
}) {
  const client = useApi();
  const notify = useNotify();
  const { isAdmin } = useViewerAccess();
  const { busy, failure, run } = useBusyAction();
  // The switch shows the choice straight away; the live setting takes over once it is saved.
  const [pending, setPending] = useState<boolean>();
  return (
    <Card sx={{ p: 2, mb: 2, display: 'flex', alignItems: 'center', gap: 2, flexWrap: 'wrap' }}>
      <Box sx={{ flex: 1, minWidth: 220 }}>
        <Stack direction="row" spacing={1.5} sx={{ alignItems: 'center', mb: 0.5 }}>
          <Typography sx={{ fontWeight: 700 }}>Table map</Typography>
          <Chip size="small" color={on ? 'success' : 'default'} label={on ? 'On' : 'Off'} />
        </Stack>
        <Typography variant="body2" sx={{ color: 'text.secondary' }}>
          {on
            ? `Switched on for ${storeName}. Staff and the POS show the live map of the areas below.`
            : `Switched off for ${storeName}. Switch it on to show the live map to staff and the POS.`}
        </Typography>
        {!isAdmin && (
          <Typography variant="body2" sx={{ color: 'text.secondary', mt: 1 }}>
            Only admins of this store or restaurant can switch add-ons on or off, or change the map.
          </Typography>
        )}
        {failure !== undefined && <ProblemAlert error={failure} />}
      </Box>
      <Switch
        checked={pending ?? on}
        disabled={!isAdmin || busy}
        slotProps={{ input: { 'aria-label': `Table map on for ${storeName}` } }}
        onChange={(event) => {
          const next = event.target.checked;
          setPending(next);
          void run(async () => {
            await client.put(storeSettingPath(restaurantId, storeId, 'addOns'), {
              ...current,
              tableMap: next,
            });
            notify(`Table map is switched ${next ? 'on' : 'off'} for ${storeName}.`);
          }).finally(() => setPending(undefined));
        }}
      />
    </Card>
  );
}

function NewAreaButton({ suggestions, onAdd }: { suggestions: string[]; onAdd: (name: string) => void }) {
  const [open, setOpen] = useState(false);
  const [name, setName] = useState('');
  if (!open)
    return (
      <Button startIcon={<AddRounded />} onClick={() => setOpen(true)}>
        Seating area
      </Button>
    );
  return (
    <Box
      component="form"
      onSubmit={(event) => {
        event.preventDefault();
        if (!name.trim()) return;
        onAdd(name.trim().slice(0, 40));
        setName('');
        setOpen(false);
      }}
      sx={{ display: 'flex', gap: 1, alignItems: 'center' }}
    >
      <TextField
        size="small"
        label="Area name"
        autoFocus
        value={name}
        onChange={(event) => setName(event.target.value)}
        slotProps={{ htmlInput: { maxLength: 40, list: 'area-suggestions' } }}
      />
      <datalist id="area-suggestions">
        {suggestions.map((area) => (
          <option key={area} value={area} />
        ))}
      </datalist>
      <Button type="submit" variant="contained" disabled={!name.trim()}>
        Add
      </Button>
      <Button onClick={() => setOpen(false)}>Cancel</Button>
    </Box>
  );
}

function MapEditor({
  map,
  tables,
  otherMaps,
  restaurantId,
  storeId,
  onDeleted,
}: {
  map: TableMapRecord;
  tables: { id: string; name: string; seats: number; seatingArea: string; active: boolean }[];
  otherMaps: TableMapRecord[];
  restaurantId: string;
  storeId: string;
  onDeleted: () => void;
}) {
  const client = useApi();
  const notify = useNotify();
  const { isAdmin } = useViewerAccess();
  const history = useElementHistory(map.tables);
  const [selectedId, setSelectedId] = useState<string>();
  const [scale, setScale] = useState(map.scale);
  const [snap, setSnap] = useState(map.gridSize > 0);
  const [deleting, setDeleting] = useState(false);
  const { busy, failure, run } = useBusyAction();
  const box = useRef<HTMLDivElement>(null);
  const [width, setWidth] = useState(800);
  const savedJson = JSON.stringify(map.tables);
  const dirty =
    JSON.stringify(history.elements) !== savedJson || scale !== map.scale || snap !== map.gridSize > 0;
  const { reset } = history;

  // A save (or someone else's) comes back through the snapshot: show it as the new starting point.
  useEffect(() => {
    reset(JSON.parse(savedJson) as TableMapElement[]);
  }, [savedJson, reset]);

  useEffect(() => {
    const element = box.current;
    if (!element) return;
    const observer = new ResizeObserver(([entry]) => setWidth(Math.floor(entry?.contentRect.width ?? 800)));
    observer.observe(element);
    return () => observer.disconnect();
  }, []);

  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if ((event.ctrlKey || event.metaKey) && event.key === 'z') {
        event.preventDefault();
        history.undo();
      }
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [history.undo]);

  const byId = new Map(tables.map((table) => [table.id, table]));
  const placedElsewhere = new Set(
    otherMaps.flatMap((other) =>
      other.tables.flatMap((element) => (element.tableId ? [element.tableId] : [])),
    ),
  );
  const placedHere = new Set(
    history.elements.flatMap((element) => (element.tableId ? [element.tableId] : [])),
  );
  const selected = history.elements.find((element) => element.id === selectedId);
  const unplaced = [...tables]
    .sort(compareTableNames)
    .filter(
      (table) =>
        !placedElsewhere.has(table.id) && (!placedHere.has(table.id) || table.id === selected?.tableId),
    );
  const viewScale = (width / FLOOR.width) * scale;
  const gridSize = snap ? DEFAULT_GRID_SIZE : 0;

  function add(type: TableElementType) {
    const count = history.elements.length;
    const next = newTableMapElement(type, newShapeId(), {
      x: 160 + (count % 6) * 220,
      y: 160 + Math.floor(count / 6) * 260,
    });
    // Link the next table of this area that is not on a map yet.
    const candidate =
      unplaced.find(
        (table) => !placedHere.has(table.id) && table.seatingArea.toLowerCase() === map.name.toLowerCase(),
      ) ?? unplaced.find((table) => !placedHere.has(table.id));
    history.change((current) => [...current, candidate ? { ...next, tableId: candidate.id } : next]);
    setSelectedId(next.id);
  }

  const update = (element: TableMapElement) =>
    history.change((current) => current.map((entry) => (entry.id === element.id ? element : entry)));

  async function save() {
    await run(async () => {
      const body = ZTableMapRequest.parse({
        name: map.name,
        scale,
        pinnedCoordinates: map.pinnedCoordinates,
        gridSize,
        sortOrder: map.sortOrder,
        tables: history.elements,
      });
      await client.put(tableMapPath(restaurantId, storeId, map.id), body);
      notify(`${map.name} is saved. Staff see it straight away.`);
    });
  }

  return (
    <Stack spacing={2}>
      <UnsavedChangesGuard dirty={dirty} saving={busy} />
      <Card sx={{ p: 1.5, display: 'flex', gap: 1, flexWrap: 'wrap', alignItems: 'center' }}>
        <Button size="small" startIcon={<CircleOutlined />} onClick={() => add('circle')} disabled={!isAdmin}>
          Round
        </Button>
        <Button
          size="small"
          startIcon={<CropSquareRounded />}
          onClick={() => add('square')}
          disabled={!isAdmin}
        >
          Square
        </Button>
        <Button
          size="small"
          startIcon={<RectangleOutlined />}
          onClick={() => add('rectangle')}
          disabled={!isAdmin}
        >
          Rectangle
        </Button>
        <Box sx={{ flexGrow: 1 }} />
        <Tooltip title="Undo (Ctrl+Z)">
          <span>
            <IconButton aria-label="Undo" onClick={history.undo} disabled={!history.canUndo}>
              <UndoRounded />
            </IconButton>
          </span>
        </Tooltip>
        <Tooltip title="Zoom out">
          <IconButton
            aria-label="Zoom out"
            onClick={() => setScale((value) => Math.max(0.5, Math.round((value - 0.25) * 100) / 100))}
          >
            <ZoomOutRounded />
          </IconButton>
        </Tooltip>
        <Typography variant="body2" sx={{ minWidth: 44, textAlign: 'center' }}>
          {Math.round(scale * 100)}%
        </Typography>
        <Tooltip title="Zoom in">
          <IconButton
            aria-label="Zoom in"
            onClick={() => setScale((value) => Math.min(2, Math.round((value + 0.25) * 100) / 100))}
          >
            <ZoomInRounded />
          </IconButton>
        </Tooltip>
        <FormControlLabel
          control={<Switch size="small" checked={snap} onChange={(event) => setSnap(event.target.checked)} />}
          label="Snap to grid"
        />
        <Button
          variant="contained"
          startIcon={<SaveRounded />}
          onClick={() => void save()}
          disabled={!isAdmin || busy || !dirty}
        >
          {busy ? 'Saving…' : 'Save map'}
        </Button>
      </Card>
      {failure !== undefined && <ProblemAlert error={failure} />}
      {selected && (
        <Card
          sx={{ p: 1.5, display: 'flex', gap: 1.5, flexWrap: 'wrap', alignItems: 'center' }}
          aria-label="Selected shape"
        >
          <TextField
            select
            size="small"
            label="Table"
            value={selected.tableId ?? ''}
            onChange={(event) => update({ ...selected, tableId: event.target.value || undefined })}
            sx={{ minWidth: 200 }}
            disabled={!isAdmin}
          >
            <MenuItem value="">No table (decor)</MenuItem>
            {unplaced.map((table) => (
              <MenuItem key={table.id} value={table.id}>
                {tableDisplayName(table.name)} · {table.seats} seats
                {table.seatingArea ? ` · ${table.seatingArea}` : ''}
              </MenuItem>
            ))}
          </TextField>
          <Chip label={`${selected.type} · ${Math.round(selected.rotation)}°`} />
          <Button
            size="small"
            startIcon={<Rotate90DegreesCwRounded />}
            onClick={() => update({ ...selected, rotation: normaliseRotation(selected.rotation + 45, true) })}
            disabled={!isAdmin}
          >
            Rotate 45°
          </Button>
          <Button
            size="small"
            color="error"
            startIcon={<DeleteOutlineRounded />}
            onClick={() => {
              history.change((current) => current.filter((element) => element.id !== selected.id));
              setSelectedId(undefined);
            }}
            disabled={!isAdmin}
          >
            Remove shape
          </Button>
        </Card>
      )}
      <Card ref={box} sx={{ overflow: 'auto', p: 0 }} data-testid="table-map-editor">
        <MapCanvas
          elements={history.elements}
          scale={viewScale}
          gridSize={gridSize}
          width={Math.max(width, Math.round(FLOOR.width * viewScale))}
          selectedId={selectedId}
          editable={isAdmin}
          onSelect={setSelectedId}
          onChange={update}
          look={(element) => {
            const table = element.tableId ? byId.get(element.tableId) : undefined;
            return {
              fill: table ? (table.active ? '#e8f1ec' : '#eeeeee') : '#f3efe8',
              stroke: table ? '#2e6b4f' : '#b9ad9b',
              label: table ? tableDisplayName(table.name) : '—',
              sublabel: table ? `${table.seats} seats` : 'decor',
            };
          }}
        />
      </Card>
      <Box sx={{ display: 'flex', justifyContent: 'space-between', flexWrap: 'wrap', gap: 1 }}>
        <Typography variant="body2" sx={{ color: 'text.secondary' }}>
          {history.elements.length} shapes · drag to move, use the handles to resize and rotate.
        </Typography>
        <Button color="error" onClick={() => setDeleting(true)} disabled={!isAdmin}>
          Delete {map.name}
        </Button>
      </Box>
      <ConfirmDialog
        open={deleting}
        title={`Delete the ${map.name} map?`}
        confirmLabel="Delete map"
        destructive
        onClose={() => setDeleting(false)}
        onConfirm={async () => {
          if (map.updatedIsoDateTimeUtc) await client.delete(tableMapPath(restaurantId, storeId, map.id));
          notify(`The ${map.name} map was deleted. Its tables stay on the dine-in page.`);
          onDeleted();
        }}
      >
        The shapes of this area are removed from the map. The tables themselves, their QR codes and bookings
        stay.
      </ConfirmDialog>
    </Stack>
  );
}
