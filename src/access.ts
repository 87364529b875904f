/**
 * Spec §6: the only permission flag is canAdmin, true when the current user's access is `admin`.
 * Route access keys (spec §2) are looked up in this map by Umi's access plugin.
 */
export default function access(initialState: { currentUser?: API.CurrentUser } | undefined) {
  const { currentUser } = initialState ?? {};
  return {
    canAdmin: currentUser?.access === 'admin',
  };
}
