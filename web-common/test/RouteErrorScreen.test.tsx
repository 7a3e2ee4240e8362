import { render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { describe, expect, it, vi } from 'vitest';
import { RouteErrorScreen } from '../src/screens/RouteErrorScreen';

function CrashingPage(): never {
  throw new Error('Order list failed to render.');
}

function renderAt(path: string) {
  const router = createMemoryRouter(
    [
      {
        path: '/',
        errorElement: <RouteErrorScreen />,
        children: [
          { index: true, element: <p>Home</p> },
          { path: 'broken', Component: CrashingPage },
        ],
      },
    ],
    { initialEntries: [path] },
  );
  render(<RouterProvider router={router} />);
}

describe('RouteErrorScreen', () => {
  it("shows 'Website Error!' and the message when a route crashes", () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    renderAt('/broken');

    expect(screen.getByRole('heading', { name: 'Website Error!' })).toBeInTheDocument();
    expect(screen.getByText('Order list failed to render.')).toBeInTheDocument();
  });

  it('shows the 404 page for an unknown address', () => {
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    renderAt('/no/such/page');

    expect(screen.getByRole('heading', { name: 'Page not found' })).toBeInTheDocument();
    expect(screen.getByText('/no/such/page')).toBeInTheDocument();
  });
});
