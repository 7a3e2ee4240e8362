import BadgeRounded from '@mui/icons-material/BadgeRounded';
import PersonAddRounded from '@mui/icons-material/PersonAddRounded';
import Alert from '@mui/material/Alert';
import Card from '@mui/material/Card';
import Typography from '@mui/material/Typography';
import {
  ConfirmDialog,
  describeError,
  type Employee,
  EmptyState,
  ProblemAlert,
  useApi,
  useBusyRows,
  useNotify,
  useRetained,
} from '@resto/web-common';
import { useState } from 'react';
import { countOf, ListToolbar } from '../../shared/ListToolbar';
import { AddButton, LoadingRows, RowList } from '../../shared/ManagedList';
import { EmployeeDialog } from './EmployeeDialog';
import { EmployeeRow } from './EmployeeRow';
import { employeesPath } from './employeesApi';

export interface EmployeesPanelProps {
  restaurantId: string;
  storeId: string;
  /** Live list of the store's employees. */
  employees: readonly Employee[];
  loading: boolean;
  error: unknown;
  canManage: boolean;
}

type Editing = { employee?: Employee | undefined };

function employeesSummary(employees: readonly Employee[]): string {
  const authorised = employees.filter((employee) => employee.active && employee.isAuthorised).length;
  return `${countOf(employees.length, 'employee', 'employees')} · ${authorised} authorised`;
}

/** The store's POS employees: add, edit (name, PIN reset, authorisation), switch off and remove. */
export function EmployeesPanel({
  restaurantId,
  storeId,
  employees,
  loading,
  error,
  canManage,
}: EmployeesPanelProps) {
  const client = useApi();
  const notify = useNotify();
  const [editing, setEditing] = useState<Editing>();
  const editingShown = useRetained(editing);
  const [removing, setRemoving] = useState<Employee>();
  const removingShown = useRetained(removing);
  const { isBusy, failure, setFailure, runForRow } = useBusyRows();
  const sorted = [...employees].sort(
    (a, b) =>
      Number(b.active) - Number(a.active) || a.name.localeCompare(b.name, undefined, { sensitivity: 'base' }),
  );

  function setActive(employee: Employee, active: boolean) {
    return runForRow(employee.id, async () => {
      await client.put(employeesPath(restaurantId, storeId, employee.id), { active });
      notify(
        active
          ? `${employee.name} can unlock the POS again.`
          : `${employee.name} can no longer unlock the POS.`,
      );
    });
  }

  const addButton = (
    <AddButton
      allowed={canManage}
      deniedTip="Only Admin Users can add employees"
      icon={<PersonAddRounded />}
      onClick={() => setEditing({})}
    >
      Add employee
    </AddButton>
  );

  return (
    <>
      {!loading && !error && sorted.length > 0 && (
        <ListToolbar summary={employeesSummary(sorted)}>{addButton}</ListToolbar>
      )}
      {failure !== undefined && (
        <ProblemAlert error={failure} onClose={() => setFailure(undefined)} sx={{ mb: 2 }} />
      )}
      {Boolean(error) && <Alert severity="error">{describeError(error).message}</Alert>}
      {loading && !error && <LoadingRows label="Loading employees" rows={3} height={48} />}
      {!loading && !error && sorted.length === 0 && (
        <EmptyState
          icon={<BadgeRounded />}
          title="No employees yet"
          description="Add the people who use the POS. Each gets a 4-digit PIN to unlock the terminal."
          action={canManage ? addButton : undefined}
        />
      )}
      {!loading && !error && sorted.length > 0 && (
        <Card>
          <RowList label="Employees" items={sorted} keyOf={(employee) => employee.id}>
            {(employee) => (
              <EmployeeRow
                employee={employee}
                canManage={canManage}
                busy={isBusy(employee.id)}
                onToggleActive={(active) => void setActive(employee, active)}
                onEdit={() => setEditing({ employee })}
                onRemove={() => setRemoving(employee)}
              />
            )}
          </RowList>
        </Card>
      )}

      <EmployeeDialog
        open={editing !== undefined}
        employee={editingShown?.employee}
        restaurantId={restaurantId}
        storeId={storeId}
        onClose={() => setEditing(undefined)}
      />
      <ConfirmDialog
        open={removing !== undefined}
        title={`Remove ${removingShown?.name ?? 'employee'}?`}
        confirmLabel="Remove employee"
        busyLabel="Removing…"
        destructive
        onClose={() => setRemoving(undefined)}
        onConfirm={async () => {
          if (!removing) return;
          await client.delete(employeesPath(restaurantId, storeId, removing.id));
          notify(`${removing.name} was removed.`);
        }}
      >
        <Typography>
          {removingShown?.name} can no longer unlock the POS, and their PIN is deleted. Past orders keep their
          name. To only pause them, switch “Active” off instead.
        </Typography>
      </ConfirmDialog>
    </>
  );
}
