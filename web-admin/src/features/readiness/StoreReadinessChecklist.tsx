import CheckCircleRounded from '@mui/icons-material/CheckCircleRounded';
import ErrorOutlineRounded from '@mui/icons-material/ErrorOutlineRounded';
import RadioButtonUncheckedRounded from '@mui/icons-material/RadioButtonUncheckedRounded';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import Chip from '@mui/material/Chip';
import LinearProgress from '@mui/material/LinearProgress';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import type { ReadinessStep, StoreReadiness } from '@resto/domain';
import { Link as RouterLink } from 'react-router-dom';

function StepIcon({ step }: { step: ReadinessStep }) {
  if (step.done) return <CheckCircleRounded color="success" aria-hidden />;
  if (step.required) return <ErrorOutlineRounded color="error" aria-hidden />;
  return <RadioButtonUncheckedRounded sx={{ color: 'text.disabled' }} aria-hidden />;
}

/**
 * "Getting started" on the store overview: each step with what is missing and the page that fixes
 * it, the steps that stop orders marked as such. Folds to one line once everything is done.
 */
export function StoreReadinessChecklist({
  readiness,
  base,
}: {
  readiness: StoreReadiness | undefined;
  /** The store's admin address; each step's page is under it. */
  base: string;
}) {
  if (!readiness) {
    return (
      <Card sx={{ p: 3 }} aria-busy aria-label="Checking what the store still needs">
        <Skeleton width="40%" height={32} />
        {[0, 1, 2].map((row) => (
          <Skeleton key={row} height={40} />
        ))}
      </Card>
    );
  }
  const { steps, doneCount, canTakeOrders } = readiness;
  const allDone = doneCount === steps.length;
  return (
    <Card component="section" aria-labelledby="getting-started" sx={{ p: { xs: 2, sm: 3 } }}>
      <Box sx={{ display: 'flex', alignItems: 'baseline', gap: 1.5, flexWrap: 'wrap', mb: 1 }}>
        <Typography id="getting-started" variant="h4" component="h2">
          {allDone ? 'Your store is all set' : 'Getting started'}
        </Typography>
        <Typography variant="body2" sx={{ color: 'text.secondary' }}>
          {doneCount} of {steps.length} done
        </Typography>
      </Box>
      <Typography sx={{ color: 'text.secondary', mb: 1.5 }}>
        {canTakeOrders
          ? 'Customers can order online now.'
          : 'Customers cannot order yet. Finish the steps marked “Needed for orders”.'}
      </Typography>
      <LinearProgress
        variant="determinate"
        value={(doneCount / steps.length) * 100}
        aria-label="Setup progress"
        color={canTakeOrders ? 'success' : 'primary'}
        sx={{ height: 6, borderRadius: 3, mb: 1 }}
      />
      {!allDone && (
        <Box component="ol" sx={{ listStyle: 'none', p: 0, m: 0 }}>
          {steps.map((step) => (
            <Box
              component="li"
              key={step.id}
              aria-label={`${step.title}: ${step.done ? 'done' : 'to do'}`}
              sx={{
                display: 'flex',
                gap: 1.5,
                alignItems: { xs: 'flex-start', sm: 'center' },
                flexDirection: { xs: 'column', sm: 'row' },
                py: 1.5,
                borderTop: 1,
                borderColor: 'divider',
              }}
            >
              <Box sx={{ display: 'flex', gap: 1.5, flexGrow: 1, minWidth: 0 }}>
                <Box sx={{ pt: 0.25 }}>
                  <StepIcon step={step} />
                </Box>
                <Box sx={{ minWidth: 0 }}>
                  <Box sx={{ display: 'flex', gap: 1, alignItems: 'center', flexWrap: 'wrap' }}>
                    <Typography sx={{ fontWeight: 700 }}>{step.title}</Typography>
                    {!step.done && step.required && (
                      <Chip size="small" color="error" variant="outlined" label="Needed for orders" />
                    )}
                  </Box>
                  <Typography variant="body2" sx={{ color: 'text.secondary' }}>
                    {step.detail}
                  </Typography>
                </Box>
              </Box>
              {!step.done && (
                <Button
                  component={RouterLink}
                  to={`${base}/${step.fixPath}`}
                  variant={step.required ? 'contained' : 'outlined'}
                  size="small"
                  sx={{ flexShrink: 0, ml: { xs: 4.5, sm: 0 } }}
                >
                  {step.fixLabel}
                </Button>
              )}
            </Box>
          ))}
        </Box>
      )}
    </Card>
  );
}
