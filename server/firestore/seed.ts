import { ADMIN_UIDS } from '../../src/config/adminUids';

/** The accounts of CONTRACT §6, at fixed uids, seeded into the Auth emulator. */
export const SEED_ACCOUNTS = [
  { uid: ADMIN_UIDS[0] ?? '', email: 'admin@gridline.test', password: 'gridline-admin', displayName: 'Gridline Admin' },
  {
    uid: 'gridlineFan00000000000000001',
    email: 'fan@gridline.test',
    password: 'gridline-fan',
    displayName: 'Gridline Fan',
  },
] as const;

/**
 * The uids with an `admins/{uid}` document: the seeded admin and two more listed admins, plus one
 * former admin whose document remains but who is no longer in the list (so is not an admin).
 */
export const ADMIN_DOCUMENTS: Readonly<Record<string, { role: string; since: string }>> = {
  [ADMIN_UIDS[0] ?? '']: { role: 'owner', since: '2025-08-01T00:00:00Z' },
  [ADMIN_UIDS[1] ?? '']: { role: 'editor', since: '2025-08-15T00:00:00Z' },
  [ADMIN_UIDS[2] ?? '']: { role: 'editor', since: '2025-09-01T00:00:00Z' },
  gridlineFormerAdmin000000001: { role: 'editor', since: '2024-08-01T00:00:00Z' },
};
