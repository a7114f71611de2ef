import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { AUTH_MESSAGES, MESSAGES, SESSION_MESSAGES, TWO_FACTOR_MESSAGES } from '@common/messages';
import { TwoFactorSection } from '@/features/settings/components/two-factor-section';
import type { AuthContextValue, TwoFactorActions } from '@/lib/auth/auth-context';
import { renderWithApp, testUser } from '../../support/render';

const SECRET = 'JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP';

/** What aws-amplify throws for a Cognito refusal: an error named after Cognito's __type. */
const cognitoError = (name: string, message: string) => Object.assign(new Error(message), { name });

function render(twoFactor: Partial<TwoFactorActions>, auth: Partial<AuthContextValue> = {}) {
  const actions: TwoFactorActions = {
    enabled: vi.fn(() => Promise.resolve(false)),
    startSetup: vi.fn(() => Promise.resolve(SECRET)),
    finishSetup: vi.fn(() => Promise.resolve()),
    disable: vi.fn(() => Promise.resolve()),
    prove: vi.fn(() => Promise.resolve()),
    ...twoFactor,
  };
  const session = {
    endAllSessions: vi.fn<AuthContextValue['endAllSessions']>(() => Promise.resolve()),
    signInAgain: vi.fn<AuthContextValue['signInAgain']>(() => Promise.resolve('confirmTotp')),
    confirmTotpSignIn: vi.fn<AuthContextValue['confirmTotpSignIn']>(() => Promise.resolve()),
  };
  Object.assign(session, auth);
  return {
    ...renderWithApp(<TwoFactorSection />, { user: testUser(), auth: { twoFactor: actions, ...session } }),
    actions,
    session,
  };
}

/** The last step: every other session ended, this page signs in again with the password and the next code. */
async function staySignedIn(events: ReturnType<typeof render>['user'], code = '777777') {
  expect(await screen.findByRole('heading', { name: SESSION_MESSAGES.stayTitle })).toBeTruthy();
  expect(screen.getByText(SESSION_MESSAGES.passwordAndNextCodeToStay)).toBeTruthy();
  await events.type(screen.getByLabelText('Mot de passe actuel'), 'Tremplin!2026');
  await events.type(screen.getByLabelText("Code de l'application d'authentification"), code);
  await events.click(screen.getByRole('button', { name: 'Rester connecté' }));
}

