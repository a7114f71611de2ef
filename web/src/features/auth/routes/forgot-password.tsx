import { useEffect, useState } from 'react';
import { Navigate, useLocation, useNavigate, useSearchParams } from 'react-router-dom';
import { Head } from '@/components/seo/head';
import { paths, QUERY } from '@/config/paths';
import { isAddressDependentResetRefusal } from '@/lib/auth/auth-error';
import { useAuth } from '@/lib/auth/use-auth';
import { AuthLayout } from '@/features/auth/components/auth-layout';
import {
  ResetConfirmForm,
  ResetRequestForm,
  type NewPasswordValues,
} from '@/features/auth/components/reset-password-form';
import {
  afterSignIn,
  alreadySignedIn,
  authPageHref,
  invitationParam,
  rememberRedirectSession,
  takeRedirectSession,
} from '@/features/auth/utils/redirect-session';

type Step = { kind: 'request'; email: string } | { kind: 'confirm'; email: string };

function typedEmail(state: unknown): string {
  const email = (state as { email?: unknown } | null)?.email;
  return typeof email === 'string' ? email : '';
}

/**
 * 'Mot de passe oublié ?': an address, then the code e-mailed to it with a new password, then signed
 * in. The page answers every address alike: whether it has an account is never shown.
 */
export function ForgotPasswordRoute() {
  const [searchParams] = useSearchParams();
  const sessionParam = searchParams.get(QUERY.session);
  const invitation = invitationParam(searchParams);
  const back = { session: sessionParam, invitation };
  const location = useLocation();
  const { status, requestPasswordReset, confirmPasswordReset, signIn } = useAuth();
  const navigate = useNavigate();
  const [submitted, setSubmitted] = useState(false);
  const [step, setStep] = useState<Step>(() => ({ kind: 'request', email: typedEmail(location.state) }));

  useEffect(() => {
    if (!invitation) rememberRedirectSession(sessionParam);
  }, [sessionParam, invitation]);

  /** Cognito refuses some addresses (none, or never confirmed): those read as a code sent too. */
  const request = async (email: string) => {
    try {
      await requestPasswordReset(email);
    } catch (error) {
      if (!isAddressDependentResetRefusal(error)) throw error;
      console.info('[auth] reset code not sent (the page does not say why)');
    }
  };

  const onRequest = async (email: string) => {
    await request(email);
    setStep({ kind: 'confirm', email });
  };

  const onConfirm = async ({ code, newPassword }: NewPasswordValues) => {
    setSubmitted(true);
    let outcome;
    try {
      await confirmPasswordReset({ email: step.email, code, newPassword });
      outcome = await signIn({ email: step.email, password: newPassword, remember: true });
    } catch (error) {
      setSubmitted(false);
      throw error;
    }
    if (outcome !== 'signedIn') {
      // Reset codes go to confirmed accounts only: this cannot happen, but /login knows what to do.
      void navigate(authPageHref(paths.login, back), { replace: true });
      return;
    }
    void navigate(afterSignIn(takeRedirectSession(sessionParam), invitation), { replace: true });
  };

  if (status === 'authenticated' && !submitted) {
    return <Navigate to={alreadySignedIn(back)} replace />;
  }

  const loginHref = authPageHref(paths.login, back);
  return (
    <>
      <Head
        title="Mot de passe oublié"
        description="Choisissez un nouveau mot de passe pour votre compte Tremplin."
      />
      {step.kind === 'request' ? (
        <AuthLayout
          title="Mot de passe oublié"
          subtitle="Recevez un code par e-mail pour choisir un nouveau mot de passe."
        >
          <ResetRequestForm initialEmail={step.email} onRequest={onRequest} loginHref={loginHref} />
        </AuthLayout>
      ) : (
        <AuthLayout
          title="Nouveau mot de passe"
          subtitle="Le code reçu par e-mail, puis votre nouveau mot de passe."
        >
          <ResetConfirmForm
            email={step.email}
            onConfirm={onConfirm}
            onResend={() => request(step.email)}
            onChangeEmail={() => setStep({ kind: 'request', email: step.email })}
          />
        </AuthLayout>
      )}
    </>
  );
}
