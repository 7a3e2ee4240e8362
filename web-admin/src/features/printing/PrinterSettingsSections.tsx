import AddRounded from '@mui/icons-material/AddRounded';
import DeleteOutlineRounded from '@mui/icons-material/DeleteOutlineRounded';
import EditRounded from '@mui/icons-material/EditRounded';
import KeyRounded from '@mui/icons-material/KeyRounded';
import LinkRounded from '@mui/icons-material/LinkRounded';
import PrintRounded from '@mui/icons-material/PrintRounded';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import Chip from '@mui/material/Chip';
import Divider from '@mui/material/Divider';
import IconButton from '@mui/material/IconButton';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import {
  localPrintBlocker,
  PRINT_DOCUMENT_KINDS,
  PRINT_DOCUMENT_LABELS,
  PRINTER_MODEL_LABELS,
  type PrintDocumentKind,
  type PrinterHealth,
  type PrinterSetup,
  type PrintingSettings,
  previewMarkup,
  printerHealth,
  ZPrinterSetup,
  ZPrintingSettings,
} from '@resto/domain';
import {
  ConfirmDialog,
  LoadingScreen,
  ProblemAlert,
  SubmitButton,
  UnsavedChangesGuard,
  useApi,
  useNotify,
  usePrinterCheck,
  useRestaurant,
  useStore,
  useViewerAccess,
} from '@resto/web-common';
import { browserPrintFeatures, printOnLocalPrinter } from '@resto/web-common/localPrinting';
import { type FormEvent, useEffect, useMemo, useState } from 'react';
import { PrinterDialog } from './PrinterDialog';
import { type IssuedPrinterKey, PrinterKeyDialog } from './PrinterKeyDialog';
import { PrintJobsList } from './PrintJobsList';
import { usePrinterStatuses, usePrintingSettings } from './printingData';
import { ReceiptPreview } from './ReceiptPreview';

/** Short names for the preview's tabs. */
const PREVIEW_TABS: Record<PrintDocumentKind, string> = {
  orderTicket: 'Ticket',
  orderStub: 'Stub',
  orderInvoice: 'Receipt',
};

const HEALTH: Record<PrinterHealth, { label: string; color: 'success' | 'warning' | 'error' | 'default' }> = {
  online: { label: 'Online', color: 'success' },
  problem: { label: 'Needs attention', color: 'warning' },
  offline: { label: 'Offline', color: 'error' },
  unknown: { label: 'Not connected yet', color: 'default' },
};

function newPrinter(id: string): PrinterSetup {
  return ZPrinterSetup.parse({
    id,
    name: 'Kitchen',
    printerModel: 'cloudKitchenPrinter',
    connectionKind: 'cloud',
    printDocumentKinds: ['orderTicket'],
  });
}

function slug(name: string): string {
  return name
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '')
    .slice(0, 30);
}

function uniqueId(base: string, taken: readonly string[]): string {
  const root = base || 'printer';
  let id = root;
  for (let n = 2; taken.includes(id); n++) id = `${root}-${n}`;
  return id;
}

function summary(printer: PrinterSetup, stationNames: Map<string, string>): string {
  return [
    PRINTER_MODEL_LABELS[printer.printerModel],
    printer.connectionKind === 'LAN'
      ? `LAN ${printer.ipAddress ?? ''}${printer.lanPort ? `:${printer.lanPort}` : ''}${printer.isSecure ? ' (HTTPS)' : ''}`
      : printer.connectionKind === 'cloud' && printer.cloudProtocol === 'sunmiCloud'
        ? `Sunmi cloud SN ${printer.sunmiSn ?? ''}`
        : printer.connectionKind,
    printer.printDocumentKinds.map((kind) => PRINT_DOCUMENT_LABELS[kind].replace(/ \(.*\)/, '')).join(', '),
    `font ${printer.fontSize}`,
    `${printer.numberOfCopies} ${printer.numberOfCopies === 1 ? 'copy' : 'copies'}`,
    printer.stationIds.length > 0
      ? `stations: ${printer.stationIds.map((id) => stationNames.get(id) ?? id).join(', ')}`
      : '',
  ]
    .filter(Boolean)
    .join(' · ');
}

