/** The store notice at the top of every page, with NoticeBar (the shared banner frame, never used alone). */
import type { Meta, StoryObj } from '@storybook/react-vite';
import { StoreNotice } from '@features/notices/components/StoreNotice';
import { STORE_NOTICE_HIDDEN, storeNoticeCookieName } from '@features/notices/model/store-notice';
import { longNoticeText, settingsRoute } from '../../support/api';

const meta = {
  title: 'Features/Notices/StoreNotice',
  component: StoreNotice,
} satisfies Meta<typeof StoreNotice>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Shown: Story = {};

/**
 * Dismissed earlier: its cookie is set, so nothing renders. The story's notice has an id of its own, and the
 * cookie is removed when the story is left, so no other story loses its notice.
 */
const DISMISSED_ID = 'storybook-dismissed';
export const Dismissed: Story = {
  parameters: { api: [settingsRoute({ notices: { storeNotice: { id: DISMISSED_ID } } })] },
  beforeEach: () => {
    const cookie = `${storeNoticeCookieName(DISMISSED_ID)}=${STORE_NOTICE_HIDDEN}; path=/`;
    document.cookie = cookie;
    return () => {
      document.cookie = `${cookie}; max-age=0`;
    };
  },
};

export const LongText: Story = {
  parameters: { api: [settingsRoute({ notices: { storeNotice: { text: longNoticeText() } } })] },
};
