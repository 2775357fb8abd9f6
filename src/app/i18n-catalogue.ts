import { mergeCatalogues, type Catalogue } from '@shared/i18n/catalogue';
import { sharedMessages } from '@shared/i18n/messages';
import type { MessageGroupName } from '@shared/i18n/message-groups';
import { featureCatalogues, groupCatalogues, shellCatalogues } from './feature-catalogues';

/** Every message of the shop, per locale. */
export const catalogue = mergeCatalogues(sharedMessages, ...featureCatalogues);

/** The same messages as the production build downloads them: the shell's, and each group's. */
export const catalogueParts = {
  shell: mergeCatalogues(sharedMessages, ...shellCatalogues),
  ...(Object.fromEntries(Object.entries(groupCatalogues).map(([name, parts]) => [name, mergeCatalogues(...parts)])) as Record<
    MessageGroupName,
    Catalogue
  >),
};
