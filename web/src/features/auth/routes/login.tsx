import { useEffect, useState } from 'react';
import { Navigate, useNavigate, useSearchParams } from 'react-router-dom';
import { Head } from '../../../components/seo/head';
import { paths, QUERY } from '../../../config/paths';
import { useAuth } from '../../../lib/auth/use-auth';
import { AuthLayout } from '../components/auth-layout';
import { LoginForm, type LoginValues } from '../components/login-form';
import { homeAfterAuth, rememberRedirectSession, takeRedirectSession } from '../utils/redirect-session';

export function LoginRoute() {
  const [searchParams] = useSearchParams();
  const sessionParam = searchParams.get(QUERY.session);
  const { status, signIn } = useAuth();
  const navigate = useNavigate();
  const [submitted, setSubmitted] = useState(false);

  useEffect(() => {
    rememberRedirectSession(sessionParam);
  }, [sessionParam]);

  const onSubmit = async (values: LoginValues) => {
    setSubmitted(true);
    try {
      await signIn(values);
    } catch (error) {
      setSubmitted(false);
      throw error;
    }
    void navigate(homeAfterAuth(takeRedirectSession(sessionParam)), { replace: true });
  };

  // Already signed in (e.g. another tab): nothing to do here.
  if (status === 'authenticated' && !submitted) {
    return <Navigate to={homeAfterAuth(sessionParam)} replace />;
  }

  const signupHref = sessionParam
    ? `${paths.signup}?${QUERY.session}=${encodeURIComponent(sessionParam)}`
    : paths.signup;
  return (
    <>
      <Head
        title="Connexion"
        description="Connectez-vous à Tremplin pour télécharger les documents des sessions."
      />
      <AuthLayout title="Connexion" subtitle="Accédez à vos sessions, documents et à votre tableau de bord.">
        <LoginForm onSubmit={onSubmit} signupHref={signupHref} />
      </AuthLayout>
    </>
  );
}
