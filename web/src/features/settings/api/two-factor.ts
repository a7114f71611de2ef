import { queryOptions } from '@tanstack/react-query';
import { queryKeys } from '@/api/query-keys';

/** Under the account's root: emptied with it at every sign-in and sign-out. */
export const twoFactorKey = [...queryKeys.account, 'two-factor'] as const;

/** Whether the signed-in account has two-factor sign-in on, as Cognito says (GetUser). */
export function twoFactorQueryOptions(read: () => Promise<boolean>) {
  return queryOptions({ queryKey: twoFactorKey, queryFn: read });
}
