import type { Motif } from './svg';
import { type Tr, tr } from './types';

/** Where a piece comes from, as the phrases a name ('… from Fès') and a description ('… in Fès') need. */
export interface Origin {
  slug: string;
  from: Tr;
  in: Tr;
}

const origin = (slug: string, from: Tr, inside: Tr): Origin => ({ slug, from, in: inside });

export const ORIGINS: Record<string, Origin> = {
  fes: origin('fes', tr('de Fès', 'from Fès', 'من فاس'), tr('à Fès', 'in Fès', 'في فاس')),
  safi: origin('safi', tr('de Safi', 'from Safi', 'من آسفي'), tr('à Safi', 'in Safi', 'في آسفي')),
  tamegroute: origin(
    'tamegroute',
    tr('de Tamegroute', 'from Tamegroute', 'من تمكروت'),
    tr('à Tamegroute', 'in Tamegroute', 'في تمكروت'),
  ),
  sale: origin('sale', tr('de Salé', 'from Salé', 'من سلا'), tr('à Salé', 'in Salé', 'في سلا')),
  marrakech: origin(
    'marrakech',
    tr('de Marrakech', 'from Marrakech', 'من مراكش'),
    tr('à Marrakech', 'in Marrakech', 'في مراكش'),
  ),
  meknes: origin('meknes', tr('de Meknès', 'from Meknès', 'من مكناس'), tr('à Meknès', 'in Meknès', 'في مكناس')),
  chefchaouen: origin(
    'chefchaouen',
    tr('de Chefchaouen', 'from Chefchaouen', 'من شفشاون'),
    tr('à Chefchaouen', 'in Chefchaouen', 'في شفشاون'),
  ),
  essaouira: origin(
    'essaouira',
    tr('d’Essaouira', 'from Essaouira', 'من الصويرة'),
    tr('à Essaouira', 'in Essaouira', 'في الصويرة'),
  ),
  tetouan: origin('tetouan', tr('de Tétouan', 'from Tétouan', 'من تطوان'), tr('à Tétouan', 'in Tétouan', 'في تطوان')),
  ouarzazate: origin(
    'ouarzazate',
    tr('d’Ouarzazate', 'from Ouarzazate', 'من ورزازات'),
    tr('à Ouarzazate', 'in Ouarzazate', 'في ورزازات'),
  ),
  azilal: origin('azilal', tr('d’Azilal', 'from Azilal', 'من أزيلال'), tr('à Azilal', 'in Azilal', 'في أزيلال')),
  taznakht: origin(
    'taznakht',
    tr('de Taznakht', 'from Taznakht', 'من تازناخت'),
    tr('à Taznakht', 'in Taznakht', 'في تازناخت'),
  ),
  tiznit: origin('tiznit', tr('de Tiznit', 'from Tiznit', 'من تيزنيت'), tr('à Tiznit', 'in Tiznit', 'في تيزنيت')),
  'middle-atlas': origin(
    'middle-atlas',
    tr('du Moyen Atlas', 'from the Middle Atlas', 'من الأطلس المتوسط'),
    tr('dans le Moyen Atlas', 'in the Middle Atlas', 'في الأطلس المتوسط'),
  ),
  'high-atlas': origin(
    'high-atlas',
    tr('du Haut Atlas', 'from the High Atlas', 'من الأطلس الكبير'),
    tr('dans le Haut Atlas', 'in the High Atlas', 'في الأطلس الكبير'),
  ),
};

/**
 * Decoration of a piece. The phrases are invariable in every language (French '… à rayures', Arabic 'بخطوط'), so
 * they compose with any noun without gender agreement. `svg` is the tile motif drawn on its picture.
 */
export interface Decor {
  slug: string;
  label: Tr;
  svg: Motif;
}

export const DECORS: Record<string, Decor> = {
  star: { slug: 'star', label: tr('à motif étoile', 'star-pattern', 'بنقش النجمة'), svg: 'star8' },
  zellige: { slug: 'zellige', label: tr('à motif zellige', 'zellige-pattern', 'بنقش الزليج'), svg: 'khatam' },
  geometric: { slug: 'geometric', label: tr('à motifs géométriques', 'geometric', 'بنقوش هندسية'), svg: 'diamonds' },
  floral: { slug: 'floral', label: tr('à motifs floraux', 'floral', 'بزخارف زهرية'), svg: 'rosette' },
  striped: { slug: 'striped', label: tr('à rayures', 'striped', 'بخطوط'), svg: 'chevron' },
  berber: { slug: 'berber', label: tr('à décor berbère', 'Berber-style', 'بطابع أمازيغي'), svg: 'diamonds' },
  painted: { slug: 'painted', label: tr('à décor peint main', 'hand-painted', 'برسوم يدوية'), svg: 'rosette' },
  arabesque: { slug: 'arabesque', label: tr('à arabesques', 'arabesque', 'بزخارف التوريق'), svg: 'hexstar' },
  dotted: { slug: 'dotted', label: tr('à pois', 'dotted', 'بنقاط'), svg: 'rosette' },
  diamond: { slug: 'diamond', label: tr('à losanges', 'diamond-pattern', 'بنقش المعين'), svg: 'diamonds' },
  chevron: { slug: 'chevron', label: tr('à chevrons', 'chevron', 'بنقش متعرج'), svg: 'chevron' },
};

/** A material as the descriptions use it: 'en laine' / 'wool' / 'من الصوف'. */
export const MATERIAL_PHRASES: Record<string, Tr> = {
  ceramic: tr('en céramique', 'ceramic', 'من الخزف'),
  'terracotta-clay': tr('en argile cuite', 'terracotta', 'من الطين المشوي'),
  wool: tr('en laine', 'wool', 'من الصوف'),
  cotton: tr('en coton', 'cotton', 'من القطن'),
  'cactus-silk': tr('en soie de cactus', 'cactus silk', 'من حرير الصبار'),
  leather: tr('en cuir', 'leather', 'من الجلد'),
  brass: tr('en laiton', 'brass', 'من النحاس الأصفر'),
  copper: tr('en cuivre', 'copper', 'من النحاس الأحمر'),
  silver: tr('en argent', 'silver', 'من الفضة'),
  'thuya-wood': tr('en bois de thuya', 'thuya wood', 'من خشب العرعار'),
};
