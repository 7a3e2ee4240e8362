import { render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { ApiError } from '../src/api/ApiError';
import { AppErrorBoundary } from '../src/screens/AppErrorBoundary';
import { ErrorScreen } from '../src/screens/ErrorScreen';

describe('ErrorScreen', () => {
  it("shows the heading 'Website Error!' followed by the error's message", () => {
    render(<ErrorScreen error={new Error('The menu could not be loaded.')} />);

    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Website Error!');
    expect(screen.getByRole('alert')).toHaveTextContent('The menu could not be loaded.');
  });

  it('shows the title, message and request id of an API error', () => {
    const error = new ApiError({ status: 500, message: 'Something broke.', requestId: 'req-42' });
    render(<ErrorScreen error={error} />);

    const alert = screen.getByRole('alert');
    expect(alert).toHaveTextContent('An Error Occurred');
    expect(alert).toHaveTextContent('Something broke.');
    expect(alert).toHaveTextContent('Request id: req-42');
  });

  it('offers a way back to the home page', () => {
    render(<ErrorScreen error="boom" homeHref="/home" />);
    expect(screen.getByRole('link', { name: /go to home page/i })).toHaveAttribute('href', '/home');
  });
});

function Broken(): never {
  throw new Error('Cannot read the cart.');
}

describe('AppErrorBoundary', () => {
  it('replaces a crashed tree with the Website Error! screen and the message', () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    render(
      <AppErrorBoundary>
        <p>Menu</p>
        <Broken />
      </AppErrorBoundary>,
    );

    expect(screen.getByRole('heading', { name: 'Website Error!' })).toBeInTheDocument();
    expect(screen.getByText('Cannot read the cart.')).toBeInTheDocument();
    expect(screen.queryByText('Menu')).not.toBeInTheDocument();
  });

  it('renders its children when nothing fails', () => {
    render(
      <AppErrorBoundary>
        <p>Menu</p>
      </AppErrorBoundary>,
    );
    expect(screen.getByText('Menu')).toBeInTheDocument();
    expect(screen.queryByText('Website Error!')).not.toBeInTheDocument();
  });
});
