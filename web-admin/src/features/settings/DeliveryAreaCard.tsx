import AddRounded from '@mui/icons-material/AddRounded';
import ContentPasteRounded from '@mui/icons-material/ContentPasteRounded';
import DeleteOutlineRounded from '@mui/icons-material/DeleteOutlineRounded';
import ExpandLessRounded from '@mui/icons-material/ExpandLessRounded';
import ExpandMoreRounded from '@mui/icons-material/ExpandMoreRounded';
import RadarRounded from '@mui/icons-material/RadarRounded';
import RemoveCircleOutlineRounded from '@mui/icons-material/RemoveCircleOutlineRounded';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import Collapse from '@mui/material/Collapse';
import FormHelperText from '@mui/material/FormHelperText';
import IconButton from '@mui/material/IconButton';
import InputAdornment from '@mui/material/InputAdornment';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import {
  areaReachKm,
  type DeliveryArea,
  deliveryAreaWithin,
  type GeoPoint,
  RADIUS_AREA_KM,
} from '@resto/domain';
import type { FieldProblems } from '@resto/web-common';
import { MoneyField } from '@resto/web-common';
import { useState } from 'react';
import { SwitchRow } from '../../shared/SwitchRow';
import { splitCoordinates } from '../stores/newStoreRequest';
import { PastePointsDialog } from './PastePointsDialog';

export interface DeliveryAreaCardProps {
  area: DeliveryArea;
  /** The store's position, to draw the area as a distance from it. */
  store: GeoPoint | undefined;
  onChange: (area: DeliveryArea) => void;
  onRemove: () => void;
  onFocus: () => void;
  /** Problems relative to the area ('name', 'polygon.0.latitude'). */
  problems: FieldProblems;
  symbol: string;
  disabled: boolean;
}

