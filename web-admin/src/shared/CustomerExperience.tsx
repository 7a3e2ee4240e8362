import VisibilityRounded from '@mui/icons-material/VisibilityRounded';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import Typography from '@mui/material/Typography';

export interface CustomerExperienceProps {
  /** Sentences from the domain's settings summary, one per line. */
  lines: readonly string[];
  /** The form has unsaved changes: the lines preview them. */
  preview: boolean;
  /** The form has problems, so there is nothing sensible to preview. */
  invalid: boolean;
  title?: string;
}

/** "What customers will see": the setting in words, so an owner can check a change before saving it. */
export function CustomerExperience({
  lines,
  preview,
  invalid,
  title = 'What customers will see',
}: CustomerExperienceProps) {
  return (
    <Card
      component="section"
      aria-label={title}
      sx={{
        p: 2.5,
        bgcolor: 'background.default',
        boxShadow: 'none',
        position: { md: 'sticky' },
        top: { md: 88 },
      }}
    >
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, mb: 1.5 }}>
        <VisibilityRounded color="primary" fontSize="small" />
        <Typography variant="h4" component="h2" sx={{ fontSize: '1rem' }}>
          {title}
        </Typography>
      </Box>
      {preview && !invalid && (
        <Typography variant="caption" component="p" sx={{ color: 'warning.dark', mb: 1 }}>
          Preview of your unsaved changes
        </Typography>
      )}
      {invalid ? (
        <Typography variant="body2" sx={{ color: 'text.secondary' }}>
          Fix the highlighted fields to see what customers will experience.
        </Typography>
      ) : (
        <Box component="ul" sx={{ m: 0, pl: 2.25, display: 'grid', gap: 0.75 }}>
          {lines.map((line) => (
            <Typography component="li" variant="body2" key={line}>
              {line}
            </Typography>
          ))}
        </Box>
      )}
    </Card>
  );
}
