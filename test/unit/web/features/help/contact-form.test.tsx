import { screen, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { MESSAGES } from '@common/messages';
import { ContactForm } from '@/features/help/components/contact-form';
import { renderWithApp } from '../../support/render';
import { server } from '../../support/server';

describe('the contact form', () => {
  it('sends the message with the signed-in token, then clears subject and message', async () => {
    const received: unknown[] = [];
    server.use(
      http.post('*/api/contact', async ({ request }) => {
        expect(request.headers.get('authorization')).toBe('Bearer test-token');
        received.push(await request.json());
        return HttpResponse.json({ id: 'm1', created_at: '2026-11-24T10:00:00.000Z' }, { status: 201 });
      }),
    );
    const { user } = renderWithApp(<ContactForm />);
    await user.type(screen.getByLabelText(/Sujet/), 'Accès aux documents');
    await user.type(screen.getByLabelText(/^Message/), 'Je ne trouve pas le guide du pitch.');
    await user.click(screen.getByRole('button', { name: /Envoyer/ }));
    await waitFor(() => expect(received).toHaveLength(1));
    expect(received[0]).toMatchObject({ subject: 'Accès aux documents', email: 'awa@exemple.ma' });
    await waitFor(() => expect(screen.getByLabelText(/Sujet/)).toHaveProperty('value', ''));
  });

  it('shows the field messages without sending anything when fields are empty', async () => {
    server.use(
      http.post('*/api/contact', () => {
        throw new Error('an invalid form must not be sent');
      }),
    );
    const { user } = renderWithApp(<ContactForm />);
    await user.click(screen.getByRole('button', { name: /Envoyer/ }));
    expect(await screen.findByText('Veuillez entrer un sujet')).toBeTruthy();
    expect(screen.getByText('Veuillez entrer votre message')).toBeTruthy();
    expect(document.activeElement).toBe(screen.getByLabelText(/Sujet/));
  });

  it('puts the server’s field messages under their fields', async () => {
    server.use(
      http.post('*/api/contact', () =>
        HttpResponse.json(
          {
            error: {
              code: 'invalid_request',
              message: MESSAGES.invalidRequest,
              fields: { message: 'Trop court' },
            },
          },
          { status: 400 },
        ),
      ),
    );
    const { user } = renderWithApp(<ContactForm />);
    await user.type(screen.getByLabelText(/Sujet/), 'Question');
    await user.type(screen.getByLabelText(/^Message/), 'Un message assez long pour passer.');
    await user.click(screen.getByRole('button', { name: /Envoyer/ }));
    expect(await screen.findByText('Trop court')).toBeTruthy();
  });
});
