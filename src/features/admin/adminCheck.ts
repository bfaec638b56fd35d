import { isListedAdmin } from '../../config/adminUids';
import { loadFirebase } from '../../lib/loadFirebase';

/** Spec §4: admin only when `admins/{uid}` exists and the uid is one of the 15. Loaded with the first sign-in. */
export async function isAdmin(uid: string): Promise<boolean> {
  const firebase = await loadFirebase();
  return (await firebase.adminDocumentExists(uid)) && isListedAdmin(uid);
}
