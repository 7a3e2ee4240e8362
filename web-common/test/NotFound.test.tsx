import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { NotFound } from '../src/screens/NotFound';

describe('NotFound', () => {
  it('names the missing address and links home', async () => {
    const router = createMemoryRouter(
      [
        { path: '/home', element: <h1>Welcome home</h1> },
        { path: '*', element: <NotFound homeTo="/home" /> },
      ],
      { initialEntries: ['/restaurants/missing'] },
    );
    render(<RouterProvider router={router} />);

    expect(screen.getByRole('heading', { name: 'Page not found' })).toBeInTheDocument();
    expect(screen.getByText('/restaurants/missing')).toBeInTheDocument();

    const link = screen.getByRole('link', { name: /go to home page/i });
    expect(link).toHaveAttribute('href', '/home');
    await userEvent.click(link);

    expect(await screen.findByRole('heading', { name: 'Welcome home' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/home');
  });
});
