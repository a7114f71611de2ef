import { loadAuthEngine } from '@/lib/auth/load-engine';

/** Asks Cognito to e-mail the signed-in user a verification code (first admin on AWS). */
export async function sendEmailCode(): Promise<void> {
  await (await loadAuthEngine()).sendEmailVerificationCode();
}

/** Verifies the signed-in user's e-mail with the code they received. */
export async function confirmEmailCode(code: string): Promise<void> {
  await (await loadAuthEngine()).confirmEmailVerificationCode(code);
}
