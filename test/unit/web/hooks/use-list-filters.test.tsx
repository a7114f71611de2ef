import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { SEARCH_DEBOUNCE_MS } from '@/hooks/use-debounced-value';
import { useListFilters } from '@/hooks/use-list-filters';
import { renderWithApp } from '../support/render';

interface Filters {
  search: string;
  tag: string | null;
}

const params = {
  parse: (p: URLSearchParams): Filters => ({ search: p.get('q') ?? '', tag: p.get('tag') }),
  write: (p: URLSearchParams, filters: Filters) => {
    const next = new URLSearchParams(p);
    if (filters.search.trim()) next.set('q', filters.search.trim());
    else next.delete('q');
    if (filters.tag) next.set('tag', filters.tag);
    else next.delete('tag');
    return next;
  },
};

/** A list's search box, its tag and a clear button, as a page would wire them. */
function List() {
  const { filters, searchText, setSearch, update, clear } = useListFilters(params);
  return (
    <div>
      <input
        type="search"
        aria-label="Rechercher"
        value={searchText}
        onChange={(e) => setSearch(e.target.value)}
      />
      <p data-testid="requested">{filters.search}</p>
      <button type="button" onClick={() => update({ tag: 'pitch' })}>
        Pitch
      </button>
      <button type="button" onClick={() => update({ tag: 'liste' }, { replace: true })}>
        Vue en liste
      </button>
      <button type="button" onClick={() => clear({ search: '', tag: null })}>
        Effacer les filtres
      </button>
    </div>
  );
}

/** Longer than the debounce: a commit that was going to happen has happened. */
const settle = () => act(() => new Promise((resolve) => setTimeout(resolve, SEARCH_DEBOUNCE_MS + 200)));

describe('useListFilters', () => {
  it('answers each keystroke, then writes the search into the address once typing pauses, replacing the entry', async () => {
    const { user, router } = renderWithApp(<List />, { path: '/liste' });
    await user.click(screen.getByRole('button', { name: 'Pitch' }));
    expect(router.state.location.search).toBe('?tag=pitch');
    expect(router.state.historyAction).toBe('PUSH');

    const box = screen.getByRole('searchbox', { name: 'Rechercher' });
    await user.type(box, 'levée');
    expect((box as HTMLInputElement).value).toBe('levée');
    // Not yet in the address (nor asked of the API): typing has not paused.
    expect(router.state.location.search).toBe('?tag=pitch');
    expect(screen.getByTestId('requested').textContent).toBe('');

    await waitFor(() => expect(screen.getByTestId('requested').textContent).toBe('levée'));
    expect(router.state.location.search).toBe('?tag=pitch&q=lev%C3%A9e');
    expect(router.state.historyAction).toBe('REPLACE');
    // A trailing space the address trims stays in the box.
    await user.type(box, ' ');
    await settle();
    expect((box as HTMLInputElement).value).toBe('levée ');

    // One entry per search: back leaves the search, to the list before the tag.
    await act(() => router.navigate(-1));
    expect(router.state.location.search).toBe('');
    expect((box as HTMLInputElement).value).toBe('');
  });

  it('back/forward wins over a search still being typed', async () => {
    const { user, router } = renderWithApp(<List />, { path: '/liste?q=ancienne' });
    await user.click(screen.getByRole('button', { name: 'Pitch' }));
    expect(router.state.location.search).toBe('?q=ancienne&tag=pitch');
    const box = screen.getByRole('searchbox', { name: 'Rechercher' });
    await user.clear(box);
    await user.type(box, 'nouvelle');

    await act(() => router.navigate(-1));
    expect(router.state.location.search).toBe('?q=ancienne');
    expect((box as HTMLInputElement).value).toBe('ancienne');
    await settle();
    // The draft was dropped: it never reaches the address it was typed over, nor this one.
    expect(router.state.location.search).toBe('?q=ancienne');
    expect((box as HTMLInputElement).value).toBe('ancienne');

    await act(() => router.navigate(1));
    expect(router.state.location.search).toBe('?q=ancienne&tag=pitch');
    expect((box as HTMLInputElement).value).toBe('ancienne');
  });

  it('clearing cancels a search waiting to be written', async () => {
    const { user, router } = renderWithApp(<List />, { path: '/liste?tag=pitch' });
    const box = screen.getByRole('searchbox', { name: 'Rechercher' });
    await user.type(box, 'financement');
    await user.click(screen.getByRole('button', { name: 'Effacer les filtres' }));
    expect(router.state.location.search).toBe('');
    expect((box as HTMLInputElement).value).toBe('');
    await settle();
    expect(router.state.location.search).toBe('');
    expect((box as HTMLInputElement).value).toBe('');
    expect(screen.getByTestId('requested').textContent).toBe('');
  });

  it('a filter changed while a search waits to be written keeps both (the search is written when typing pauses)', async () => {
    for (const name of ['Pitch', 'Vue en liste']) {
      const { user, router, unmount } = renderWithApp(<List />, { path: '/liste' });
      const box = screen.getByRole('searchbox', { name: 'Rechercher' });
      await user.type(box, 'levée');
      await user.click(screen.getByRole('button', { name }));
      expect((box as HTMLInputElement).value).toBe('levée');
      await settle();
      expect((box as HTMLInputElement).value).toBe('levée');
      expect(screen.getByTestId('requested').textContent).toBe('levée');
      expect(new URLSearchParams(router.state.location.search).get('q')).toBe('levée');
      expect(new URLSearchParams(router.state.location.search).get('tag')).toBe(
        name === 'Pitch' ? 'pitch' : 'liste',
      );
      unmount();
    }
  });

  it('a filter changed after the search was written but before the page showed it keeps the search (a slow phone)', async () => {
    const { router } = renderWithApp(<List />, { path: '/liste' });
    const box = screen.getByRole('searchbox', { name: 'Rechercher' });
    vi.useFakeTimers();
    try {
      fireEvent.change(box, { target: { value: 'levée' } });
      // The search is written and the button pressed before React renders the new address.
      act(() => {
        vi.advanceTimersByTime(SEARCH_DEBOUNCE_MS);
        screen.getByRole('button', { name: 'Vue en liste' }).click();
      });
      await act(() => vi.runAllTimersAsync());
    } finally {
      vi.useRealTimers();
    }
    await waitFor(() => expect(new URLSearchParams(router.state.location.search).get('tag')).toBe('liste'));
    expect(new URLSearchParams(router.state.location.search).get('q')).toBe('levée');
    expect((box as HTMLInputElement).value).toBe('levée');
    expect(screen.getByTestId('requested').textContent).toBe('levée');
  });
});
