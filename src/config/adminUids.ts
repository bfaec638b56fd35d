/**
 * The fixed list of 15 admin uids (spec §4, CONTRACT §5). A user is an admin only when signed in,
 * an `admins/{uid}` document exists, and the uid is in this list.
 */
export const ADMIN_UIDS: readonly string[] = [
  'gridlineAdmin0000000000000001',
  'gridlineAdmin0000000000000002',
  'gridlineAdmin0000000000000003',
  'gridlineAdmin0000000000000004',
  'gridlineAdmin0000000000000005',
  'gridlineAdmin0000000000000006',
  'gridlineAdmin0000000000000007',
  'gridlineAdmin0000000000000008',
  'gridlineAdmin0000000000000009',
  'gridlineAdmin0000000000000010',
  'gridlineAdmin0000000000000011',
  'gridlineAdmin0000000000000012',
  'gridlineAdmin0000000000000013',
  'gridlineAdmin0000000000000014',
  'gridlineAdmin0000000000000015',
];

export const isListedAdmin = (uid: string): boolean => ADMIN_UIDS.includes(uid);