describe('Paramètres → Sécurité: two-factor sign-in', () => {
  it('sets up an authenticator app: QR code and key, a wrong code in French, then on', async () => {
    const finishSetup = vi
      .fn<(code: string) => Promise<void>>()
      .mockRejectedValueOnce(
        cognitoError('EnableSoftwareTokenMFAException', 'Code mismatch and fail enable Software Token MFA'),
      )
      .mockResolvedValueOnce(undefined);
    const { user, actions, session } = render({ finishSetup });
    expect(await screen.findByText('Désactivée')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Activer la validation en deux étapes' }));

    const heading = await screen.findByRole('heading', { name: /Ajoutez Tremplin à votre application/ });
    expect(document.activeElement).toBe(heading);
    expect(screen.getByRole('img', { name: /QR code à scanner/ })).toBeTruthy();
    expect(screen.getByTestId('totp-secret').textContent).toBe('JBSW Y3DP EHPK 3PXP JBSW Y3DP EHPK 3PXP');
    const link = screen.getByRole('link', { name: "Ouvrir dans l'application de ce téléphone" });
    expect(link.getAttribute('href')).toBe(
      `otpauth://totp/Tremplin:awa%40exemple.ma?secret=${SECRET}&issuer=Tremplin&algorithm=SHA1&digits=6&period=30`,
    );

    const code = screen.getByLabelText("Code à 6 chiffres de l'application");
    expect(code.getAttribute('inputmode')).toBe('numeric');
    expect(code.getAttribute('autocomplete')).toBe('one-time-code');
    await user.click(screen.getByRole('button', { name: 'Activer' }));
    expect((await screen.findByRole('alert')).textContent).toBe(TWO_FACTOR_MESSAGES.codeRequired);

    await user.type(code, '123 456');
    await user.click(screen.getByRole('button', { name: 'Activer' }));
    expect((await screen.findByRole('alert')).textContent).toBe(TWO_FACTOR_MESSAGES.codeMismatch);
    // The refused code is gone and the field has the focus again.
    const again = screen.getByLabelText("Code à 6 chiffres de l'application");
    await waitFor(() => expect(document.activeElement).toBe(again));
    expect((again as HTMLInputElement).value).toBe('');

    await user.type(again, '654321');
    await user.click(screen.getByRole('button', { name: 'Activer' }));
    // On: every session ends, and this page signs in again with the password and the next code.
    await staySignedIn(user);
    expect(
      await screen.findByText(`${TWO_FACTOR_MESSAGES.enabled} ${SESSION_MESSAGES.othersSignedOut}`),
    ).toBeTruthy();
    expect(screen.getByText('Activée')).toBeTruthy();
    expect(finishSetup.mock.calls).toEqual([['123456'], ['654321']]);
    expect(session.endAllSessions).toHaveBeenCalledTimes(1);
    expect(session.signInAgain.mock.calls).toEqual([['Tremplin!2026']]);
    expect(session.confirmTotpSignIn.mock.calls).toEqual([['777777']]);
    expect(actions.startSetup).toHaveBeenCalledTimes(1);
    expect(screen.queryByTestId('totp-secret')).toBeNull();
  }, 20_000);

  it('says in French why the setup could not start', async () => {
    const { user } = render({
      startSetup: () =>
        Promise.reject(cognitoError('NotAuthorizedException', 'Access Token has been revoked')),
    });
    await user.click(await screen.findByRole('button', { name: 'Activer la validation en deux étapes' }));
    expect((await screen.findByRole('alert')).textContent).toBe(TWO_FACTOR_MESSAGES.sessionEnded);
  });

  it('turns it off only with the password and a current code, each refusal in French', async () => {
    const disable = vi
      .fn<TwoFactorActions['disable']>()
      .mockRejectedValueOnce(cognitoError('NotAuthorizedException', 'Incorrect username or password.'))
      .mockRejectedValueOnce(cognitoError('CodeMismatchException', 'Invalid code received for user'))
      .mockResolvedValueOnce(undefined);
    const { user } = render({ enabled: () => Promise.resolve(true), disable });
    expect(await screen.findByText('Activée')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Désactiver' }));

    const password = screen.getByLabelText('Mot de passe actuel');
    await waitFor(() => expect(document.activeElement).toBe(password));
    const submit = () => user.click(screen.getByRole('button', { name: 'Désactiver' }));
    await submit();
    expect((await screen.findByRole('alert')).textContent).toBe(MESSAGES.passwordRequired);
    await user.type(password, 'Faux!2026');
    await submit();
    expect((await screen.findByRole('alert')).textContent).toBe(TWO_FACTOR_MESSAGES.codeRequired);

    const code = screen.getByLabelText("Code de l'application d'authentification");
    await user.type(code, '111111');
    await submit();
    expect((await screen.findByRole('alert')).textContent).toBe(AUTH_MESSAGES.currentPasswordIncorrect);
    await user.type(code, '222222');
    await submit();
    expect((await screen.findByRole('alert')).textContent).toBe(TWO_FACTOR_MESSAGES.codeMismatch);
    await user.type(code, '333333');
    await submit();
    expect(await screen.findByText(TWO_FACTOR_MESSAGES.disabled)).toBeTruthy();
    expect(screen.getByText('Désactivée')).toBeTruthy();
    expect(disable.mock.calls.map(([input]) => input)).toEqual([
      { password: 'Faux!2026', code: '111111' },
      { password: 'Faux!2026', code: '222222' },
      { password: 'Faux!2026', code: '333333' },
    ]);
  });

  it('replaces the app only with the password and a current code, then signs this page in again', async () => {
    const prove = vi
      .fn<TwoFactorActions['prove']>()
      .mockRejectedValueOnce(cognitoError('CodeMismatchException', 'Invalid code received for user'))
      .mockResolvedValueOnce(undefined);
    const { user, actions, session } = render({ enabled: () => Promise.resolve(true), prove });
    expect(await screen.findByText('Activée')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: "Changer d'application" }));
    const form = screen.getByRole('form', { name: "Changer d'application d'authentification" });
    expect(form).toBeTruthy();
    await user.type(screen.getByLabelText('Mot de passe actuel'), 'Tremplin!2026');
    await user.type(screen.getByLabelText("Code de l'application d'authentification"), '111111');
    await user.click(screen.getByRole('button', { name: 'Continuer' }));
    expect((await screen.findByRole('alert')).textContent).toBe(TWO_FACTOR_MESSAGES.codeMismatch);
    // Nothing new before the current app's code is right.
    expect(actions.startSetup).not.toHaveBeenCalled();
    await user.type(screen.getByLabelText("Code de l'application d'authentification"), '222222');
    await user.click(screen.getByRole('button', { name: 'Continuer' }));

    await screen.findByRole('heading', { name: /Ajoutez Tremplin à votre application/ });
    await user.type(screen.getByLabelText("Code à 6 chiffres de l'application"), '333333');
    await user.click(screen.getByRole('button', { name: 'Activer' }));
    await staySignedIn(user, '444444');
    expect(
      await screen.findByText(`${TWO_FACTOR_MESSAGES.replaced} ${SESSION_MESSAGES.othersSignedOut}`),
    ).toBeTruthy();
    expect(prove.mock.calls.map(([input]) => input.code)).toEqual(['111111', '222222']);
    expect(session.endAllSessions).toHaveBeenCalledTimes(1);
  });

  it('says so when the other sessions could not be ended, and tries again', async () => {
    const endAllSessions = vi
      .fn<AuthContextValue['endAllSessions']>()
      .mockRejectedValueOnce(new TypeError('Failed to fetch'))
      .mockResolvedValueOnce(undefined);
    const { user } = render({}, { endAllSessions });
    await user.click(await screen.findByRole('button', { name: 'Activer la validation en deux étapes' }));
    await user.type(await screen.findByLabelText("Code à 6 chiffres de l'application"), '654321');
    await user.click(screen.getByRole('button', { name: 'Activer' }));
    expect((await screen.findByRole('alert')).textContent).toContain(SESSION_MESSAGES.endFailed);
    await user.click(screen.getByRole('button', { name: 'Réessayer' }));
    expect(await screen.findByRole('heading', { name: SESSION_MESSAGES.stayTitle })).toBeTruthy();
    expect(endAllSessions).toHaveBeenCalledTimes(2);
  });

  it('offers to read the state again when Cognito could not say', async () => {
    const enabled = vi
      .fn<() => Promise<boolean>>()
      .mockRejectedValueOnce(new TypeError('Failed to fetch'))
      .mockResolvedValueOnce(false);
    const { user } = render({ enabled });
    expect((await screen.findByRole('alert')).textContent).toContain(TWO_FACTOR_MESSAGES.statusFailed);
    await user.click(screen.getByRole('button', { name: 'Réessayer' }));
    expect(await screen.findByText('Désactivée')).toBeTruthy();
  });
});
