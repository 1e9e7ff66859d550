import { eq } from 'drizzle-orm';
import type { Database } from '../connect';
import { locations, staff, staffShops } from '../schema';

/** The demo's counter staff: their sign-in codes land in the dev outbox like the customers'. */
export const DEMO_STAFF = [
  { email: 'barista@ritmo.local', name: 'Bea', role: 'barista', everyShop: false, shop: 'va01' },
  { email: 'manager@ritmo.local', name: 'Marta', role: 'manager', everyShop: true, shop: null },
  { email: 'owner@ritmo.local', name: 'Olga', role: 'owner', everyShop: true, shop: null },
] as const;

/**
 * Adds each demo member that is missing (demo mode, every start); a member already there is left as the
 * operator set them. Processes starting together add each once.
 */
export async function seedDemoStaff(db: Database): Promise<{ added: number }> {
  let added = 0;
  for (const member of DEMO_STAFF) {
    await db.transaction(async (tx) => {
      const [inserted] = await tx
        .insert(staff)
        .values({ email: member.email, name: member.name, role: member.role, everyShop: member.everyShop })
        .onConflictDoNothing({ target: staff.email })
        .returning({ id: staff.id });
      if (!inserted) return;
      added += 1;
      if (!member.shop) return;
      const [shop] = await tx.select({ id: locations.id }).from(locations).where(eq(locations.code, member.shop));
      if (shop) await tx.insert(staffShops).values({ staffId: inserted.id, locationId: shop.id });
    });
  }
  return { added };
}
