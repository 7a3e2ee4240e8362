import {
  type Device,
  type DeviceKind,
  PageHeader,
  storeDevices,
  usePageTitle,
  useQuery,
  useStore,
  useViewerAccess,
} from '@resto/web-common';
import type { ReactNode } from 'react';
import { useParams } from 'react-router-dom';
import { TeamAppAddresses } from '../sharing/TeamAppAddresses';
import { DevicesPanel } from './DevicesPanel';
import { DEVICE_KIND_COPY } from './deviceKinds';

export interface StoreDevicesScreenProps {
  kind: DeviceKind;
  title: string;
  subtitle: ReactNode;
  icon: ReactNode;
  /** Shown between the header and the list, e.g. what a later screen will add. */
  note?: ReactNode;
  /** Extra lines under each device's status (see DeviceRow's `detail`). */
  detailFor?: (device: Device) => ReactNode;
  /** Replaces the panel's large empty state (see DevicesPanel's `emptyState`). */
  emptyState?: (addButton: ReactNode) => ReactNode;
}

/** A store page listing its devices of one kind, live, with the shared pairing panel. */
export function StoreDevicesScreen({
  kind,
  title,
  subtitle,
  icon,
  note,
  detailFor,
  emptyState,
}: StoreDevicesScreenProps) {
  usePageTitle(title);
  const { restaurantId = '', storeId = '' } = useParams();
  const { isAdmin } = useViewerAccess();
  const { data: store } = useStore(restaurantId, storeId);
  const devices = useQuery(storeDevices(kind, restaurantId, storeId));
  return (
    <>
      <PageHeader eyebrow={store?.name} title={title} subtitle={subtitle} />
      <TeamAppAddresses />
      {note}
      <DevicesPanel
        copy={DEVICE_KIND_COPY[kind]}
        icon={icon}
        restaurantId={restaurantId}
        storeId={storeId}
        devices={devices.data}
        loading={devices.loading}
        error={devices.error}
        canManage={isAdmin}
        timezone={store?.timezone ?? Intl.DateTimeFormat().resolvedOptions().timeZone}
        detailFor={detailFor}
        emptyState={emptyState}
      />
    </>
  );
}
