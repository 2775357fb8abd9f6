/**
 * The self-hosted captcha in each state: waiting to be ticked, required after a submit, working, verified, failed
 * and expired; and ticked for real against a challenge.
 */
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, userEvent, waitFor } from 'storybook/test';
import { Box } from '@mui/material';
import { Form, Formik } from 'formik';
import { captchaSchema } from '@domain/captcha';
import { CaptchaField, type CaptchaStatus } from '@entities/captcha/CaptchaField';
import { API_WAIT, msg, storyLocale, msgText } from '../../support/api';
import { challengeRoute } from '../../support/captcha';

interface Args {
  status: CaptchaStatus;
  /** Sent once unsolved: the form shows its error. */
  submitted?: boolean;
}

function Field({ status, submitted }: Args) {
  return (
    <Box sx={{ padding: 2, maxWidth: 420 }}>
      <Formik
        initialValues={{ captcha: '' }}
        initialTouched={submitted ? { captcha: true } : {}}
        initialErrors={submitted ? { captcha: 'captcha_required' } : {}}
        validationSchema={captchaSchema}
        onSubmit={() => undefined}
      >
        <Form noValidate>
          <CaptchaField name="captcha" id="story-captcha" initialStatus={status} />
        </Form>
      </Formik>
    </Box>
  );
}

const meta = {
  title: 'Entities/Captcha/CaptchaField',
  render: (args) => <Field {...args} />,
  tags: ['mobile'],
  args: { status: 'idle' },
  argTypes: { status: { control: 'inline-radio', options: ['idle', 'verifying', 'verified', 'failed', 'expired'] } },
} satisfies Meta<Args>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Waiting: the checkbox 'I’m not a robot' and the note that nothing goes to another service. */
export const Idle: Story = {};

/** Sent without it: the error below, as the checkbox's description. */
export const Required: Story = { args: { submitted: true } };

/** Ticked: the browser works, a spinner and 'Verifying…' said politely. */
export const Verifying: Story = { tags: ['busy'], args: { status: 'verifying' } };

/** Done: checked, with 'Verified'. */
export const Verified: Story = { args: { status: 'verified' } };

/** The challenge could not be had or solved: tick again. */
export const Failed: Story = { args: { status: 'failed' } };

/** The solution outlived its challenge: tick again. */
export const Expired: Story = { args: { status: 'expired' } };

/** Ticked for real: a challenge fetched and solved in the browser. */
export const Solves: Story = {
  parameters: { api: [challengeRoute] },
  play: async ({ globals }) => {
    const locale = storyLocale(globals);
    const box = await screen.findByRole('checkbox', { name: msg(locale, 'captcha.label') });
    await userEvent.click(box);
    await waitFor(() => expect(box).toBeChecked(), API_WAIT);
    await screen.findByText(msgText(locale, 'captcha.verified'));
  },
};
