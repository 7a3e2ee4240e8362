import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { ComingSoon } from '../src/screens/ComingSoon';

describe('ComingSoon', () => {
  it('names the screen, says what it will do and goes back to the parent route', async () => {
    const router = createMemoryRouter(
      [
        {
          path: '/restaurants/:restaurantId',
          children: [
            { index: true, element: <h1>Overview</h1> },
            {
              path: 'coupons/edit/:couponId',
              element: <ComingSoon title="Edit coupon" description="Change a coupon's code and dates." />,
            },
          ],
        },
      ],
      { initialEntries: ['/restaurants/r1/coupons/edit/c9'] },
    );
    render(<RouterProvider router={router} />);

    expect(screen.getByRole('heading', { name: 'Edit coupon' })).toBeInTheDocument();
    expect(screen.getByText("Change a coupon's code and dates.")).toBeInTheDocument();
    expect(screen.getByText('Coming soon')).toBeInTheDocument();

    await userEvent.click(screen.getByRole('link', { name: 'Back' }));
    expect(await screen.findByRole('heading', { name: 'Overview' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/restaurants/r1');
  });
});
