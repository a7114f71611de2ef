import { useEffect, useRef, useState } from 'react';
import { Navigate, useNavigate, useSearchParams } from 'react-router-dom';
import { Head } from '@/components/seo/head';
import { paths, QUERY } from '@/config/paths';
import { useAuth } from '@/lib/auth/use-auth';
import { AuthLayout } from '@/features/auth/components/auth-layout';
import { ConfirmSignUpForm } from '@/features/auth/components/confirm-sign-up-form';
import { SignupForm, type SignupValues } from '@/features/auth/components/signup-form';
import {
  afterSignUp,
  alreadySignedIn,
  authPageHref,
  invitationParam,
  rememberRedirectSession,
  takeRedirectSession,
} from '@/features/auth/utils/redirect-session';

/** The form, then the code Cognito e-mailed (the password stays in memory to sign in after it). */
type Step = { kind: 'form'; email: string } | { kind: 'code'; email: string; password: string };

export function SignupRoute() {
  const [searchParams] = useSearchParams();
  const sessionParam = searchParams.get(QUERY.session);
  // Opened from a cohort invitation's page: once the code is confirmed, back there to join.
  const invitation = invitationParam(searchParams);
  const back = { session: sessionParam, invitation };
  const { status, signUp, confirmSignUp, resendSignUpCode, signIn } = useAuth();
  const navigate = useNavigate();
  const [submitted, setSubmitted] = useState(false);
  const [step, setStep] = useState<Step>({ kind: 'form', email: '' });
  // A confirmed code cannot be used twice: a retry after a failed sign-in only signs in.
  const confirmed = useRef(false);

  useEffect(() => {
    if (!invitation) rememberRedirectSession(sessionParam);
  }, [sessionParam, invitation]);

  const onSubmit = async ({ email, password }: SignupValues) => {
    await signUp({ email, password });
    confirmed.current = false;
    setStep({ kind: 'code', email, password });
  };

  const onConfirm = async (code: string) => {
    if (step.kind !== 'code') return;
    setSubmitted(true);
    try {
      if (!confirmed.current) {
        await confirmSignUp({ email: step.email, code });
        confirmed.current = true;
      }
      const outcome = await signIn({ email: step.email, password: step.password, remember: true });
      if (outcome !== 'signedIn') throw new Error(`Sign-in after confirmation ended at ${outcome}`);
    } catch (error) {
      setSubmitted(false);
      throw error;
    }
    // SPEC §2: after sign-up, / with newUser=true (and the session the visitor came for); from an
    // invitation, back to it.
    void navigate(afterSignUp(takeRedirectSession(sessionParam), invitation), { replace: true });
  };

  if (status === 'authenticated' && !submitted) {
    return <Navigate to={alreadySignedIn(back)} replace />;
  }

  const loginHref = authPageHref(paths.login, back);
  return (
    <>
      <Head title="Inscription" description="Créez votre compte Tremplin gratuitement." />
      {step.kind === 'form' ? (
        <AuthLayout
          title="Créer un compte"
          subtitle="Inscription gratuite pour accéder à toutes les fonctionnalités."
        >
          <SignupForm onSubmit={onSubmit} loginHref={loginHref} initialEmail={step.email} />
        </AuthLayout>
      ) : (
        <AuthLayout
          title="Confirmez votre adresse e-mail"
          subtitle="Dernière étape avant d'accéder à Tremplin."
        >
          <ConfirmSignUpForm
            intro={
              <>
                Nous avons envoyé un code à 6 chiffres à <strong className="break-all">{step.email}</strong>.
                Saisissez-le ci-dessous pour activer votre compte.
              </>
            }
            onConfirm={onConfirm}
            onResend={() => resendSignUpCode(step.email)}
            onChangeEmail={() => setStep({ kind: 'form', email: step.email })}
          />
        </AuthLayout>
      )}
    </>
  );
}
