/**
 * The returns page's request: as it first shows, and for a piece that arrived broken, whose photos it then asks with
 * a camera field (a phone's back camera, or a picture chosen). In three locales, on a phone too.
 */
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent } from 'storybook/test';
import { EmbeddedForm } from '@features/forms/components/EmbeddedForm';
import { msg, storyLocale } from '../../support/api';
import { drawnForm, formApiRoutes, seededForm } from '../../support/forms';

const meta = {
  title: 'Features/Forms/ReturnRequestForm',
  component: EmbeddedForm,
  tags: ['mobile'],
  parameters: { layout: 'padded', api: formApiRoutes },
  args: { slug: 'return-request' },
} satisfies Meta<typeof EmbeddedForm>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The request as it first shows: no photo asked. */
export const Request: Story = {};

/** A broken piece: its photos are asked, by a button that opens a phone's camera. */
export const BrokenPiecePhotos: Story = {
  play: async ({ canvasElement, globals }) => {
    const locale = storyLocale(globals);
    const c = await drawnForm(canvasElement, 'return-request');
    const reason = seededForm('return-request', locale).pages[0]!.fields.find((f) => f.id === 'reason') as {
      choices: { value: string; label: string }[];
    };
    await userEvent.click(c.getByRole('radio', { name: reason.choices.find((r) => r.value === 'broken')!.label }));
    await expect(
      await c.findByRole('button', { name: new RegExp(msg(locale, 'forms.file.take_photo')) }),
    ).toBeVisible();
  },
};
