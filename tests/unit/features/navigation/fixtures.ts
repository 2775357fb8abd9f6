/** The catalogue's category tree as the server sends it (extra fields included, as on the wire). */
const node = (id: number, slug: string, name: string, children: unknown[] = []) => ({
  id,
  slug,
  name,
  description: '',
  image: null,
  productCount: 3,
  children,
});

export const categoriesWire = {
  en: [
    node(1, 'ceramics', 'Ceramics', [
      node(11, 'handmade-mugs', 'Handmade Mugs'),
      node(12, 'bowls', 'Bowls'),
      node(13, 'plates', 'Plates'),
    ]),
    node(2, 'tagines', 'Tagines'),
    node(3, 'rugs-and-textiles', 'Rugs and textiles'),
  ],
  fr: [
    node(1, 'ceramics', 'Céramique', [
      node(11, 'handmade-mugs', 'Tasses artisanales'),
      node(12, 'bowls', 'Bols'),
      node(13, 'plates', 'Assiettes'),
    ]),
    node(2, 'tagines', 'Tajines'),
    node(3, 'rugs-and-textiles', 'Tapis et textiles'),
  ],
  ar: [
    node(1, 'ceramics', 'خزف', [
      node(11, 'handmade-mugs', 'أكواب يدوية'),
      node(12, 'bowls', 'أوعية'),
      node(13, 'plates', 'أطباق'),
    ]),
    node(2, 'tagines', 'طواجن'),
    node(3, 'rugs-and-textiles', 'زرابي ومنسوجات'),
  ],
};

/** Routes for mockApi: categories per locale (from the query), settings left to their defaults (404). */
export const categoriesRoute = {
  path: /^\/api\/catalogue\/categories\?locale=(fr|en|ar)$/,
  handler: (request: Request) => {
    const locale = new URL(request.url).searchParams.get('locale') as keyof typeof categoriesWire;
    return { body: categoriesWire[locale] };
  },
};

/** Makes `useMediaQuery` see a viewport of the given width (jsdom has no matchMedia of its own). */
export function setViewportWidth(width: number, { reducedMotion = false } = {}) {
  const matches = (query: string) => {
    if (query.includes('prefers-reduced-motion')) return reducedMotion;
    const max = /max-width:\s*(\d+(?:\.\d+)?)px/.exec(query);
    const min = /min-width:\s*(\d+(?:\.\d+)?)px/.exec(query);
    return (!max || width <= Number(max[1])) && (!min || width >= Number(min[1]));
  };
  window.matchMedia = ((query: string) => ({
    matches: matches(query),
    media: query,
    onchange: null,
    addListener: () => {},
    removeListener: () => {},
    addEventListener: () => {},
    removeEventListener: () => {},
    dispatchEvent: () => false,
  })) as unknown as typeof window.matchMedia;
}
