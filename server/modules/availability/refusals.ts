import type { AvailabilityInputProblem } from '../../../src/domain/availability/availability';
import { can, type Member } from '../../../src/domain/people/permissions';
import { ApiFailure } from '../../platform/http/envelope';

const REFUSALS: Record<AvailabilityInputProblem, { field: string; message: string }> = {
  until_in_past: { field: 'until', message: 'That time has already passed: choose a later one.' },
  negative_stock: { field: 'stock', message: 'Stock is a whole number of units, 0 or more.' },
  bad_extra_wait: { field: 'minutes', message: 'The extra wait is 0, 5, 10 or 15 minutes.' },
  bad_capacity: { field: 'capacity', message: 'The most orders per slot is a whole number from 1 to 500, or none.' },
};

/** 400 with the problem's code, naming its field, when the domain found one; nothing is written then. */
export function refuseIf(problem: AvailabilityInputProblem | undefined): void {
  if (!problem) return;
  const { field, message } = REFUSALS[problem];
  throw new ApiFailure(400, problem, message, field);
}

/**
 * Who changes availability, as the log records them: a member of staff (their e-mail) or the shop's own
 * system (its key's prefix). `maySetStock`: may set stock and slot capacity (the permission rule says so
 * for the member in that shop; a key with the scope).
 */
export interface AvailabilityWriter {
  actorKind: 'staff' | 'operator';
  actor: string;
  maySetStock: boolean;
}

/** A member of staff as a writer in one shop: their e-mail is recorded, the permission rule decides stock and capacity. */
export const staffWriter = (email: string, member: Member, locationId: number): AvailabilityWriter => ({
  actorKind: 'staff',
  actor: email,
  maySetStock: can(member, 'availability.stock', locationId),
});

/** 403 `manager_only` for a writer who may not set stock and capacity. */
export function requireManager(writer: AvailabilityWriter): void {
  if (!writer.maySetStock) throw new ApiFailure(403, 'manager_only', 'Only a manager can do this.');
}
