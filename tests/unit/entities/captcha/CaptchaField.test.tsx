import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Form, Formik } from 'formik';
import { type CaptchaChallenge, captchaSalt, captchaSchema, decodeSolution, hmacHex, sha256Hex } from '@domain/captcha';
import { CaptchaField } from '@entities/captcha/CaptchaField';
import { renderWithProviders } from '../../../support/render';
import { mockApi } from '../../../support/mock-api';

async function challenge(secret: number, expiresAt = Date.now() + 600_000): Promise<CaptchaChallenge> {
  const salt = captchaSalt(crypto.getRandomValues(new Uint8Array(12)), expiresAt);
  const hash = await sha256Hex(salt + secret);
  return { algorithm: 'SHA-256', challenge: hash, salt, maxNumber: 100, signature: await hmacHex('k', hash) };
}

/** The widget's own live region (the page has others). */
const status = () => document.getElementById('c-status')!;

function renderForm(onSubmit = vi.fn()) {
  renderWithProviders(
    <Formik initialValues={{ captcha: '' }} validationSchema={captchaSchema} onSubmit={onSubmit}>
      {({ values, setFieldValue }) => (
        <Form noValidate>
          <CaptchaField name="captcha" id="c" />
          <output data-testid="value">{values.captcha}</output>
          <button type="button" onClick={() => void setFieldValue('captcha', '', false)}>
            Reset
          </button>
          <button type="submit">Send</button>
        </Form>
      )}
    </Formik>,
  );
  return onSubmit;
}

describe('the captcha field', { timeout: 30_000 }, () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.useRealTimers();
  });

  it('says it is required when the form is sent unsolved, as the checkbox’s description', async () => {
    mockApi([]);
    const onSubmit = renderForm();
    await userEvent.click(screen.getByRole('button', { name: 'Send' }));
    const box = screen.getByRole('checkbox', { name: 'I’m not a robot' });
    await waitFor(() => expect(box).toHaveAttribute('aria-invalid', 'true'));
    expect(box).toHaveAccessibleDescription(/Please confirm that you are not a robot\./);
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('solves the challenge once ticked, says so politely, and puts the solution in the form', async () => {
    const c = await challenge(42);
    const { calls } = mockApi([{ path: '/api/captcha', body: c }]);
    const onSubmit = renderForm();
    const box = screen.getByRole('checkbox', { name: 'I’m not a robot' });
    await userEvent.click(box);
    await waitFor(() => expect(status()).toHaveTextContent('Verified'));
    expect(box).toBeChecked();
    expect(decodeSolution(screen.getByTestId('value').textContent)).toMatchObject({ number: 42, salt: c.salt });
    await userEvent.click(screen.getByRole('button', { name: 'Send' }));
    await waitFor(() => expect(onSubmit).toHaveBeenCalledTimes(1));
    expect(calls.filter((r) => r.url.endsWith('/api/captcha'))).toHaveLength(1);
  });

  it('starts over when the form clears it, with a new challenge the next time', async () => {
    const { calls } = mockApi([{ path: '/api/captcha', handler: async () => ({ body: await challenge(7) }) }]);
    renderForm();
    const box = screen.getByRole('checkbox', { name: 'I’m not a robot' });
    await userEvent.click(box);
    await waitFor(() => expect(box).toBeChecked());
    await userEvent.click(screen.getByRole('button', { name: 'Reset' }));
    await waitFor(() => expect(box).not.toBeChecked());
    expect(status()).toHaveTextContent('');
    await userEvent.click(box);
    await waitFor(() => expect(box).toBeChecked());
    expect(calls.filter((r) => r.url.endsWith('/api/captcha'))).toHaveLength(2);
  });

  it('says the verification failed when no number solves it', async () => {
    mockApi([{ path: '/api/captcha', handler: async () => ({ body: { ...(await challenge(500)), maxNumber: 20 } }) }]);
    renderForm();
    const box = screen.getByRole('checkbox', { name: 'I’m not a robot' });
    await userEvent.click(box);
    await waitFor(() => expect(status()).toHaveTextContent('The verification failed. Please try again.'));
    expect(box).not.toBeChecked();
    expect(screen.getByTestId('value')).toHaveTextContent('');
  });

  it('says the verification failed when the challenge cannot be had', async () => {
    mockApi([{ path: '/api/captcha', status: 429, body: { status: 429, code: 'rate_limited', title: 'Too many' } }]);
    renderForm();
    await userEvent.click(screen.getByRole('checkbox', { name: 'I’m not a robot' }));
    await waitFor(() => expect(status()).toHaveTextContent('The verification failed. Please try again.'));
  });

  it('drops a solution when its challenge expires, and says so', async () => {
    mockApi([{ path: '/api/captcha', handler: async () => ({ body: await challenge(3, Date.now() + 1500) }) }]);
    renderForm();
    const box = screen.getByRole('checkbox', { name: 'I’m not a robot' });
    await userEvent.click(box);
    await waitFor(() => expect(box).toBeChecked());
    await act(() => new Promise((resolve) => setTimeout(resolve, 1600)));
    await waitFor(() => expect(status()).toHaveTextContent('The verification expired. Please verify again.'));
    expect(box).not.toBeChecked();
    expect(screen.getByTestId('value')).toHaveTextContent('');
  });
});
