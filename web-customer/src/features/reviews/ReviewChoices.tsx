import LockOutlined from '@mui/icons-material/LockOutlined';
import OpenInNewRounded from '@mui/icons-material/OpenInNewRounded';
import SendRounded from '@mui/icons-material/SendRounded';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { REVIEW_COMMENT_MAX } from '@resto/domain';
import { describeError } from '@resto/web-common';
import { type FormEvent, useState } from 'react';

export interface ReviewChoicesProps {
  storeName: string;
  googleReviewLink: string | null;
  /** False once the private message was sent (or cannot be sent from this browser). */
  canMessage: boolean;
  messageSent: boolean;
  onGoogle: () => void;
  onMessage: (comment: string) => Promise<void>;
}

/**
 * The two choices every customer gets after rating: "Review us on Google" and "Tell us privately".
 * This component is never told the rating, so it cannot show a happy customer anything a sad one
 * does not see (Google's policy forbids selectively soliciting positive reviews: no review gating).
 */
export function ReviewChoices({
  storeName,
  googleReviewLink,
  canMessage,
  messageSent,
  onGoogle,
  onMessage,
}: ReviewChoicesProps) {
  const [writing, setWriting] = useState(false);
  const [comment, setComment] = useState('');
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<unknown>();
  const trimmed = comment.trim();
  const tooLong = comment.length > REVIEW_COMMENT_MAX;

  async function send(event: FormEvent) {
    event.preventDefault();
    if (!trimmed || tooLong) return;
    setBusy(true);
    setFailure(undefined);
    try {
      await onMessage(trimmed);
    } catch (error) {
      setFailure(error);
    } finally {
      setBusy(false);
    }
  }

  return (
    <Stack spacing={2} role="group" aria-label="What would you like to do next?">
      {googleReviewLink && (
        <Card variant="outlined" sx={{ p: 2 }}>
          <Typography sx={{ fontWeight: 600 }}>Review us on Google</Typography>
          <Typography variant="body2" sx={{ color: 'text.secondary', mb: 1.5 }}>
            Share your experience publicly so other people can see it.
          </Typography>
          <Button
            variant="contained"
            fullWidth
            size="large"
            href={googleReviewLink}
            target="_blank"
            rel="noopener noreferrer"
            endIcon={<OpenInNewRounded />}
            onClick={onGoogle}
          >
            Review us on Google
          </Button>
        </Card>
      )}
      <Card variant="outlined" sx={{ p: 2 }}>
        <Typography sx={{ fontWeight: 600 }}>Tell us privately</Typography>
        <Typography variant="body2" sx={{ color: 'text.secondary', mb: 1.5 }}>
          Only {storeName} reads this. Tell them what went well or what to fix.
        </Typography>
        {messageSent ? (
          <Alert severity="success">Thank you. Your message is with {storeName}.</Alert>
        ) : !canMessage ? (
          <Alert severity="info">
            Your rating is saved. Use the link from your email or receipt to add a message.
          </Alert>
        ) : writing ? (
          <Stack component="form" spacing={1.5} onSubmit={send} noValidate>
            <TextField
              label="Your message"
              multiline
              minRows={3}
              autoFocus
              value={comment}
              onChange={(event) => setComment(event.target.value)}
              error={tooLong}
              helperText={
                tooLong
                  ? `Keep it to ${REVIEW_COMMENT_MAX.toLocaleString('en')} characters (${comment.length.toLocaleString('en')} now)`
                  : `${comment.length.toLocaleString('en')} / ${REVIEW_COMMENT_MAX.toLocaleString('en')}`
              }
              slotProps={{ htmlInput: { maxLength: REVIEW_COMMENT_MAX + 200 } }}
            />
            {failure !== undefined && <Alert severity="error">{describeError(failure).message}</Alert>}
            <Button
              type="submit"
              variant="contained"
              size="large"
              disabled={busy || !trimmed || tooLong}
              endIcon={<SendRounded />}
            >
              {busy ? 'Sending…' : `Send to ${storeName}`}
            </Button>
          </Stack>
        ) : (
          <Button
            variant="outlined"
            fullWidth
            size="large"
            startIcon={<LockOutlined />}
            onClick={() => setWriting(true)}
          >
            Tell us privately
          </Button>
        )}
      </Card>
    </Stack>
  );
}
