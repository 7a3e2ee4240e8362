import GroupAddRounded from '@mui/icons-material/GroupAddRounded';
import PersonAddRounded from '@mui/icons-material/PersonAddRounded';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import Typography from '@mui/material/Typography';
import { USER_ROLE_LABELS, type UserRole } from '@resto/domain';
import {
  ConfirmDialog,
  describeError,
  EmptyState,
  ProblemAlert,
  SearchField,
  useApi,
  useNotify,
  useRetained,
} from '@resto/web-common';
import { type ReactNode, useMemo, useState } from 'react';
import { AddButton, LoadingRows, RowList } from '../../shared/ManagedList';
import { AddUserDialog } from './AddUserDialog';
import { PersonRow } from './PersonRow';
import { filterPeople, type Person, personName } from './people';
import { type UsersScope, usersCommands } from './usersApi';

export interface UsersPanelProps {
  scope: UsersScope;
  place: 'restaurant' | 'store';
  /** Members and (when the viewer may read them) invitations, live. */
  people: readonly Person[];
  loading: boolean;
  error: unknown;
  /** Admins add, change and remove people; everyone else only sees the list. */
  canManage: boolean;
  viewerUid: string | undefined;
  /** Extra line under the list, e.g. where restaurant-wide users are managed. */
  footnote?: ReactNode;
}

/** Who can open a restaurant or store, with search, roles, invitations and removal. */
export function UsersPanel({
  scope,
  place,
  people,
  loading,
  error,
  canManage,
  viewerUid,
  footnote,
}: UsersPanelProps) {
  const client = useApi();
  const notify = useNotify();
  const commands = useMemo(() => usersCommands(client, scope), [client, scope]);
  const [search, setSearch] = useState('');
  const [adding, setAdding] = useState(false);
  const [removing, setRemoving] = useState<Person>();
  const [savingIds, setSavingIds] = useState<ReadonlySet<string>>(new Set());
  const [failure, setFailure] = useState<unknown>();
  const shown = filterPeople(people, search);

  async function changeRole(person: Person, role: UserRole) {
    if (role === person.role) return;
    setFailure(undefined);
    setSavingIds((ids) => new Set(ids).add(person.id));
    try {
      await commands.changeRole(person.id, role);
      notify(`Role of ${personName(person)} changed to ${USER_ROLE_LABELS[role]}.`);
    } catch (caught) {
      setFailure(caught);
    } finally {
      setSavingIds((ids) => {
        const next = new Set(ids);
        next.delete(person.id);
        return next;
      });
    }
  }

  const addButton = (
    <AddButton
      allowed={canManage}
      deniedTip="Only Admin Users can add people"
      icon={<PersonAddRounded />}
      onClick={() => setAdding(true)}
    >
      Add user
    </AddButton>
  );

  return (
    <>
      {!loading && !error && people.length > 0 && (
        <Box
          sx={{
            display: 'flex',
            flexDirection: { xs: 'column', sm: 'row' },
            alignItems: { xs: 'stretch', sm: 'center' },
            justifyContent: 'space-between',
            gap: 2,
            mb: 2.5,
          }}
        >
          <Box sx={{ flex: 1, maxWidth: { sm: 380 } }}>
            <SearchField label="Search by name or email" value={search} onChange={setSearch} />
          </Box>
          {addButton}
        </Box>
      )}

      {!canManage && !loading && (
        <Alert severity="info" sx={{ mb: 2.5 }}>
          You can see who has access. Only Admin Users can add people, change roles or remove anyone.
        </Alert>
      )}
      {failure !== undefined && (
        <ProblemAlert error={failure} onClose={() => setFailure(undefined)} sx={{ mb: 2.5 }} />
      )}
      {Boolean(error) && <Alert severity="error">{describeError(error).message}</Alert>}

      {loading && !error && <LoadingRows label="Loading users" rows={3} height={52} />}

      {!loading && !error && people.length === 0 && (
        <EmptyState
          icon={<GroupAddRounded />}
          title={`No ${place} users yet`}
          description={
            place === 'store'
              ? 'Add the people who work at this store. They will see this store only.'
              : 'Add the people who help run this restaurant. They will reach every store.'
          }
          action={canManage ? addButton : undefined}
        />
      )}

      {!loading && !error && people.length > 0 && (
        <Card>
          {shown.length === 0 ? (
            <Typography sx={{ p: 3, color: 'text.secondary', textAlign: 'center' }}>
              No one matches “{search.trim()}”.
            </Typography>
          ) : (
            <RowList
              label={`${place === 'store' ? 'Store' : 'Restaurant'} users`}
              items={shown}
              keyOf={(person) => `${person.status}-${person.id}`}
            >
              {(person) => (
                <PersonRow
                  person={person}
                  isViewer={person.status === 'active' && person.id === viewerUid}
                  canManage={canManage}
                  busy={savingIds.has(person.id)}
                  onChangeRole={(role) => void changeRole(person, role)}
                  onRemove={() => setRemoving(person)}
                />
              )}
            </RowList>
          )}
        </Card>
      )}
      {!loading && people.length > 0 && (
        <Typography variant="body2" sx={{ color: 'text.secondary', mt: 1.5 }}>
          {shown.length === people.length
            ? `${people.length} ${people.length === 1 ? 'person' : 'people'}`
            : `${shown.length} of ${people.length} people`}
          {footnote && <> · {footnote}</>}
        </Typography>
      )}
      {!loading && people.length === 0 && footnote && (
        <Typography variant="body2" sx={{ color: 'text.secondary', mt: 1.5 }}>
          {footnote}
        </Typography>
      )}

      <AddUserDialog open={adding} onClose={() => setAdding(false)} commands={commands} place={place} />
      <RemovePersonDialog
        person={removing}
        place={place}
        viewerUid={viewerUid}
        onClose={() => setRemoving(undefined)}
        onConfirm={async (person) => {
          await commands.remove(person.id);
          notify(
            person.status === 'invited'
              ? `Invitation for ${person.email} cancelled.`
              : `${personName(person)} was removed.`,
          );
        }}
      />
    </>
  );
}

function RemovePersonDialog({
  person,
  place,
  viewerUid,
  onClose,
  onConfirm,
}: {
  person: Person | undefined;
  place: 'restaurant' | 'store';
  viewerUid: string | undefined;
  onClose: () => void;
  onConfirm: (person: Person) => Promise<void>;
}) {
  // Keep naming the person while the dialog fades out after they were removed.
  const shown = useRetained(person);
  const invited = shown?.status === 'invited';
  const isViewer = shown?.status === 'active' && shown.id === viewerUid;
  const name = shown ? personName(shown) : '';
  return (
    <ConfirmDialog
      open={person !== undefined}
      title={invited ? 'Cancel invitation?' : `Remove ${name}?`}
      confirmLabel={invited ? 'Cancel invitation' : 'Remove'}
      busyLabel="Removing…"
      destructive
      onClose={onClose}
      onConfirm={async () => {
        if (person) await onConfirm(person);
      }}
    >
      <Typography>
        {invited
          ? `${shown?.email} will no longer be able to accept the invitation to this ${place}.`
          : `${name} will no longer be able to open this ${place}'s pages. Pages they have open close at once.`}
      </Typography>
      {isViewer && (
        <Typography sx={{ mt: 1.5, fontWeight: 600 }}>
          This is you: you will lose access to this {place} yourself.
        </Typography>
      )}
    </ConfirmDialog>
  );
}
