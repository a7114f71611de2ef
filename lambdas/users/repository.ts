/**
 * The user entity's repository, the only place that builds its keys: its item (user-item.ts), its
 * record's reads and writes (user-records.ts), role changes (role-records.ts) and what ends sessions
 * (session-records.ts). Callers import from here.
 */
export { type UserRecord, toUser, toMe, newUserItem, emailSuffixItems } from './user-item';
export {
  findUser,
  createUser,
  ensureListed,
  recordSignIn,
  updateProfile,
  setNotificationSettings,
  notificationSettingsUpdate,
} from './user-records';
export { type RoleChangeOutcome, changeRole, claimFirstAdmin } from './role-records';
export { endSessionsBefore, recordTwoFactor } from './session-records';
