import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormGroup from '@mui/material/FormGroup';
import FormHelperText from '@mui/material/FormHelperText';
import FormLabel from '@mui/material/FormLabel';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import TextField from '@mui/material/TextField';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';
import {
  CHARACTERS_PER_LINE,
  CLOUD_PRINT_PROTOCOL_LABELS,
  CLOUD_PRINT_PROTOCOLS,
  POS_PRINTER_MODELS,
  PRINT_ALIGNMENTS,
  PRINT_DOCUMENT_KINDS,
  PRINT_DOCUMENT_LABELS,
  PRINTER_CONNECTION_KINDS,
  PRINTER_MODEL_LABELS,
  type PrinterSetup,
  type PrintStation,
  RECEIPT_FONT_SIZES,
  ZPrinterSetup,
} from '@resto/domain';
import { useEffect, useId, useState } from 'react';

export interface PrinterDialogProps {
  /** The printer being edited (a new one has a fresh id); the dialog is open while there is one. */
  printer: PrinterSetup | undefined;
  isNew: boolean;
  stations: readonly PrintStation[];
  otherPrinters: readonly PrinterSetup[];
  onCancel: () => void;
  onDone: (printer: PrinterSetup) => void;
}

const CONNECTION_LABELS: Record<(typeof PRINTER_CONNECTION_KINDS)[number], string> = {
  LAN: 'Local network (LAN)',
  cloud: 'Cloud (the printer polls us)',
  USB: 'USB to the POS',
  bluetooth: 'Bluetooth to the POS',
};

const CONNECTION_NOTES: Record<(typeof PRINTER_CONNECTION_KINDS)[number], string> = {
  LAN: 'The POS browser sends receipts to the printer’s ePOS-Print address on your network. Give the printer a fixed IP address. Browsers allow this only after the “local network access” prompt, and an HTTPS page can only reach a printer with a certificate installed (turn on “secure”).',
  cloud:
    'The printer checks this store’s print queue every few seconds over the internet, so tickets wait safely while it is off and print when it is back. After saving, make the printer’s key and type it into the printer’s server settings.',
  USB: 'Printed from the POS through the browser’s WebUSB (Chrome and Edge on Android, macOS and ChromeOS; not Windows, where the printer driver holds the printer). Other browsers show the print dialog instead.',
  bluetooth:
    'Printed from the POS through Web Bluetooth (Chrome and Edge). Safari and Firefox have no Web Bluetooth: those tills show the print dialog instead.',
};

/** Field problems from the domain's schema, by first path segment. */
function problemsOf(printer: PrinterSetup): Record<string, string> {
  const parsed = ZPrinterSetup.safeParse(printer);
  if (parsed.success) return {};
  const problems: Record<string, string> = {};
  for (const issue of parsed.error.issues) {
    const key = String(issue.path[0] ?? 'form');
    problems[key] ??= issue.message;
  }
  return problems;
}

