import { describe, expect, it } from 'vitest';
import { MAX_UPLOAD_TOTAL } from '@domain/forms/fields';
import { decodeIssue, issueFromServer, serverPath } from '@features/forms/model/issues';
import { formIssues, heldValue } from '@features/forms/model/schema';
import type { FormState, PublicForm } from '@features/forms/model/types';
import { fieldValues, initialValues, uploadIds } from '@features/forms/model/values';

const form: PublicForm = {
  id: 'order',
  title: 'Order',
  indicator: 'connector',
  submitLabel: 'Send',
  confirmation: ['Thanks'],
  token: 't',
  tokenRefresh: 3600,
  honeypot: 'blue paper kite',
  captcha: true,
  pages: [
    {
      title: 'You',
      fields: [
        { id: 'name', type: 'name', label: 'Name', required: true },
        { id: 'email', type: 'email', label: 'Email', required: true, confirm: true, restricted: true },
        {
          id: 'kind',
          type: 'select',
          label: 'Kind',
          required: true,
          choices: [
            { value: 'rug', label: 'Rug' },
            { value: 'tiles', label: 'Tiles' },
          ],
        },
      ],
    },
    {
      title: 'The rug',
      fields: [
        {
          id: 'size',
          type: 'number',
          label: 'Size',
          required: true,
          min: 1,
          max: 24,
          step: 0.5,
          showIf: { field: 'kind', in: ['rug'] },
        },
      ],
    },
    {
      title: 'Files',
      fields: [
        {
          id: 'sketch',
          type: 'file',
          label: 'Sketch',
          required: true,
          extensions: ['png'],
          maxFileSize: 6 * 1024 * 1024,
          maxFiles: 3,
        },
        { id: 'address', type: 'address', label: 'Address', required: true },
      ],
    },
  ],
};

const filled = (over: Partial<FormState> = {}): FormState => ({
  ...initialValues(form, true),
  name: { first: 'Amina', last: 'Benali' },
  email: { primary: 'amina@menara.ma', secondary: 'amina@menara.ma' },
  kind: 'tiles',
  sketch: [{ id: 'u1', name: 'a.png', size: 10 }],
  address: { address1: '12 rue', address2: '', city: 'Fès', state: 'mafes', postcode: '', country: 'MA' },
  captcha: 'solved',
  ...over,
});
const none = () => false;
const paths = (state: FormState, upTo: number, refused = none) =>
  formIssues(form, state, { upTo, refused, now: () => new Date('2026-11-29T10:00:00Z') }).map((i) => i.path);

describe("an embedded form's checks as Formik runs them", () => {
  it('checks the pages reached, each part of a name at its own place, a confirmed address at its first input', () => {
    const empty = initialValues(form, true);
    expect(paths(empty, 0)).toEqual(['name.first', 'name.last', 'email.primary', 'kind']);
    expect(paths(filled({ email: { primary: 'amina@menara.ma', secondary: 'amina@menara.mx' } }), 0)).toEqual([
      'email.secondary',
    ]);
  });

  it('skips a page whose fields are all hidden, and asks the captcha only once the last page is reached', () => {
    // 'tiles': the rug page is skipped, so page 2 is the last one reached.
    expect(paths(filled({ captcha: '' }), 0)).toEqual([]);
    expect(paths(filled({ captcha: '' }), 2)).toEqual(['captcha']);
    expect(paths(filled({ kind: 'rug' }), 1)).toEqual(['size']);
    expect(paths(filled({ kind: 'rug', size: '2.3' }), 1)).toEqual(['size']);
    expect(paths(filled({ kind: 'rug', size: '2.5' }), 2)).toEqual([]);
  });

  it("keeps a field in error while the server refuses its address, and checks a file field's uploads", () => {
    const refused = (field: string, email: string) => field === 'email' && email === 'amina@menara.ma';
    const state = filled({ email: 'amina@menara.ma' as never });
    expect(
      formIssues(
        { ...form, pages: [{ fields: [{ id: 'email', type: 'email', label: 'E', restricted: true }] }] },
        state,
        { upTo: 0, refused },
      ),
    ).toEqual([{ path: 'email', issue: { rule: 'restricted_email' } }]);
    expect(paths(filled({ sketch: [] }), 2)).toEqual(['sketch']);
  });

  it('refuses uploads that together pass the limit, with the total and the limit in MB', () => {
    const big = { id: 'u', name: 'a.png', size: MAX_UPLOAD_TOTAL / 2 + 1 };
    const issues = formIssues(form, filled({ sketch: [big, { ...big, id: 'v' }] }), { upTo: 2, refused: none });
    expect(issues).toEqual([{ path: 'sketch', issue: { rule: 'upload_total', totalMb: 8, maxMb: 8 } }]);
  });
});

describe("the server's refusals at the fields", () => {
  it('keeps a refusal only the server can make while the field holds the value it refused, and drops it after', () => {
    const held = () => [{ path: 'kind', value: heldValue('tiles'), issue: { rule: 'choice' as const } }];
    const check = (state: FormState) => formIssues(form, state, { upTo: 2, refused: none, held });
    expect(check(filled())).toEqual([{ path: 'kind', issue: { rule: 'choice' } }]);
    expect(check(filled({ kind: 'rug', size: '2.5' }))).toEqual([]);
  });

  it("names the field and Formik's place for a part, a confirmed address and a plain field", () => {
    expect(serverPath(form, 'values.address.city')).toMatchObject({ at: 'address.city', part: true });
    expect(serverPath(form, 'values.email')).toMatchObject({ at: 'email.primary', part: false });
    expect(serverPath(form, 'values.kind')).toMatchObject({ at: 'kind' });
    expect(serverPath(form, 'values.unknown')).toBeNull();
    expect(serverPath(form, 'body.token')).toBeNull();
  });

  it("takes a rule's limits from the field's own definition, so the message is said with them", () => {
    const size = form.pages[1]!.fields[0]!;
    expect(issueFromServer(size, 'min', false, 0)).toEqual({ rule: 'min', min: 1 });
    expect(issueFromServer(size, 'step', false, 0)).toEqual({ rule: 'step', step: 0.5 });
    const sketch = form.pages[2]!.fields[0]!;
    expect(issueFromServer(sketch, 'fileSize', false, 0)).toEqual({ rule: 'fileSize', maxMb: 6 });
    expect(issueFromServer(sketch, 'file_content', false, 0)).toEqual({ rule: 'file_content' });
    expect(decodeIssue('{"rule":"min","min":1}')).toEqual({ rule: 'min', min: 1 });
    expect(decodeIssue('captcha_required')).toBeNull();
  });
});

describe('the submission built from the values', () => {
  it('sends file fields as their upload ids and every other field as its value', () => {
    const state = filled();
    expect(uploadIds(form, state)).toEqual({ sketch: ['u1'] });
    expect(Object.keys(fieldValues(form, state))).toEqual(['name', 'email', 'kind', 'size', 'address']);
  });
});
