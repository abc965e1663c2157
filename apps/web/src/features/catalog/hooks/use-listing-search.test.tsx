// Two filter changes made while the first one's navigation still waits for its data both reach
// the URL: a price applied as the Location box is focused, then the city as the drawer closes.
import { act, fireEvent, render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider, useLocation } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { useListingSearch } from './use-listing-search';

/** The URL, and a button for each change the filter panel makes. */
function Results() {
  const location = useLocation();
  const { update, clear } = useListingSearch();
  return (
    <>
      <output aria-label="url">{location.search}</output>
      <button onClick={() => update({ maxPrice: 30000 })}>Max 30000</button>
      <button onClick={() => update({ location: 'Dhaka' })}>Dhaka</button>
      <button onClick={() => update({ brand: 'Nokia' })}>Nokia</button>
      <button onClick={clear}>Clear</button>
    </>
  );
}
const press = (name: string) => fireEvent.click(screen.getByRole('button', { name }));

/** A router whose search page's data arrives only when the test says so. */
function slowRouter() {
  const waiting: Array<() => void> = [];
  const router = createMemoryRouter(
    [{ path: '/search', element: <Results />, loader: () => new Promise<null>((resolve) => waiting.push(() => resolve(null))) }],
    { initialEntries: ['/search'], hydrationData: { loaderData: { '0': null } } },
  );
  const arrive = () => act(async () => void waiting.splice(0).forEach((resolve) => resolve()));
  return { router, arrive };
}

describe('changes to the search', () => {
  it('made one after another before the first page of results arrives, are all applied', async () => {
    const { router, arrive } = slowRouter();
    render(<RouterProvider router={router} />);
    press('Max 30000');
    // The URL still shows the old search while the results load.
    expect(screen.getByLabelText('url').textContent).toBe('');
    press('Dhaka');
    await arrive();
    const url = new URLSearchParams(screen.getByLabelText('url').textContent ?? '');
    expect(url.get('maxPrice')).toBe('30000');
    expect(url.get('location')).toBe('Dhaka');

    // Once shown, the next change builds on what the URL says.
    press('Clear');
    await arrive();
    expect(screen.getByLabelText('url').textContent).toBe('');
    press('Nokia');
    await arrive();
    expect(screen.getByLabelText('url').textContent).toBe('?brand=Nokia');
  });
});
