import { mergeCatalogues } from '@shared/i18n/catalogue';
import { sharedMessages } from '@shared/i18n/messages';
import { featureCatalogues } from './feature-catalogues';

/** Every message of the shop, per locale. */
export const catalogue = mergeCatalogues(sharedMessages, ...featureCatalogues);
