import type { Caller } from '#lambdas/http/caller';
import type { UserProfileItem } from '#lambdas/data/entities/user-profile';

/** What the browser sees of a profile; a user who never saved one gets his token's name and e-mail. */
export function profileView(caller: Caller, item: UserProfileItem | null) {
  const [first = '', ...rest] = caller.displayName.split(' ');
  return {
    id: caller.userId,
    fName: item?.fName ?? first,
    lName: item?.lName ?? rest.join(' '),
    dName: item?.dName ?? caller.displayName,
    bDate: item?.bDate ?? '',
    email: item?.email ?? caller.email,
    version: item?.version ?? 0,
  };
}
