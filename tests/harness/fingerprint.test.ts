import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LOCALES } from '@domain/locales';
import { fingerprinter, loadCatalogues } from '@harness/fingerprint/fingerprint';
import { readStorybookGraph } from '@harness/fingerprint/graph';
import { structuralEnvironment, type Environment } from '@harness/fingerprint/environment';
import { listStories } from '@harness/stories';
import { expandTargets, type Target } from '@harness/targets';
import { fixturePicture } from './media';
import { makeWorkspace, type Workspace } from './workspace';

/**
 * The skipping is sound: real Storybook builds of a copy of the project, before and after one change, and the
 * stories whose fingerprint the change moves. A story left out here would be skipped with stale pixels.
 */
let workspace: Workspace;
let base: string;
let total: number;

beforeAll(() => {
  workspace = makeWorkspace();
  base = workspace.build('base');
  total = listStories(base).length;
}, 300_000);
afterAll(() => workspace?.remove());

const digests = (build: string) => {
  const graph = readStorybookGraph(build, LOCALES);
  return new Map(listStories(build).map((s) => [s.id, graph.storyDigest(s.id)]));
};
const changedBetween = (before: string, after: string) => {
  const [a, b] = [digests(before), digests(after)];
  return [...a.keys()].filter((id) => a.get(id) !== b.get(id));
};
const storiesOf = (build: string, prefix: string) =>
  listStories(build)
    .map((s) => s.id)
    .filter((id) => id.startsWith(prefix));

const ENVIRONMENT: Environment = { chromium: '156.0.8078.108', fontsHash: 'a', systemFontsHash: 'b' };
const code = new Map([['visual', ['visual/lib/check.ts']]]);
const target = (build: string, name: string): Target => {
  const found = expandTargets(build, { routes: false }).find((t) => t.name === name);
  if (!found) throw new Error(`no target ${name}`);
  return found;
};