/** One delivery area: its name, charges, minimum order and the points of its polygon. */
export function DeliveryAreaCard({
  area,
  store,
  onChange,
  onRemove,
  onFocus,
  problems,
  symbol,
  disabled,
}: DeliveryAreaCardProps) {
  const [pasting, setPasting] = useState(false);
  const placed = store !== undefined && deliveryAreaWithin(store, RADIUS_AREA_KM.min) !== undefined;
  const [km, setKm] = useState(() => String((placed && areaReachKm(store, area.polygon)) || 3));
  const kmValue = Number(km);
  const kmProblem =
    km.trim() === '' || !deliveryAreaWithin(store ?? { latitude: '', longitude: '' }, kmValue)
      ? `From ${RADIUS_AREA_KM.min} to ${RADIUS_AREA_KM.max} km`
      : undefined;
  // Points are for fine-tuning: open when the owner has no store position to draw from, or a point
  // needs fixing.
  const pointProblem = Object.keys(problems).some((path) => path.startsWith('polygon'));
  const [editingPoints, setEditingPoints] = useState(!placed);
  const showPoints = editingPoints || pointProblem;
  const setPoint = (index: number, point: GeoPoint) =>
    onChange({
      ...area,
      polygon: area.polygon.map((entry, position) => (position === index ? point : entry)),
    });
  const setCoordinate = (index: number, key: keyof GeoPoint, text: string) => {
    // Pasting "lat, lng" into either field fills both, as on the store form.
    const both = splitCoordinates(text);
    const current = area.polygon[index] ?? { latitude: '', longitude: '' };
    setPoint(index, both ?? { ...current, [key]: text.trim() });
  };
  const polygonProblem = problems.polygon;
  const nameProblem = problems.name ?? problems[''];

  return (
    <Card variant="outlined" sx={{ p: { xs: 1.5, sm: 2.5 }, boxShadow: 'none' }} onFocusCapture={onFocus}>
      <Stack spacing={2}>
        <Box sx={{ display: 'flex', gap: 1, alignItems: 'flex-start' }}>
          <TextField
            label="Area name"
            required
            value={area.name}
            onChange={(event) => onChange({ ...area, name: event.target.value })}
            error={Boolean(nameProblem)}
            helperText={nameProblem ?? 'Customers do not see it; it names the area on this page.'}
            disabled={disabled}
            sx={{ flex: 1 }}
          />
          <IconButton
            aria-label={`Remove the area ${area.name}`}
            onClick={onRemove}
            disabled={disabled}
            sx={{ mt: 1 }}
          >
            <DeleteOutlineRounded />
          </IconButton>
        </Box>
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
          <MoneyField
            label="Delivery charge"
            symbol={symbol}
            value={area.deliveryCharges}
            onChange={(deliveryCharges) => onChange({ ...area, deliveryCharges: deliveryCharges ?? 0 })}
            problem={problems.deliveryCharges}
            helperText="0.00 for free delivery"
            disabled={disabled}
            fullWidth
          />
          <MoneyField
            label="Minimum order here"
            symbol={symbol}
            optional
            value={area.minOrderValue}
            onChange={(minOrderValue) => {
              const { minOrderValue: _previous, ...rest } = area;
              onChange(minOrderValue === undefined ? rest : { ...rest, minOrderValue });
            }}
            problem={problems.minOrderValue}
            helperText="Empty: the store-wide minimum"
            disabled={disabled}
            fullWidth
          />
        </Stack>
        <SwitchRow
          label="Add the courier's fee"
          description="When a courier delivers, the customer also pays the courier's fee."
          checked={area.shouldApplyThirdPartyDeliveryFee}
          onChange={(shouldApplyThirdPartyDeliveryFee) =>
            onChange({ ...area, shouldApplyThirdPartyDeliveryFee })
          }
          disabled={disabled}
        />
        {placed && (
          <Box sx={{ display: 'flex', gap: 1, alignItems: 'flex-start', flexWrap: 'wrap' }}>
            <TextField
              label="Deliver within"
              value={km}
              onChange={(event) => setKm(event.target.value)}
              error={Boolean(kmProblem)}
              helperText={kmProblem ?? 'Of the store, as the crow flies'}
              disabled={disabled}
              sx={{ width: 200 }}
              slotProps={{
                input: { endAdornment: <InputAdornment position="end">km</InputAdornment> },
                htmlInput: { inputMode: 'decimal' },
              }}
            />
            <Button
              variant="outlined"
              startIcon={<RadarRounded />}
              disabled={disabled || Boolean(kmProblem)}
              onClick={() => {
                const polygon = store && deliveryAreaWithin(store, kmValue);
                if (polygon) onChange({ ...area, polygon });
              }}
              sx={{ mt: 1 }}
            >
              Draw the area
            </Button>
          </Box>
        )}
        <Box>
          {placed ? (
            <Button
              size="small"
              onClick={() => setEditingPoints((open) => !open)}
              endIcon={showPoints ? <ExpandLessRounded /> : <ExpandMoreRounded />}
              aria-expanded={showPoints}
              sx={{ mb: 1 }}
            >
              Edit the points by hand ({area.polygon.length})
            </Button>
          ) : (
            <Typography variant="subtitle2" component="h4" sx={{ mb: 1 }}>
              Points of the area ({area.polygon.length})
            </Typography>
          )}
          <Collapse in={showPoints} unmountOnExit>
            <Stack spacing={1}>
              {area.polygon.map((point, index) => (
                // biome-ignore lint/suspicious/noArrayIndexKey: points are identified by their position in the polygon
                <Box key={index} sx={{ display: 'flex', gap: 1, alignItems: 'flex-start' }}>
                  <Typography
                    variant="body2"
                    sx={{ width: 24, pt: 1, color: 'text.secondary', textAlign: 'right' }}
                  >
                    {index + 1}
                  </Typography>
                  <TextField
                    size="small"
                    label="Latitude"
                    value={point.latitude}
                    onChange={(event) => setCoordinate(index, 'latitude', event.target.value)}
                    error={Boolean(problems[`polygon.${index}.latitude`])}
                    helperText={problems[`polygon.${index}.latitude`]}
                    disabled={disabled}
                    sx={{ flex: 1 }}
                    slotProps={{
                      htmlInput: { inputMode: 'decimal', 'aria-label': `Point ${index + 1} latitude` },
                    }}
                  />
                  <TextField
                    size="small"
                    label="Longitude"
                    value={point.longitude}
                    onChange={(event) => setCoordinate(index, 'longitude', event.target.value)}
                    error={Boolean(problems[`polygon.${index}.longitude`])}
                    helperText={problems[`polygon.${index}.longitude`]}
                    disabled={disabled}
                    sx={{ flex: 1 }}
                    slotProps={{
                      htmlInput: { inputMode: 'decimal', 'aria-label': `Point ${index + 1} longitude` },
                    }}
                  />
                  <IconButton
                    aria-label={`Remove point ${index + 1}`}
                    onClick={() =>
                      onChange({ ...area, polygon: area.polygon.filter((_, position) => position !== index) })
                    }
                    disabled={disabled}
                    size="small"
                    sx={{ mt: 0.5 }}
                  >
                    <RemoveCircleOutlineRounded fontSize="small" />
                  </IconButton>
                </Box>
              ))}
            </Stack>
            {polygonProblem && <FormHelperText error>{polygonProblem}</FormHelperText>}
            <Box sx={{ display: 'flex', gap: 1, mt: 1, flexWrap: 'wrap' }}>
              <Button
                size="small"
                startIcon={<AddRounded />}
                onClick={() =>
                  onChange({ ...area, polygon: [...area.polygon, { latitude: '', longitude: '' }] })
                }
                disabled={disabled}
              >
                Add point
              </Button>
              <Button
                size="small"
                startIcon={<ContentPasteRounded />}
                onClick={() => setPasting(true)}
                disabled={disabled}
              >
                Paste points
              </Button>
            </Box>
          </Collapse>
          {!showPoints && polygonProblem && <FormHelperText error>{polygonProblem}</FormHelperText>}
        </Box>
      </Stack>
      <PastePointsDialog
        open={pasting}
        areaName={area.name}
        current={area.polygon}
        onReplace={(polygon) => onChange({ ...area, polygon })}
        onClose={() => setPasting(false)}
      />
    </Card>
  );
}