export interface PrinterSettingsSectionsProps {
  restaurantId: string;
  storeId: string;
}

/**
 * The store's printers (SPEC POS printer) with what each prints, how and when, the print stations,
 * a live preview of each printer's documents, and the latest print jobs. Saved as one document
 * through `PUT /api/printing/.../printer-settings`.
 */
export function PrinterSettingsSections({ restaurantId, storeId }: PrinterSettingsSectionsProps) {
  const { settings, loading, error } = usePrintingSettings(restaurantId, storeId);
  const statuses = usePrinterStatuses(restaurantId, storeId);
  // Brings Sunmi printers' state, backups and never-connected alerts up to date while the page is open.
  const printerCheck = usePrinterCheck(restaurantId, storeId);
  const { data: store } = useStore(restaurantId, storeId);
  const { data: restaurant } = useRestaurant(restaurantId);
  const { isAdmin } = useViewerAccess();
  const client = useApi();
  const notify = useNotify();
  const [draft, setDraft] = useState<PrintingSettings>();
  const [editing, setEditing] = useState<{ printer: PrinterSetup; isNew: boolean }>();
  const [removing, setRemoving] = useState<PrinterSetup>();
  const [newStation, setNewStation] = useState('');
  const [saving, setSaving] = useState(false);
  const [saveError, setSaveError] = useState<unknown>();
  /** Set when the failure was a test print: the printer's own words need a title saying what failed. */
  const [errorTitle, setErrorTitle] = useState<string>();
  const clearError = () => {
    setSaveError(undefined);
    setErrorTitle(undefined);
  };
  const [issued, setIssued] = useState<IssuedPrinterKey>();
  const [previewPrinterId, setPreviewPrinterId] = useState<string>('');
  const [previewKind, setPreviewKind] = useState<PrintDocumentKind>('orderTicket');
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = window.setInterval(() => setNow(Date.now()), 15_000);
    return () => window.clearInterval(timer);
  }, []);

  // The draft follows the saved settings until someone edits it.
  const [editedFrom, setEditedFrom] = useState<string>();
  const savedJson = JSON.stringify(settings);
  useEffect(() => {
    if (settings && (draft === undefined || editedFrom === undefined)) setDraft(settings);
  }, [settings, draft, editedFrom]);
  const dirty = draft !== undefined && JSON.stringify(draft) !== savedJson;
  const change = (next: PrintingSettings) => {
    setEditedFrom(savedJson);
    setDraft(next);
  };

  const stationNames = useMemo(
    () => new Map((draft?.stations ?? []).map((station) => [station.id, station.name])),
    [draft?.stations],
  );
  const previewPrinter =
    draft?.printers.find((printer) => printer.id === previewPrinterId) ?? draft?.printers[0];
  const business = {
    restaurantName: restaurant?.name ?? store?.name ?? 'Your restaurant',
    storeName: store?.name ?? 'Your store',
    storeAddress: store?.address?.formattedAddress ?? '',
    storePhone: store?.phoneNumber ?? '',
    ...(draft?.abn ? { abn: draft.abn } : {}),
    timezone: store?.timezone ?? 'Australia/Sydney',
  };

  if (error) return <ProblemAlert error={error} sx={{ mb: 3 }} />;
  if (loading || !draft) return <LoadingScreen />;

  const validation = ZPrintingSettings.safeParse(draft);
  const problem = validation.success ? undefined : validation.error.issues[0]?.message;

  async function save(event: FormEvent) {
    event.preventDefault();
    if (!draft || !validation.success) return;
    setSaving(true);
    clearError();
    try {
      await client.put(`/api/printing/restaurants/${restaurantId}/stores/${storeId}/printer-settings`, draft);
      setEditedFrom(undefined);
      notify('Printer settings saved');
    } catch (caught) {
      setSaveError(caught);
    } finally {
      setSaving(false);
    }
  }

  /** Sunmi printers are pushed to, not polled: bind the SN to this store instead of making a key. */
  async function bindSunmi(printer: PrinterSetup) {
    clearError();
    try {
      const result = await client.post<{ online: boolean }>(
        `/api/printing/restaurants/${restaurantId}/stores/${storeId}/cloud-printers/${printer.id}/bind`,
      );
      notify(
        result.online
          ? `${printer.name} is bound to this store and online`
          : `${printer.name} is bound to this store; it shows offline until it is switched on`,
      );
    } catch (caught) {
      setSaveError(caught);
    }
  }

  /**
   * LAN, USB and Bluetooth printers are driven by the browser at the counter: a test print sends the
   * printer's first document (the preview's sample order) from this browser, the way the POS will.
   */
  async function testPrint(printer: PrinterSetup) {
    clearError();
    const kind = printer.printDocumentKinds[0] ?? 'orderInvoice';
    try {
      await printOnLocalPrinter(printer, previewMarkup(kind, printer, business));
      notify(`Test ${PRINT_DOCUMENT_LABELS[kind].toLowerCase()} sent to ${printer.name}`);
    } catch (caught) {
      setSaveError(caught);
      setErrorTitle('Test print failed');
    }
  }

  async function makeKey(printer: PrinterSetup) {
    clearError();
    try {
      const result = await client.post<{ key: string }>(
        `/api/printing/restaurants/${restaurantId}/stores/${storeId}/printers/${printer.id}/polling-key`,
      );
      setIssued({ printerId: printer.id, printerName: printer.name, key: result.key });
    } catch (caught) {
      setSaveError(caught);
    }
  }

  const savedIds = new Set((settings?.printers ?? []).map((printer) => printer.id));

  return (
    <Box component="form" onSubmit={(event) => void save(event)} sx={{ mb: 4 }}>
      <UnsavedChangesGuard dirty={dirty} saving={saving} />
      <Box
        sx={{
          display: 'grid',
          gap: 3,
          gridTemplateColumns: { xs: '1fr', lg: 'minmax(0, 1.35fr) minmax(320px, 1fr)' },
          alignItems: 'start',
        }}
      >
        <Stack spacing={3} sx={{ minWidth: 0 }}>
          <Card>
            <Box
              sx={{
                px: { xs: 2, sm: 2.5 },
                pt: 2,
                pb: 1.5,
                display: 'flex',
                gap: 2,
                alignItems: 'center',
                flexWrap: 'wrap',
              }}
            >
              <Box sx={{ flex: '1 1 240px' }}>
                <Typography variant="h4" component="h2" sx={{ fontSize: '1.05rem' }}>
                  Printers
                </Typography>
                <Typography variant="body2" sx={{ color: 'text.secondary' }}>
                  Which documents print where, how many copies, and when they print on their own.
                </Typography>
                {draft.printers.length > 0 && (
                  <Typography
                    variant="caption"
                    sx={{ color: 'text.secondary', display: 'flex', alignItems: 'center', gap: 0.5 }}
                  >
                    {printerCheck.checkedAt
                      ? `Status checked ${new Date(printerCheck.checkedAt).toLocaleTimeString([], { hour: 'numeric', minute: '2-digit', second: '2-digit' })}`
                      : 'Checking printer status…'}
                    <Button
                      size="small"
                      variant="text"
                      disabled={printerCheck.checking}
                      onClick={() => void printerCheck.check()}
                      sx={{ minWidth: 0, py: 0, px: 0.75, fontSize: 'inherit' }}
                    >
                      {printerCheck.checking ? 'Checking…' : 'Check now'}
                    </Button>
                  </Typography>
                )}
              </Box>
              {isAdmin && (
                <Button
                  startIcon={<AddRounded />}
                  variant="outlined"
                  onClick={() =>
                    setEditing({
                      printer: newPrinter(
                        uniqueId(
                          'kitchen',
                          draft.printers.map((p) => p.id),
                        ),
                      ),
                      isNew: true,
                    })
                  }
                >
                  Add printer
                </Button>
              )}
            </Box>
            <Divider />
            {draft.printers.length === 0 ? (
              <Box sx={{ px: 2.5, py: 4, textAlign: 'center' }}>
                <PrintRounded sx={{ fontSize: 40, color: 'text.disabled' }} />
                <Typography sx={{ fontWeight: 600, mt: 1 }}>No printers yet</Typography>
                <Typography variant="body2" sx={{ color: 'text.secondary' }}>
                  Add the kitchen printer to print tickets as orders are accepted, and the counter printer for
                  receipts.
                </Typography>
              </Box>
            ) : (
              <Box component="ul" aria-label="Printers" sx={{ m: 0, p: 0, listStyle: 'none' }}>
                {draft.printers.map((printer, index) => {
                  const cloud = printer.connectionKind === 'cloud';
                  const health = cloud ? printerHealth(statuses.get(printer.id), now) : undefined;
                  const status = statuses.get(printer.id);
                  return (
                    <Box component="li" key={printer.id} aria-label={printer.name}>
                      {index > 0 && <Divider />}
                      <Box
                        sx={{
                          display: 'flex',
                          gap: 1.5,
                          alignItems: 'center',
                          flexWrap: 'wrap',
                          px: { xs: 2, sm: 2.5 },
                          py: 1.5,
                        }}
                      >
                        <Box sx={{ flex: '1 1 260px', minWidth: 0 }}>
                          <Stack direction="row" spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
                            <Typography sx={{ fontWeight: 600 }}>{printer.name}</Typography>
                            {!printer.active && <Chip size="small" label="Inactive" />}
                            {health && (
                              <Chip
                                size="small"
                                variant="outlined"
                                color={HEALTH[health].color}
                                label={
                                  health === 'problem' && status
                                    ? `${HEALTH[health].label}: ${status.statusCode}`
                                    : HEALTH[health].label
                                }
                              />
                            )}
                            {!cloud && <Chip size="small" variant="outlined" label="Prints from the POS" />}
                          </Stack>
                          <Typography variant="body2" sx={{ color: 'text.secondary' }}>
                            {summary(printer, stationNames)}
                          </Typography>
                          <Typography variant="body2" sx={{ color: 'text.secondary' }}>
                            {[
                              printer.autoPrintOnAccept ? 'Prints when an order is accepted' : '',
                              printer.autoPrintOnPosPayment ? 'receipt when a POS order is paid' : '',
                              printer.backupPrinterId
                                ? `backup: ${draft.printers.find((p) => p.id === printer.backupPrinterId)?.name ?? ''}`
                                : '',
                            ]
                              .filter(Boolean)
                              .join(' · ') || 'Prints only when staff ask (reprint)'}
                          </Typography>
                        </Box>
                        {isAdmin && (
                          <Stack direction="row" spacing={0.5}>
                            {cloud && printer.cloudProtocol === 'sunmiCloud' && (
                              <Tooltip
                                title={
                                  savedIds.has(printer.id)
                                    ? 'Bind this Sunmi printer to the store'
                                    : 'Save first, then bind'
                                }
                              >
                                <span>
                                  <IconButton
                                    aria-label={`Bind ${printer.name}`}
                                    disabled={!savedIds.has(printer.id) || dirty}
                                    onClick={() => void bindSunmi(printer)}
                                  >
                                    <LinkRounded />
                                  </IconButton>
                                </span>
                              </Tooltip>
                            )}
                            {cloud && printer.cloudProtocol !== 'sunmiCloud' && (
                              <Tooltip
                                title={
                                  savedIds.has(printer.id)
                                    ? 'Connect: make the printer’s key'
                                    : 'Save first, then connect'
                                }
                              >
                                <span>
                                  <IconButton
                                    aria-label={`Connect ${printer.name}`}
                                    disabled={!savedIds.has(printer.id) || dirty}
                                    onClick={() => void makeKey(printer)}
                                  >
                                    <KeyRounded />
                                  </IconButton>
                                </span>
                              </Tooltip>
                            )}
                            {!cloud && (
                              <Tooltip
                                title={
                                  localPrintBlocker(printer, browserPrintFeatures()) ??
                                  'Test print from this browser'
                                }
                              >
                                <span>
                                  <IconButton
                                    aria-label={`Test print on ${printer.name}`}
                                    disabled={
                                      localPrintBlocker(printer, browserPrintFeatures()) !== undefined &&
                                      printer.connectionKind !== 'LAN'
                                    }
                                    onClick={() => void testPrint(printer)}
                                  >
                                    <PrintRounded />
                                  </IconButton>
                                </span>
                              </Tooltip>
                            )}
                            <Tooltip title="Edit">
                              <IconButton
                                aria-label={`Edit ${printer.name}`}
                                onClick={() => setEditing({ printer, isNew: false })}
                              >
                                <EditRounded />
                              </IconButton>
                            </Tooltip>
                            <Tooltip title="Remove">
                              <IconButton
                                aria-label={`Remove ${printer.name}`}
                                onClick={() => setRemoving(printer)}
                              >
                                <DeleteOutlineRounded />
                              </IconButton>
                            </Tooltip>
                          </Stack>
                        )}
                      </Box>
                    </Box>
                  );
                })}
              </Box>
            )}
          </Card>

          <Card sx={{ px: { xs: 2, sm: 2.5 }, py: 2 }}>
            <Typography variant="h4" component="h2" sx={{ fontSize: '1.05rem' }}>
              Print stations
            </Typography>
            <Typography variant="body2" sx={{ color: 'text.secondary', mb: 1.5 }}>
              Where food is made (grill, pizza oven, bar). Items are routed to stations on the item routing
              page; each kitchen printer prints its stations’ items.
            </Typography>
            <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 1, mb: 1.5 }}>
              {draft.stations.length === 0 && (
                <Typography variant="body2" sx={{ color: 'text.secondary' }}>
                  No stations: every kitchen printer prints the whole order.
                </Typography>
              )}
              {draft.stations.map((station) => (
                <Chip
                  key={station.id}
                  label={station.name}
                  {...(isAdmin
                    ? {
                        onDelete: () =>
                          change({
                            ...draft,
                            stations: draft.stations.filter((s) => s.id !== station.id),
                            printers: draft.printers.map((p) => ({
                              ...p,
                              stationIds: p.stationIds.filter((id) => id !== station.id),
                            })),
                          }),
                      }
                    : {})}
                />
              ))}
            </Stack>
            {isAdmin && (
              <Stack direction="row" spacing={1}>
                <TextField
                  size="small"
                  label="New station"
                  value={newStation}
                  onChange={(event) => setNewStation(event.target.value)}
                  slotProps={{ htmlInput: { maxLength: 50 } }}
                />
                <Button
                  sx={{ whiteSpace: 'nowrap', flexShrink: 0 }}
                  disabled={
                    newStation.trim() === '' ||
                    draft.stations.some((s) => s.name.toLowerCase() === newStation.trim().toLowerCase())
                  }
                  onClick={() => {
                    const name = newStation.trim();
                    const id = uniqueId(
                      slug(name),
                      draft.stations.map((s) => s.id),
                    );
                    change({ ...draft, stations: [...draft.stations, { id, name }] });
                    setNewStation('');
                  }}
                >
                  Add station
                </Button>
              </Stack>
            )}
          </Card>

          <Card sx={{ px: { xs: 2, sm: 2.5 }, py: 2 }}>
            <Typography variant="h4" component="h2" sx={{ fontSize: '1.05rem', mb: 1.5 }}>
              Tax invoice
            </Typography>
            <TextField
              label="ABN on printed invoices"
              value={draft.abn}
              disabled={!isAdmin}
              onChange={(event) => change({ ...draft, abn: event.target.value })}
              helperText="Printed under the store’s address on receipts. Leave empty to leave it off."
              slotProps={{ htmlInput: { maxLength: 40 } }}
              sx={{ maxWidth: 360 }}
              fullWidth
            />
          </Card>

          {(problem || saveError !== undefined) && (
            <Box>
              {problem && dirty && <Alert severity="error">{problem}</Alert>}
              {saveError !== undefined && <ProblemAlert error={saveError} title={errorTitle} />}
            </Box>
          )}
          {isAdmin && (
            <Stack direction="row" spacing={1.5} sx={{ justifyContent: 'flex-end' }}>
              <Button
                sx={{ whiteSpace: 'nowrap', flexShrink: 0 }}
                disabled={!dirty || saving}
                onClick={() => {
                  setEditedFrom(undefined);
                  setDraft(settings);
                }}
              >
                Discard changes
              </Button>
              <SubmitButton busy={saving} busyLabel="Saving…" disabled={!dirty || !validation.success}>
                Save printer settings
              </SubmitButton>
            </Stack>
          )}
        </Stack>

        <Card sx={{ px: { xs: 2, sm: 2.5 }, py: 2, position: { lg: 'sticky' }, top: { lg: 88 } }}>
          <Typography variant="h4" component="h2" sx={{ fontSize: '1.05rem' }}>
            Preview
          </Typography>
          <Typography variant="body2" sx={{ color: 'text.secondary', mb: 2 }}>
            A sample order as {previewPrinter ? previewPrinter.name : 'a printer'} prints it, with the
            settings above (saved or not).
          </Typography>
          <Stack spacing={1.5} sx={{ mb: 2 }}>
            {draft.printers.length > 0 && (
              <TextField
                select
                size="small"
                label="Printer"
                value={previewPrinter?.id ?? ''}
                onChange={(event) => setPreviewPrinterId(event.target.value)}
              >
                {draft.printers.map((printer) => (
                  <MenuItem key={printer.id} value={printer.id}>
                    {printer.name}
                  </MenuItem>
                ))}
              </TextField>
            )}
            <ToggleButtonGroup
              exclusive
              size="small"
              value={previewKind}
              onChange={(_, kind) => kind && setPreviewKind(kind)}
              aria-label="Document to preview"
            >
              {PRINT_DOCUMENT_KINDS.map((kind) => (
                <ToggleButton key={kind} value={kind} sx={{ flex: 1 }}>
                  {PREVIEW_TABS[kind]}
                </ToggleButton>
              ))}
            </ToggleButtonGroup>
          </Stack>
          <ReceiptPreview
            markup={previewMarkup(
              previewKind,
              previewPrinter ?? { alignment: 'centre', stationIds: [] },
              business,
            )}
            fontSize={previewPrinter?.fontSize ?? 12}
            label={`Preview of the ${PRINT_DOCUMENT_LABELS[previewKind].toLowerCase()}`}
          />
        </Card>
      </Box>

      <PrintJobsList
        restaurantId={restaurantId}
        storeId={storeId}
        timezone={business.timezone}
        printers={draft.printers}
      />

      <PrinterDialog
        printer={editing?.printer}
        isNew={editing?.isNew ?? false}
        stations={draft.stations}
        otherPrinters={draft.printers.filter((printer) => printer.id !== editing?.printer.id)}
        onCancel={() => setEditing(undefined)}
        onDone={(printer) => {
          const exists = draft.printers.some((p) => p.id === printer.id);
          const named = editing?.isNew
            ? {
                ...printer,
                id: uniqueId(
                  slug(printer.name),
                  draft.printers.map((p) => p.id),
                ),
              }
            : printer;
          change({
            ...draft,
            printers: exists
              ? draft.printers.map((p) => (p.id === printer.id ? named : p))
              : [...draft.printers, named],
          });
          setPreviewPrinterId(named.id);
          setEditing(undefined);
        }}
      />
      <ConfirmDialog
        open={Boolean(removing)}
        title={`Remove ${removing?.name ?? 'printer'}?`}
        confirmLabel="Remove"
        destructive
        onClose={() => setRemoving(undefined)}
        onConfirm={async () => {
          if (!removing) return;
          change({
            ...draft,
            printers: draft.printers
              .filter((p) => p.id !== removing.id)
              .map((p) => (p.backupPrinterId === removing.id ? { ...p, backupPrinterId: undefined } : p)),
          });
          setRemoving(undefined);
        }}
      >
        It stops getting print jobs once you save. Jobs already waiting for it are kept.
      </ConfirmDialog>
      <PrinterKeyDialog issued={issued} onClose={() => setIssued(undefined)} />
    </Box>
  );
}
