import { createContext } from 'react';
import type { Role } from '@common/roles';
import type { SignInOutcome } from './amplify-engine';

export type { SignInOutcome };

export type AuthStatus = 'loading' | 'authenticated' | 'anonymous';

/** The signed-in user as the UI shows them. */
export interface AuthUser {
  id: string;
  email: string;
  /** SPEC §2: derived from the e-mail's local part; 'Utilisateur' as fallback. */
  displayName: string;
  /** From GET /api/me (the table), never from token groups; 'user' until known. */
  role: Role;
  fullName: string | null;
  avatarUrl: string | null;
  createdAt: string | null;
  lastSignInAt: string | null;
  /** From GET /api/me: the profile modal was finished once; false until known. */
  profileCompleted: boolean;
  /** From GET /api/me: the dashboard's profile prompt was answered once (on any device); false until known. */
  profilePromptDismissed: boolean;
}

export interface SignInInput {
  email: string;
  password: string;
  remember: boolean;
}

export interface SignUpInput {
  email: string;
  password: string;
}

export interface ConfirmSignUpInput {
  email: string;
  code: string;
}

export interface ConfirmPasswordResetInput {
  email: string;
  code: string;
  newPassword: string;
}

export interface ChangePasswordInput {
  currentPassword: string;
  newPassword: string;
}

export interface DisableTwoFactorInput {
  password: string;
  code: string;
}

/** Two-factor sign-in with an authenticator app (TOTP) for the signed-in account, through Cognito. */
export interface TwoFactorActions {
  /** Whether it is on (Cognito GetUser). */
  enabled: () => Promise<boolean>;
  /** A new key (base32) for the app; two-factor stays as it is until finishSetup(). */
  startSetup: () => Promise<string>;
  /** The app's first code for that key, then two-factor on. */
  finishSetup: (code: string) => Promise<void>;
  /** Off, once Cognito has accepted the password and a current code. */
  disable: (input: DisableTwoFactorInput) => Promise<void>;
  /** Resolves once Cognito has accepted the password and a current code (before replacing the app). */
  prove: (input: DisableTwoFactorInput) => Promise<void>;
}

export interface AuthContextValue {
  status: AuthStatus;
  user: AuthUser | null;
  /** True once /api/me answered for this user (role and profile are then authoritative). */
  profileLoaded: boolean;
  // Function-typed properties, not methods: callers destructure them from useAuth() (no `this`).
  /**
   * 'confirmSignUp' when the account still waits for its e-mailed code; 'confirmTotp' when it has
   * two-factor sign-in on and Cognito waits for the app's code (nobody is signed in until then).
   */
  signIn: (input: SignInInput) => Promise<SignInOutcome>;
  /** Completes a sign-in left at 'confirmTotp'; rejects for a wrong code or once the 3 minutes are over. */
  confirmTotpSignIn: (code: string) => Promise<void>;
  /** Creates the account; Cognito e-mails it a code, which confirmSignUp takes. */
  signUp: (input: SignUpInput) => Promise<void>;
  confirmSignUp: (input: ConfirmSignUpInput) => Promise<void>;
  /** A new confirmation code to the address (the previous one stops working). */
  resendSignUpCode: (email: string) => Promise<void>;
  /** A reset code to the address if it has a confirmed account; the answer never says which. */
  requestPasswordReset: (email: string) => Promise<void>;
  confirmPasswordReset: (input: ConfirmPasswordResetInput) => Promise<void>;
  /** Always ends signed out locally, whatever the server answers. */
  signOut: () => Promise<void>;
  refreshProfile: () => Promise<void>;
  /** Cognito ChangePassword: rejects when the current password is wrong. */
  changePassword: (input: ChangePasswordInput) => Promise<void>;
  /**
   * Every session of the account ends, this page's too (POST /api/me/end-sessions): after a password
   * change or turning two-factor on. The page stays as it is until signInAgain() (and, with two-factor
   * sign-in, confirmTotpSignIn()) gives it a new session; signOut() gives up.
   */
  endAllSessions: () => Promise<void>;
  /** This page's new session, for the signed-in address; 'confirmTotp' when the app's code is asked. */
  signInAgain: (password: string) => Promise<SignInOutcome>;
  twoFactor: TwoFactorActions;
}

export const AuthContext = createContext<AuthContextValue | null>(null);
