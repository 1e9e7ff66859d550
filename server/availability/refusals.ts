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

/** What a member of staff changing availability is: their e-mail is recorded, their role decides stock and capacity. */
export interface AvailabilityStaff {
  email: string;
  role: 'barista' | 'manager';
}

/** 403 `manager_only` for anyone but a manager. */
export function requireManager(member: AvailabilityStaff): void {
  if (member.role !== 'manager') throw new ApiFailure(403, 'manager_only', 'Only a manager can do this.');
}
