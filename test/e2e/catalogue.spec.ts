import { randomUUID } from 'node:crypto';
import { expect, test } from '@playwright/test';

/** Signs in through the edge's Cognito proxy, as the web app does, and returns the access token. */
async function accessToken(baseURL: string, email: string): Promise<string> {
  const config = (await (await fetch(`${baseURL}/config.json`)).json()) as { userPoolClientId: string };
  const response = await fetch(`${baseURL}/cognito/`, {
    method: 'POST',
    headers: {
      'content-type': 'application/x-amz-json-1.1',
      'x-amz-target': 'AWSCognitoIdentityProviderService.InitiateAuth',
    },
    body: JSON.stringify({
      AuthFlow: 'USER_PASSWORD_AUTH',
      ClientId: config.userPoolClientId,
      AuthParameters: { USERNAME: email, PASSWORD: 'Tremplin!2026' },
    }),
  });
  const body = (await response.json()) as { AuthenticationResult: { AccessToken: string } };
  return body.AuthenticationResult.AccessToken;
}

test('a session the demo editor publishes through the API shows on /sessions for a visitor', async ({
  page,
  baseURL,
}) => {
  const title = `Stratégie de prix ${randomUUID().slice(0, 6)}`;
  const token = await accessToken(baseURL ?? '', 'editor@tremplin.test');
  const created = await fetch(`${baseURL}/api/sessions`, {
    method: 'POST',
    headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
    body: JSON.stringify({
      title,
      description: 'Fixer un prix qui couvre les coûts et que le marché accepte.',
      status: 'published',
      tags: ['#Prix #Stratégie'],
    }),
  });
  expect(created.status).toBe(201);

  await page.goto('/sessions');
  const card = page.getByTestId('session-card').filter({ hasText: title });
  await expect(card).toBeVisible();
  await expect(card).toContainText('Publié');
  await expect(card).toContainText('Prix');
  await expect(
    page.getByTestId('session-card').filter({ hasText: 'Identification du problème' }),
  ).toBeVisible();
  await expect(page.getByText('Tests utilisateurs')).toHaveCount(0);
});
