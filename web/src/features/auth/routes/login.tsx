import { useEffect, useRef, useState } from 'react';
import { TWO_FACTOR_MESSAGES } from '@common/messages';
import { Navigate, useNavigate, useSearchParams } from 'react-router-dom';
import { Head } from '@/components/seo/head';
import { paths, QUERY } from '@/config/paths';
import { authErrorMessage } from '@/lib/auth/auth-error';
import { useAuth } from '@/lib/auth/use-auth';
import { AuthLayout } from '@/features/auth/components/auth-layout';
import { ConfirmSignUpForm } from '@/features/auth/components/confirm-sign-up-form';
import { LoginForm, type LoginValues } from '@/features/auth/components/login-form';
import { TotpSignInForm } from '@/features/auth/components/totp-sign-in-form';
import {
  afterSignIn,
  afterSignUp,
  alreadySignedIn,
  authPageHref,
  invitationParam,
  rememberRedirectSession,
  takeRedirectSession,
} from '@/features/auth/utils/redirect-session';

/**
 * The form, then, for an account whose e-mail was never confirmed, the code step of sign-up: a new
 * code is sent at once (the first one may be lost or expired), and the sign-in completes after it.
 * For an account with two-factor sign-in on, the step of its authenticator app's code instead.
 */
type Step =
  | { kind: 'form'; values?: Pick<LoginValues, 'email' | 'remember'>; error?: string }
  | { kind: 'code'; values: LoginValues; sendError: string | null }
  | { kind: 'totp'; values: LoginValues };

export function LoginRoute() {
  const [searchParams] = useSearchParams();
  const sessionParam = searchParams.get(QUERY.session);
  // Opened from a cohort invitation's page: the sign-in goes back there (the session is then moot).
  const invitation = invitationParam(searchParams);
  const back = { session: sessionParam, invitation };
  const { status, signIn, confirmSignUp, resendSignUpCode, confirmTotpSignIn } = useAuth();
  const navigate = useNavigate();
  const [submitted, setSubmitted] = useState(false);
  const [step, setStep] = useState<Step>({ kind: 'form' });
  const confirmed = useRef(false);

  useEffect(() => {
    if (!invitation) rememberRedirectSession(sessionParam);
  }, [sessionParam, invitation]);

  const onSubmit = async (values: LoginValues) => {
    setSubmitted(true);
    let outcome;
    try {
      outcome = await signIn(values);
    } catch (error) {
      setSubmitted(false);
      throw error;
    }
    if (outcome === 'confirmSignUp') {
      setSubmitted(false);
      let sendError: string | null = null;
      try {
        await resendSignUpCode(values.email);
      } catch (error) {
        console.info('[auth] new confirmation code not sent', error);
        sendError = authErrorMessage('resendSignUpCode', error);
      }
      confirmed.current = false;
      setStep({ kind: 'code', values, sendError });
      return;
    }
    if (outcome === 'confirmTotp') {
      setSubmitted(false);
      setStep({ kind: 'totp', values });
      return;
    }
    void navigate(afterSignIn(takeRedirectSession(sessionParam), invitation), { replace: true });
  };

  const onTotp = async (code: string) => {
    setSubmitted(true);
    try {
      await confirmTotpSignIn(code);
    } catch (error) {
      setSubmitted(false);
      throw error;
    }
    void navigate(afterSignIn(takeRedirectSession(sessionParam), invitation), { replace: true });
  };

  /** Back to the password, keeping the address and the 'Se souvenir de moi' choice. */
  const backToForm = (values: LoginValues, error?: string) =>
    setStep({
      kind: 'form',
      values: { email: values.email, remember: values.remember },
      ...(error ? { error } : {}),
    });

  const onConfirm = async (code: string) => {
    if (step.kind !== 'code') return;
    setSubmitted(true);
    try {
      if (!confirmed.current) {
        await confirmSignUp({ email: step.values.email, code });
        confirmed.current = true;
      }
      const outcome = await signIn(step.values);
      if (outcome !== 'signedIn') throw new Error(`Sign-in after confirmation ended at ${outcome}`);
    } catch (error) {
      setSubmitted(false);
      throw error;
    }
    // The account's first sign-in: the welcome of a new account (SPEC §2 after sign-up).
    void navigate(afterSignUp(takeRedirectSession(sessionParam), invitation), { replace: true });
  };

  // Already signed in (e.g. another tab): nothing to do here.
  if (status === 'authenticated' && !submitted) {
    return <Navigate to={alreadySignedIn(back)} replace />;
  }

  return (
    <>
      <Head
        title="Connexion"
        description="Connectez-vous à Tremplin pour télécharger les documents des sessions."
      />
      {step.kind === 'form' ? (
        <AuthLayout
          title="Connexion"
          subtitle="Accédez à vos sessions, documents et à votre tableau de bord."
        >
          <LoginForm
            onSubmit={onSubmit}
            signupHref={authPageHref(paths.signup, back)}
            forgotPasswordHref={authPageHref(paths.forgotPassword, back)}
            {...(step.values ? { initialValues: step.values } : {})}
            initialError={step.error ?? null}
          />
        </AuthLayout>
      ) : step.kind === 'totp' ? (
        <AuthLayout title="Validation en deux étapes" subtitle="Dernière étape avant d'accéder à Tremplin.">
          <TotpSignInForm
            email={step.values.email}
            onConfirm={onTotp}
            onExpired={() => backToForm(step.values, TWO_FACTOR_MESSAGES.signInExpired)}
            onBack={() => backToForm(step.values)}
          />
        </AuthLayout>
      ) : (
        <AuthLayout
          title="Confirmez votre adresse e-mail"
          subtitle="Dernière étape avant d'accéder à Tremplin."
        >
          <ConfirmSignUpForm
            intro={
              <>
                Votre adresse e-mail n&apos;est pas encore confirmée. Nous venons d&apos;envoyer un nouveau
                code à 6 chiffres à <strong className="break-all">{step.values.email}</strong> : saisissez-le
                pour terminer votre inscription.
              </>
            }
            initialError={step.sendError}
            onConfirm={onConfirm}
            onResend={() => resendSignUpCode(step.values.email)}
            onChangeEmail={() => backToForm(step.values)}
          />
        </AuthLayout>
      )}
    </>
  );
}
