import Box from '@mui/material/Box';
import Switch from '@mui/material/Switch';
import Typography from '@mui/material/Typography';
import { describeSession, type TradingSession, ZTradingSession } from '@resto/domain';
import type { FieldProblems } from '@resto/web-common';
import { NumberField } from '../../shared/NumberField';
import { TimeOfDayField } from './TimeOfDayField';

export interface SessionFieldsProps {
  /** "Monday first session", for screen readers. */
  label: string;
  session: TradingSession;
  onChange: (session: TradingSession) => void;
  /** Problems relative to the session ('timePeriod.startTimeOfDay'). */
  problems: FieldProblems;
  disabled: boolean;
}

/** One trading session: on/off, a start time and a duration, with the end time in words. */
export function SessionFields({ label, session, onChange, problems, disabled }: SessionFieldsProps) {
  const valid = ZTradingSession.safeParse(session).success;
  const period = session.timePeriod;
  return (
    <Box sx={{ display: 'flex', gap: 1, alignItems: 'flex-start', flexWrap: 'wrap' }}>
      <Switch
        checked={session.available}
        onChange={(event) => onChange({ ...session, available: event.target.checked })}
        disabled={disabled}
        slotProps={{ input: { 'aria-label': `${label} open` } }}
        sx={{ mt: 0.5 }}
      />
      {session.available ? (
        <>
          <TimeOfDayField
            label="Starts"
            size="small"
            value={period.startTimeOfDay}
            onChange={(startTimeOfDay) => onChange({ ...session, timePeriod: { ...period, startTimeOfDay } })}
            problem={problems['timePeriod.startTimeOfDay']}
            disabled={disabled}
            sx={{ width: 130 }}
            slotProps={{ htmlInput: { 'aria-label': `${label} starts` } }}
          />
          <NumberField
            label="Hours"
            size="small"
            value={period.durationInHours}
            onChange={(durationInHours) =>
              onChange({ ...session, timePeriod: { ...period, durationInHours } })
            }
            problem={problems['timePeriod.durationInHours'] && 'From 0.5 to 24 hours'}
            disabled={disabled}
            sx={{ width: 100 }}
            slotProps={{ htmlInput: { 'aria-label': `${label} hours`, inputMode: 'decimal' } }}
          />
          <Typography variant="body2" sx={{ color: 'text.secondary', pt: 1, minWidth: 120 }}>
            {valid ? describeSession(session) : ''}
          </Typography>
        </>
      ) : (
        <Typography variant="body2" sx={{ color: 'text.secondary', pt: 1.25 }}>
          Closed
        </Typography>
      )}
    </Box>
  );
}
