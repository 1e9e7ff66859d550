import type { AvailabilityInputProblem } from '../../src/domain/availability';
import { ApiFailure } from '../http/envelope';

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
 * system (its key's prefix). `manager`: may set stock and slot capacity (a manager; a key with the scope).
 */
export interface AvailabilityWriter {
  actorKind: 'staff' | 'operator';
  actor: string;
  manager: boolean;
}

/** A member of staff as a writer: their e-mail is recorded, their role decides stock and capacity. */
export const staffWriter = (member: { email: string; role: 'barista' | 'manager' }): AvailabilityWriter => ({
  actorKind: 'staff',
  actor: member.email,
  manager: member.role === 'manager',
});

/** 403 `manager_only` for anyone but a manager. */
export function requireManager(writer: AvailabilityWriter): void {
  if (!writer.manager) throw new ApiFailure(403, 'manager_only', 'Only a manager can do this.');
}
