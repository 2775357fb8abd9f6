import { describe, expect, it } from 'vitest';
import { ESLint } from 'eslint';

const eslint = new ESLint();

/** The messages of the layer rule for `code` placed at `filePath`. */
async function layerErrors(filePath: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath });
  return result!.messages.filter((m) => m.ruleId === 'layers/direction').map((m) => m.message);
}

describe('layers: app → features → entities → shared → domain', () => {
  it.each([
    ['src/domain/x.ts', "import '@shared/api/base-api';"],
    ['src/domain/x.ts', "import 'react';"],
    ['src/shared/ui/x.ts', "import '@entities/cart/api';"],
    ['src/shared/ui/x.ts', "import '../../features/cart/messages';"],
    ['src/entities/cart/x.ts', "import '@features/cart/messages';"],
    ['src/entities/cart/x.ts', "import '@app/store';"],
    ['src/features/product/x.ts', "import '@features/cart/messages';"],
    ['src/features/product/components/x.ts', "import '../../cart/messages';"],
    ['src/features/product/x.ts', "import '@app/store';"],
    // The product's form and the bundles' blocks share through entities (product, cart, companions), never directly.
    ['src/features/product/components/x.tsx', "import '@features/bundles/api';"],
    ['src/features/product/components/x.tsx', "import '../../bundles/together-messages';"],
    ['src/features/bundles/components/bundle/x.tsx', "import '@features/product/components/ProductForm';"],
    ['src/features/bundles/model/x.ts', "import '../../product/model/gallery';"],
    ['src/entities/companions/x.tsx', "import '@entities/cart/api';"],
    ['src/entities/product/x.ts', "import '@features/bundles/model/bundle';"],
  ])('%s may not %s', async (file, code) => {
    expect(await layerErrors(file, code)).not.toEqual([]);
  });

  it.each([
    ['src/app/x.ts', "import '@features/cart/messages';"],
    ['src/app/routes/product/x.tsx', "import '@features/bundles/components/bundle/BundleSection';"],
    ['src/features/bundles/components/together/x.tsx', "import '@entities/product/hooks/useVariationForm';"],
    ['src/features/bundles/components/together/x.tsx', "import '@entities/companions/BoughtTogetherContext';"],
    ['src/features/product/x.ts', "import '@features/product/messages';"],
    ['src/features/product/x.ts', "import '@entities/cart/api';"],
    ['src/features/product/components/x.ts', "import '../model/variations';"],
    ['src/entities/cart/x.ts', "import '@shared/api/base-api';"],
    ['src/shared/ui/x.ts', "import '@domain/money';"],
  ])('%s may %s', async (file, code) => {
    expect(await layerErrors(file, code)).toEqual([]);
  });
});
