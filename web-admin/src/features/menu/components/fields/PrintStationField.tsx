import Autocomplete from '@mui/material/Autocomplete';
import Chip from '@mui/material/Chip';
import Link from '@mui/material/Link';
import TextField from '@mui/material/TextField';
import { Link as RouterLink, useParams } from 'react-router-dom';
import { usePrintingSettings } from '../../../printing/printingData';

export interface PrintStationFieldProps {
  value: readonly string[];
  disabled?: boolean | undefined;
  onChange: (stationIds: string[]) => void;
  error?: string | undefined;
}

/**
 * Where the item is made: a pick from the store's print stations by name (Kitchen, Bar…), set up on
 * the printer settings page, instead of typing printer or screen ids. A station the store no longer
 * has stays shown (and removable) as "Removed station".
 */
export function PrintStationField({ value, disabled, onChange, error }: PrintStationFieldProps) {
  const { restaurantId = '', storeId = '' } = useParams();
  const { settings, loading } = usePrintingSettings(restaurantId, storeId);
  const stations = settings?.stations ?? [];
  const names = new Map(stations.map((station) => [station.id, station.name]));
  const options = [...stations.map((station) => station.id), ...value.filter((id) => !names.has(id))];
  const settingsLink = (
    <Link component={RouterLink} to={`/restaurants/${restaurantId}/stores/${storeId}/printer-settings`}>
      printer settings
    </Link>
  );
  return (
    <Autocomplete
      multiple
      options={options}
      value={[...value]}
      loading={loading}
      disabled={disabled}
      filterSelectedOptions
      getOptionLabel={(id) => names.get(id) ?? 'Removed station'}
      onChange={(_event, next) => onChange(next)}
      renderValue={(selected, getItemProps) =>
        selected.map((id, index) => {
          const { key, ...itemProps } = getItemProps({ index });
          return (
            <Chip
              key={key}
              size="small"
              label={names.get(id) ?? 'Removed station'}
              color={names.has(id) ? 'default' : 'warning'}
              {...itemProps}
            />
          );
        })
      }
      noOptionsText={
        stations.length === 0 ? 'This store has no print stations yet' : 'Every station is chosen'
      }
      renderInput={(params) => (
        <TextField
          {...params}
          label="Print stations"
          error={Boolean(error)}
          helperText={
            error ??
            (stations.length === 0 ? (
              <>
                No stations yet: every printer and kitchen screen gets this item. Add stations in{' '}
                {settingsLink}.
              </>
            ) : (
              <>
                Where this item is made; its tickets go to the printers and kitchen screens of those stations.
                None: all of them.
              </>
            ))
          }
        />
      )}
    />
  );
}