/** Adds or edits one printer: model, connection, what it prints and how. */
export function PrinterDialog({
  printer,
  isNew,
  stations,
  otherPrinters,
  onCancel,
  onDone,
}: PrinterDialogProps) {
  const titleId = useId();
  const [draft, setDraft] = useState<PrinterSetup | undefined>(printer);
  const [tried, setTried] = useState(false);
  useEffect(() => {
    setDraft(printer);
    setTried(false);
  }, [printer]);
  if (!draft) return null;
  const problems = tried ? problemsOf(draft) : {};
  const update = (change: Partial<PrinterSetup>) =>
    setDraft((current) => (current ? { ...current, ...change } : current));
  const toggleKind = (kind: (typeof PRINT_DOCUMENT_KINDS)[number], on: boolean) =>
    update({
      printDocumentKinds: on
        ? PRINT_DOCUMENT_KINDS.filter((k) => k === kind || draft.printDocumentKinds.includes(k))
        : draft.printDocumentKinds.filter((k) => k !== kind),
    });
  const save = () => {
    setTried(true);
    const parsed = ZPrinterSetup.safeParse(draft);
    if (parsed.success) onDone(parsed.data);
  };

  return (
    <Dialog open={Boolean(printer)} onClose={onCancel} aria-labelledby={titleId} fullWidth maxWidth="sm">
      <DialogTitle id={titleId}>{isNew ? 'Add a printer' : `Edit ${printer?.name ?? 'printer'}`}</DialogTitle>
      <DialogContent dividers>
        <Stack spacing={2.5}>
          <TextField
            label="Printer name"
            value={draft.name}
            onChange={(event) => update({ name: event.target.value })}
            error={Boolean(problems.name)}
            helperText={problems.name ?? 'What staff call it, like “Kitchen” or “Front counter”.'}
            required
            autoFocus
          />
          <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
            <TextField
              select
              fullWidth
              label="Model"
              value={draft.printerModel}
              onChange={(event) => {
                const printerModel = event.target.value as PrinterSetup['printerModel'];
                update(
                  printerModel === 'cloudKitchenPrinter'
                    ? { printerModel, connectionKind: 'cloud' }
                    : { printerModel },
                );
              }}
            >
              {POS_PRINTER_MODELS.map((model) => (
                <MenuItem key={model} value={model}>
                  {PRINTER_MODEL_LABELS[model]}
                </MenuItem>
              ))}
            </TextField>
            <TextField
              select
              fullWidth
              label="Connection"
              value={draft.connectionKind}
              onChange={(event) =>
                update({ connectionKind: event.target.value as PrinterSetup['connectionKind'] })
              }
              error={Boolean(problems.connectionKind)}
              helperText={problems.connectionKind}
            >
              {PRINTER_CONNECTION_KINDS.map((kind) => (
                <MenuItem key={kind} value={kind}>
                  {CONNECTION_LABELS[kind]}
                </MenuItem>
              ))}
            </TextField>
          </Stack>
          <Alert severity="info" variant="outlined">
            {CONNECTION_NOTES[draft.connectionKind]}
          </Alert>
          {draft.connectionKind === 'cloud' && (
            <TextField
              select
              label="Cloud protocol"
              value={draft.cloudProtocol}
              onChange={(event) =>
                update({ cloudProtocol: event.target.value as PrinterSetup['cloudProtocol'] })
              }
              helperText="Star printers use CloudPRNT; Epson TM-m30 printers use Server Direct Print; Sunmi cloud kitchen printers get tickets pushed through Sunmi’s cloud."
            >
              {CLOUD_PRINT_PROTOCOLS.map((protocol) => (
                <MenuItem key={protocol} value={protocol}>
                  {CLOUD_PRINT_PROTOCOL_LABELS[protocol]}
                </MenuItem>
              ))}
            </TextField>
          )}
          {draft.connectionKind === 'cloud' && draft.cloudProtocol === 'sunmiCloud' && (
            <TextField
              label="Serial number (SN)"
              value={draft.sunmiSn ?? ''}
              onChange={(event) => update({ sunmiSn: event.target.value.toUpperCase() || undefined })}
              error={Boolean(problems.sunmiSn)}
              helperText={
                problems.sunmiSn ??
                'On the label under the printer. After saving, bind it to this store from the printer list.'
              }
              slotProps={{ htmlInput: { maxLength: 32, autoCapitalize: 'characters' } }}
            />
          )}
          {draft.connectionKind === 'LAN' && (
            <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ alignItems: { sm: 'center' } }}>
              <TextField
                label="IP address"
                value={draft.ipAddress ?? ''}
                onChange={(event) => update({ ipAddress: event.target.value || undefined })}
                error={Boolean(problems.ipAddress)}
                helperText={problems.ipAddress ?? 'Like 192.168.1.100'}
                sx={{ flex: 1 }}
              />
              <TextField
                label="Port"
                value={draft.lanPort ?? ''}
                onChange={(event) => {
                  const digits = event.target.value.replace(/\D/g, '').slice(0, 5);
                  update({ lanPort: digits ? Number(digits) : undefined });
                }}
                error={Boolean(problems.lanPort)}
                helperText={problems.lanPort ?? (draft.isSecure ? 'Empty = 443' : 'Empty = 80')}
                slotProps={{ htmlInput: { inputMode: 'numeric' } }}
                sx={{ width: { sm: 120 } }}
              />
              <FormControlLabel
                control={<Switch checked={draft.isSecure} onChange={(_, isSecure) => update({ isSecure })} />}
                label="Secure (HTTPS)"
              />
            </Stack>
          )}
          <Box>
            <FormLabel component="legend">Prints</FormLabel>
            <FormGroup row>
              {PRINT_DOCUMENT_KINDS.map((kind) => (
                <FormControlLabel
                  key={kind}
                  control={
                    <Checkbox
                      checked={draft.printDocumentKinds.includes(kind)}
                      onChange={(_, on) => toggleKind(kind, on)}
                    />
                  }
                  label={PRINT_DOCUMENT_LABELS[kind]}
                />
              ))}
            </FormGroup>
            {problems.printDocumentKinds && (
              <FormHelperText error>{problems.printDocumentKinds}</FormHelperText>
            )}
          </Box>
          <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
            <TextField
              select
              fullWidth
              label="Font size"
              value={draft.fontSize}
              onChange={(event) =>
                update({ fontSize: Number(event.target.value) as PrinterSetup['fontSize'] })
              }
            >
              {RECEIPT_FONT_SIZES.map((size) => (
                <MenuItem key={size} value={size}>
                  {size} ({CHARACTERS_PER_LINE[size]} characters a line)
                </MenuItem>
              ))}
            </TextField>
            <TextField
              select
              fullWidth
              label="Copies"
              value={draft.numberOfCopies}
              onChange={(event) => update({ numberOfCopies: Number(event.target.value) })}
              error={Boolean(problems.numberOfCopies)}
              helperText={problems.numberOfCopies}
            >
              {[1, 2, 3, 4, 5].map((count) => (
                <MenuItem key={count} value={count}>
                  {count}
                </MenuItem>
              ))}
            </TextField>
          </Stack>
          <Box>
            <FormLabel component="legend" sx={{ mb: 0.5 }}>
              Header alignment
            </FormLabel>
            <ToggleButtonGroup
              exclusive
              size="small"
              value={draft.alignment}
              onChange={(_, alignment) => alignment && update({ alignment })}
              aria-label="Header alignment"
            >
              {PRINT_ALIGNMENTS.map((alignment) => (
                <ToggleButton key={alignment} value={alignment} sx={{ px: 2, textTransform: 'capitalize' }}>
                  {alignment}
                </ToggleButton>
              ))}
            </ToggleButtonGroup>
          </Box>
          <Box>
            <FormLabel component="legend">Print automatically</FormLabel>
            <FormGroup>
              <FormControlLabel
                control={
                  <Switch
                    checked={draft.autoPrintOnAccept}
                    onChange={(_, autoPrintOnAccept) => update({ autoPrintOnAccept })}
                  />
                }
                label="When an order is accepted (online and POS orders)"
              />
              <FormControlLabel
                control={
                  <Switch
                    checked={draft.autoPrintOnPosPayment}
                    onChange={(_, autoPrintOnPosPayment) => update({ autoPrintOnPosPayment })}
                  />
                }
                label="The receipt, when a POS order is paid"
              />
            </FormGroup>
          </Box>
          {stations.length > 0 && (
            <TextField
              select
              label="Kitchen stations on its tickets"
              value={draft.stationIds}
              slotProps={{
                select: {
                  multiple: true,
                  renderValue: (selected) =>
                    (selected as string[]).length === 0
                      ? 'Every station'
                      : (selected as string[])
                          .map((id) => stations.find((station) => station.id === id)?.name ?? id)
                          .join(', '),
                  displayEmpty: true,
                },
                inputLabel: { shrink: true },
              }}
              onChange={(event) => update({ stationIds: event.target.value as unknown as string[] })}
              helperText="Order tickets carry only these stations’ items (items without a station print everywhere)."
            >
              {stations.map((station) => (
                <MenuItem key={station.id} value={station.id}>
                  <Checkbox checked={draft.stationIds.includes(station.id)} size="small" sx={{ py: 0 }} />
                  {station.name}
                </MenuItem>
              ))}
            </TextField>
          )}
          <TextField
            select
            label="Backup printer"
            value={draft.backupPrinterId ?? ''}
            onChange={(event) => update({ backupPrinterId: event.target.value || undefined })}
            helperText="If this printer stops answering, its tickets print there marked “BACKUP FROM”."
            slotProps={{ select: { displayEmpty: true }, inputLabel: { shrink: true } }}
          >
            <MenuItem value="">
              <em>None</em>
            </MenuItem>
            {otherPrinters.map((other) => (
              <MenuItem key={other.id} value={other.id}>
                {other.name}
              </MenuItem>
            ))}
          </TextField>
          <FormControlLabel
            control={<Switch checked={draft.active} onChange={(_, active) => update({ active })} />}
            label={
              <Box>
                <Typography>Active</Typography>
                <Typography variant="body2" sx={{ color: 'text.secondary' }}>
                  An inactive printer keeps its settings but gets no new jobs.
                </Typography>
              </Box>
            }
          />
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button onClick={onCancel}>Cancel</Button>
        <Button variant="contained" onClick={save}>
          {isNew ? 'Add printer' : 'Done'}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
