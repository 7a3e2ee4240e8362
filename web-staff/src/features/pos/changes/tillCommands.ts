import {
  newPosOrderId,
  type PosOrderEditRequestInput,
  type PosRefundRequestInput,
  type SalesExceptionRequestInput,
  type StashActionRequest,
  type StashedOrderRequestInput,
  type StashLogRequest,
} from '@resto/domain';
import type { CommandEntry } from '../outbox/posOutboxDb';

type NewCommand = Pick<
  CommandEntry,
  'commandId' | 'kind' | 'method' | 'path' | 'body' | 'posOrderId' | 'restaurantId' | 'storeId' | 'label'
>;

interface Scope {
  restaurantId: string;
  storeId: string;
}

const posBase = ({ restaurantId, storeId }: Scope) =>
  `/api/pos/restaurants/${restaurantId}/stores/${storeId}`;
const storeBase = ({ restaurantId, storeId }: Scope) => `restaurants/${restaurantId}/stores/${storeId}`;

/**
 * The outbox commands of the till: each path ends in a device-generated id, so the server applies
 * the command once however often the outbox sends it.
 */
export function editCommand(
  scope: Scope,
  posOrderId: string,
  request: PosOrderEditRequestInput,
  label: string,
): NewCommand {
  const versionId = newPosOrderId();
  return {
    ...scope,
    commandId: versionId,
    kind: 'edit',
    method: 'PUT',
    path: `${posBase(scope)}/pos_orders/${posOrderId}/versions/${versionId}`,
    body: request,
    posOrderId,
    label: `Edit of ${label}`,
  };
}

export function refundCommand(
  scope: Scope,
  posOrderId: string,
  request: PosRefundRequestInput,
  label: string,
  /** A refund the card terminal already gave back keeps the id it was given there. */
  refundId = newPosOrderId(),
): NewCommand {
  return {
    ...scope,
    commandId: refundId,
    kind: 'refund',
    method: 'PUT',
    path: `${posBase(scope)}/pos_orders/${posOrderId}/refunds/${refundId}`,
    body: request,
    posOrderId,
    label: `Refund on ${label}`,
  };
}

export function salesExceptionCommand(
  scope: Scope,
  request: SalesExceptionRequestInput,
  label: string,
): NewCommand {
  const exceptionId = newPosOrderId();
  return {
    ...scope,
    commandId: exceptionId,
    kind: 'salesException',
    method: 'PUT',
    path: `/api/sales-exception/${storeBase(scope)}/sales_exceptions/${exceptionId}`,
    body: request,
    posOrderId: exceptionId,
    label,
  };
}

export function parkCommand(scope: Scope, stashId: string, request: StashedOrderRequestInput): NewCommand {
  return {
    ...scope,
    // One command per revision: a later save of the same stash is a new command.
    commandId: `${stashId}-r${request.revision}`,
    kind: 'park',
    method: 'PUT',
    path: `${posBase(scope)}/stashed_orders/${stashId}`,
    body: request,
    // Keyed by the stash: the sale of a recalled stash waits for its park, never the other way round.
    posOrderId: stashId,
    label: `Parked ${request.label}`,
  };
}

export function stashActionCommand(
  scope: Scope,
  stashId: string,
  action: 'send' | 'cancel',
  request: StashActionRequest,
  label: string,
): NewCommand {
  return {
    ...scope,
    commandId: newPosOrderId(),
    kind: action === 'send' ? 'stashSend' : 'stashCancel',
    method: 'POST',
    path: `/api/kds/${storeBase(scope)}/stashed_orders/${stashId}/${action}`,
    body: request,
    posOrderId: stashId,
    label: `${action === 'send' ? 'Sent to the kitchen' : 'Cancelled'}: ${label}`,
  };
}

export function stashLogCommand(
  scope: Scope,
  stashId: string,
  request: StashLogRequest,
  label: string,
): NewCommand {
  return {
    ...scope,
    commandId: request.entryId,
    kind: 'stashLog',
    method: 'POST',
    path: `/api/logging/${storeBase(scope)}/stashed_orders/${stashId}/logs`,
    body: request,
    posOrderId: stashId,
    label: `Recalled ${label}`,
  };
}
