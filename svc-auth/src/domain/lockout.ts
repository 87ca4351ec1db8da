/** The failed sign-in that locks an account (counted since the last success or lock). */
export const MAX_FAILED_LOGINS = 5;
/** How long a locked account stays locked. */
export const LOCK_MS = 15 * 60 * 1000;

export function isLocked(lockedUntil: Date | null, now: Date): boolean {
  return lockedUntil !== null && lockedUntil.getTime() > now.getTime();
}

/** Whole seconds until the lock lifts (at least 1 while locked), for `retry-after`. */
export function secondsLeft(lockedUntil: Date, now: Date): number {
  return Math.max(1, Math.ceil((lockedUntil.getTime() - now.getTime()) / 1000));
}

export function lockedMessage(lockedUntil: Date, now: Date): string {
  const minutes = Math.ceil(secondsLeft(lockedUntil, now) / 60);
  return `This account is locked after too many failed sign-ins. Try again in ${minutes} minute${minutes === 1 ? '' : 's'}.`;
}