describe('which stories a change takes again', () => {
  it('an unchanged tree: none (the build is reproducible)', () => {
    expect(changedBetween(base, workspace.build('again'))).toEqual([]);
  }, 120_000);

  it('a design token: every story, since every story renders in the theme', () => {
    const token = workspace.buildWith('token', 'theme/tokens.ts', (s) =>
      s.replace("paper: '#fffdf9'", "paper: '#fffdfa'"),
    );
    expect(changedBetween(base, token)).toHaveLength(total);
  }, 120_000);

  it('a component: its stories, and only a small set of others', () => {
    const component = workspace.buildWith('component', 'src/features/cart/components/CartTotals.tsx', (s) =>
      s.replace("fontSize: '1.125rem'", "fontSize: '1.25rem'"),
    );
    const changed = changedBetween(base, component);
    // Every story that shows the totals: the drawer's, the cart page's and the shell's (its drawer).
    for (const id of [...storiesOf(base, 'features-cart-cartdrawer--'), ...storiesOf(base, 'app-cartpage--')]) {
      expect(changed).toContain(id);
    }
    expect(changed.length).toBeLessThan(total * 0.2);
    expect(changed).not.toContain('features-catalogue-productcard--default');
  }, 120_000);

  it('a translation: no story by its code, every look that read the message by its text', async () => {
    const message = workspace.buildWith('translation', 'src/i18n/lang/fr.json', (s) =>
      s.replace('"cart.drawer.title": "Panier"', '"cart.drawer.title": "Votre panier"'),
    );
    expect(changedBetween(base, message)).toEqual([]);
    const [before, after] = await Promise.all(
      [base, message].map(async (build) => {
        const graph = readStorybookGraph(build, LOCALES);
        expect([...graph.catalogues.keys()].sort()).toEqual([...LOCALES].sort());
        const catalogues = await loadCatalogues(build, graph.catalogues);
        return fingerprinter({ environment: ENVIRONMENT, graph, storybookDir: build, code, catalogues });
      }),
    );
    const drawer = target(base, 'story--features-cart-cartdrawer--empty--fr--desktop');
    const read = (ids: string[]) => ids.map((id) => `i18n:fr:${id}`);
    expect(after!(drawer, 'visual', read(['cart.drawer.title']))).not.toBe(
      before!(drawer, 'visual', read(['cart.drawer.title'])),
    );
    expect(after!(drawer, 'visual', read(['cart.empty']))).toBe(before!(drawer, 'visual', read(['cart.empty'])));
  }, 120_000);

  it('code loaded on demand: the stories that import it, and every look whose page loaded it', () => {
    const lazy = workspace.buildWith('lazy', 'src/app/routes/quick-view/QuickViewContent.tsx', (s) =>
      s.replace('gap: { xs: 2, md: 4 }', 'gap: { xs: 2, md: 5 }'),
    );
    const changed = changedBetween(base, lazy);
    const dialog = storiesOf(base, 'app-quickviewdialog--');
    expect(dialog.length).toBeGreaterThan(0);
    for (const id of dialog) expect(changed).toContain(id);
    expect(changed.length).toBeLessThan(total * 0.2);
    // A card opens the quick view only when asked: by its code, a change there leaves the card alone…
    expect(changed).not.toContain('features-catalogue-productcard--default');
    const [before, after] = [base, lazy].map((build) => {
      const graph = readStorybookGraph(build, LOCALES);
      return { graph, print: fingerprinter({ environment: ENVIRONMENT, graph, storybookDir: build, code }) };
    });
    // …but a look whose page loaded the quick view counts it, by name and content.
    const card = target(base, 'story--features-catalogue-productcard--default--en--desktop');
    const loaded = readdirSync(join(base, 'assets'))
      .filter((f) => f.startsWith('QuickViewDialog-'))
      .map((f) => `assets/${f}`);
    const kept = before!.graph.keep(card.id, loaded);
    expect(kept).toEqual(['code:QuickViewDialog.js']);
    expect(after!.print(card, 'visual', kept)).not.toBe(before!.print(card, 'visual', kept));
    expect(after!.print(card, 'visual', [])).toBe(before!.print(card, 'visual', []));
  }, 120_000);

  it('a message a look read counts by its compiled value, and only for the looks that read it', () => {
    const graph = readStorybookGraph(base, LOCALES);
    const catalogue = (title: string) => new Map([['fr', { 'cart.drawer.title': title, 'cart.empty': 'Vide' }]]);
    const of = (title: string) =>
      fingerprinter({ environment: ENVIRONMENT, graph, storybookDir: base, code, catalogues: catalogue(title) });
    const [before, after] = [of('Panier'), of('Votre panier')];
    const drawer = target(base, 'story--features-cart-cartdrawer--empty--fr--desktop');
    const read = (ids: string[]) => ids.map((id) => `i18n:fr:${id}`);
    expect(after(drawer, 'visual', read(['cart.drawer.title']))).not.toBe(
      before(drawer, 'visual', read(['cart.drawer.title'])),
    );
    expect(after(drawer, 'visual', read(['cart.empty']))).toBe(before(drawer, 'visual', read(['cart.empty'])));
    expect(after(drawer, 'visual', ['i18n:fr:*'])).not.toBe(before(drawer, 'visual', ['i18n:fr:*']));
  });

  it('an English message, written beside its code: every story that shows it', () => {
    const message = workspace.buildWith('message', 'src/features/cart/drawer-messages.ts', (s) =>
      s.replace("defaultMessage: 'Shopping cart'", "defaultMessage: 'Shopping basket'"),
    );
    const changed = changedBetween(base, message);
    const drawer = storiesOf(base, 'features-cart-cartdrawer--');
    expect(drawer.length).toBeGreaterThan(0);
    for (const id of drawer) expect(changed).toContain(id);
  }, 120_000);

  it('a fixture of the mock API: every story that loads it', () => {
    const fixture = workspace.buildWith('fixture', 'tests/support/fixtures/api.json', (s) =>
      s.replace('"name": "Ceramics"', '"name": "Ceramic"'),
    );
    // The preview serves the mock API to every story.
    expect(changedBetween(base, fixture)).toHaveLength(total);
  }, 120_000);

  it('a fixture image: the stories whose page loaded it, and no other', () => {
    const image = `media/${fixturePicture('category-ceramics-600-')}`;
    const other = `media/${fixturePicture('category-rugs-1200-')}`;
    const changedImage = workspace.buildWith('image', `tests/support/fixtures/${image}`, (s) => `${s}\0`);
    const [before, after] = [base, changedImage].map((build) =>
      fingerprinter({ environment: ENVIRONMENT, graph: readStorybookGraph(build, LOCALES), storybookDir: build, code }),
    );
    const story = target(base, 'story--app-homepage--default--en--desktop');
    expect(after!(story, 'visual', [image, other])).not.toBe(before!(story, 'visual', [image, other]));
    expect(after!(story, 'visual', [other])).toBe(before!(story, 'visual', [other]));
  }, 120_000);

  it('a new browser build or new fonts: every snapshot', () => {
    const graph = readStorybookGraph(base, LOCALES);
    const of = (environment: Environment) => fingerprinter({ environment, graph, storybookDir: base, code });
    const [now, browser, fonts, systemFonts] = [
      of(ENVIRONMENT),
      of({ ...ENVIRONMENT, chromium: '156.0.8078.109' }),
      of({ ...ENVIRONMENT, fontsHash: 'c' }),
      of({ ...ENVIRONMENT, systemFontsHash: 'd' }),
    ];
    for (const t of expandTargets(base, { routes: false })) {
      const print = now(t, 'visual', []);
      expect([browser(t, 'visual', []), fonts(t, 'visual', []), systemFonts(t, 'visual', [])]).not.toContain(print);
    }
  }, 120_000);

  it('a check that reads structure, not pixels: a new major version or new fonts, not a patch release', () => {
    const graph = readStorybookGraph(base, LOCALES);
    const checks = new Map([...code, ['a11y', ['a11y/lib/check.ts']]]);
    const environmentOf = new Map([['a11y', structuralEnvironment]]);
    const of = (environment: Environment) =>
      fingerprinter({ environment, graph, storybookDir: base, code: checks, environmentOf });
    const [now, patch, major, fonts] = [
      of(ENVIRONMENT),
      of({ ...ENVIRONMENT, chromium: '156.0.8078.114' }),
      of({ ...ENVIRONMENT, chromium: '157.0.8100.1' }),
      of({ ...ENVIRONMENT, fontsHash: 'c' }),
    ];
    const story = target(base, 'story--shared-price--regular--ar--desktop');
    expect(patch(story, 'a11y', [])).toBe(now(story, 'a11y', []));
    expect(patch(story, 'visual', [])).not.toBe(now(story, 'visual', []));
    expect(major(story, 'a11y', [])).not.toBe(now(story, 'a11y', []));
    expect(fonts(story, 'a11y', [])).not.toBe(now(story, 'a11y', []));
  }, 120_000);
});
