import LockRounded from '@mui/icons-material/LockRounded';
import Alert from '@mui/material/Alert';
import {
  employees as employeesOf,
  PageHeader,
  usePageTitle,
  useQuery,
  useStore,
  useViewerAccess,
} from '@resto/web-common';
import { useParams } from 'react-router-dom';
import { TeamAppAddresses } from '../sharing/TeamAppAddresses';
import { EmployeesPanel } from './EmployeesPanel';

/** `/restaurants/:restaurantId/stores/:storeId/employees`: who can unlock this store's POS. */
export default function EmployeesPage() {
  usePageTitle('Employees');
  const { restaurantId = '', storeId = '' } = useParams();
  const { isAdmin } = useViewerAccess();
  const { data: store } = useStore(restaurantId, storeId);
  const employees = useQuery(employeesOf(restaurantId, storeId));
  return (
    <>
      <PageHeader
        eyebrow={store?.name}
        title="Employees"
        subtitle="Staff unlock the POS with their own 4-digit PIN. Authorised employees can approve refunds, voids and discounts."
      />
      <TeamAppAddresses />
      <Alert severity="info" icon={<LockRounded />} sx={{ mb: 3 }}>
        PINs are stored hashed, so nobody can look one up. If someone forgets theirs, edit them and set a new
        PIN.
      </Alert>
      <EmployeesPanel
        restaurantId={restaurantId}
        storeId={storeId}
        employees={employees.data}
        loading={employees.loading}
        error={employees.error}
        canManage={isAdmin}
      />
    </>
  );
}
