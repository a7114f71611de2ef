import { useEffect, useState } from 'react';
import { Navigate, useNavigate, useSearchParams } from 'react-router-dom';
import { Head } from '../../../components/seo/head';
import { paths, QUERY } from '../../../config/paths';
import { useAuth } from '../../../lib/auth/use-auth';
import { AuthLayout } from '../components/auth-layout';
import { SignupForm, type SignupValues } from '../components/signup-form';
import { homeAfterAuth, rememberRedirectSession, takeRedirectSession } from '../utils/redirect-session';

export function SignupRoute() {
  const [searchParams] = useSearchParams();
  const sessionParam = searchParams.get(QUERY.session);
  const { status, signUp } = useAuth();
  const navigate = useNavigate();
  const [submitted, setSubmitted] = useState(false);

  useEffect(() => {
    rememberRedirectSession(sessionParam);
  }, [sessionParam]);

  const onSubmit = async (values: SignupValues) => {
    setSubmitted(true);
    try {
      await signUp(values);
    } catch (error) {
      setSubmitted(false);
      throw error;
    }
    void navigate(homeAfterAuth(takeRedirectSession(sessionParam), true), { replace: true });
  };

  if (status === 'authenticated' && !submitted) {
    return <Navigate to={homeAfterAuth(sessionParam)} replace />;
  }

  const loginHref = sessionParam
    ? `${paths.login}?${QUERY.session}=${encodeURIComponent(sessionParam)}`
    : paths.login;
  return (
    <>
      <Head title="Inscription" description="Créez votre compte Tremplin gratuitement." />
      <AuthLayout
        title="Créer un compte"
        subtitle="Inscription gratuite pour accéder à toutes les fonctionnalités."
      >
        <SignupForm onSubmit={onSubmit} loginHref={loginHref} />
      </AuthLayout>
    </>
  );
}
