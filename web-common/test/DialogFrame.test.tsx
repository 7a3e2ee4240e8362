import Button from '@mui/material/Button';
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { DialogFrame } from '../src/feedback/DialogFrame';

const frame = (cancellable?: boolean) => (
  <DialogFrame
    open
    title="Business day"
    busy={false}
    onClose={() => undefined}
    action={<Button>Done</Button>}
    cancellable={cancellable}
  >
    Recounted.
  </DialogFrame>
);

describe('DialogFrame', () => {
  it('offers Cancel beside the main action until there is nothing left to cancel', () => {
    const { unmount } = render(frame());
    expect(screen.getByRole('button', { name: 'Cancel' })).toBeInTheDocument();
    unmount();
    render(frame(false));
    expect(screen.queryByRole('button', { name: 'Cancel' })).toBeNull();
    expect(screen.getByRole('button', { name: 'Done' })).toBeInTheDocument();
  });
});
