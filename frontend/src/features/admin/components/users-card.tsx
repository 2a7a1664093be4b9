import { Search, X } from 'lucide-react';
import { useEffect, useState } from 'react';
import { usersCaption } from '@luna/contracts';
import { Button } from '../../../components/ui/button.tsx';
import { Input } from '../../../components/ui/input.tsx';
import { useAdminUsers } from '../api/get-admin-users.ts';
import { LoadError, Panel } from './panel.tsx';
import { UsersTable } from './users-table.tsx';
import { Tooltip } from '../../../components/ui/tooltip.tsx';

/** Typing settles for this long before the server is asked (search runs on the server). */
const SEARCH_DEBOUNCE_MS = 250;

/** Spec section 2: the Users card, its search box, clear button and caption; paged on the server. */
export function UsersCard() {
  const [input, setInput] = useState('');
  const [search, setSearch] = useState('');
  // The cursors of the pages before this one, so Previous goes back exactly.
  const [cursors, setCursors] = useState<(string | null)[]>([null]);
  const cursor = cursors[cursors.length - 1] ?? null;
  const { data, isError, isFetching } = useAdminUsers({ search, cursor });

  useEffect(() => {
    const timer = setTimeout(() => {
      setSearch(input.trim());
      setCursors([null]);
    }, SEARCH_DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [input]);

  return (
    <Panel title="Users">
      <div className="relative mb-2">
        <Search className="pointer-events-none absolute left-3 top-3.5 h-4 w-4 text-slate-400" aria-hidden="true" />
        <Input
          type="text"
          role="searchbox"
          aria-label="Search users"
          placeholder="Search users..."
          value={input}
          maxLength={100}
          onChange={(e) => setInput(e.target.value)}
          className="pl-9 pr-10"
        />
        {input && (
          <Tooltip content="Clear search">
            <button
              type="button"
              aria-label="Clear search"
              onClick={() => setInput('')}
              className="absolute right-2 top-2 rounded-md p-1.5 text-slate-300 hover:bg-night-700"
            >
              <X className="h-4 w-4" aria-hidden="true" />
            </button>
          </Tooltip>
        )}
      </div>
      <p className="mb-3 text-sm text-slate-300" aria-live="polite" data-testid="users-caption">
        {data ? usersCaption(data, search !== '') : isFetching ? 'Loading users…' : ''}
      </p>
      {isError ? <LoadError what="users" /> : data ? <UsersTable users={data.users} /> : null}
      <div className="mt-3 flex justify-end gap-2">
        <Button variant="secondary" size="sm" disabled={cursors.length < 2} onClick={() => setCursors((c) => c.slice(0, -1))}>
          Previous
        </Button>
        <Button
          variant="secondary"
          size="sm"
          disabled={!data?.nextCursor}
          onClick={() => data?.nextCursor && setCursors((c) => [...c, data.nextCursor])}
        >
          Next
        </Button>
      </div>
    </Panel>
  );
}
