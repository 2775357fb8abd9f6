import { type Decor, MATERIAL_PHRASES, type Origin } from './places';
import { type Family, type Tr, tr } from './types';

export type { Family } from './types';

interface FamilyText {
  /** First sentence: what the piece is and where it was made. */
  made(material: Tr, place: Tr): Tr;
  care: Tr;
}

const FAMILIES: Record<Family, FamilyText> = {
  ceramic: {
    made: (m, p) =>
      tr(
        `Pièce ${m.fr} façonnée et émaillée à la main ${p.fr}.`,
        `A ${m.en} piece, shaped and glazed by hand ${p.en}.`,
        `قطعة ${m.ar} مشكّلة ومزجّجة يدويًا ${p.ar}.`,
      ),
    care: tr(
      'Lavage à la main conseillé. Ne convient pas au four à micro-ondes.',
      'Hand washing recommended. Not suitable for the microwave.',
      'يُنصح بالغسل اليدوي. لا تصلح للاستعمال في فرن الميكروويف.',
    ),
  },
  textile: {
    made: (m, p) =>
      tr(
        `Ouvrage ${m.fr} tissé à la main ${p.fr}, sur un métier traditionnel.`,
        `A ${m.en} piece, hand-woven ${p.en} on a traditional loom.`,
        `قطعة ${m.ar} منسوجة يدويًا ${p.ar} على منسج تقليدي.`,
      ),
    care: tr(
      'Aspirer régulièrement ; un nettoyage professionnel est recommandé.',
      'Vacuum regularly; professional cleaning is recommended.',
      'تُنظَّف بالمكنسة الكهربائية بانتظام، ويُنصح بتنظيفها لدى مختص.',
    ),
  },
  leather: {
    made: (m, p) =>
      tr(
        `Ouvrage ${m.fr} cousu à la main ${p.fr}, tanné de façon végétale.`,
        `A ${m.en} piece, stitched by hand ${p.en} and vegetable-tanned.`,
        `قطعة ${m.ar} مخيطة يدويًا ${p.ar} ومدبوغة بطريقة نباتية.`,
      ),
    care: tr(
      'Nourrir le cuir avec une crème incolore et le tenir à l’écart de l’eau.',
      'Feed the leather with a colourless cream and keep it away from water.',
      'يُغذّى الجلد بكريم عديم اللون ويُبعد عن الماء.',
    ),
  },
  metal: {
    made: (m, p) =>
      tr(
        `Ouvrage ${m.fr} ciselé et ajouré à la main ${p.fr}.`,
        `A ${m.en} piece, chased and pierced by hand ${p.en}.`,
        `قطعة ${m.ar} منقوشة ومخرّمة يدويًا ${p.ar}.`,
      ),
    care: tr(
      'À utiliser avec une bougie ou une ampoule LED ; essuyer avec un chiffon sec.',
      'Use with a candle or an LED bulb; wipe with a dry cloth.',
      'تُستعمل مع شمعة أو مصباح LED، وتُمسح بقطعة قماش جافة.',
    ),
  },
  jewellery: {
    made: (m, p) =>
      tr(
        `Bijou ${m.fr} façonné à la main ${p.fr} par un orfèvre.`,
        `A ${m.en} piece, made by hand ${p.en} by a silversmith.`,
        `حلية ${m.ar} مصنوعة يدويًا ${p.ar} على يد صائغ.`,
      ),
    care: tr(
      'Ranger à l’abri de l’humidité et polir avec un chiffon doux.',
      'Store away from moisture and polish with a soft cloth.',
      'تُحفظ بعيدًا عن الرطوبة وتُلمَّع بقطعة قماش ناعمة.',
    ),
  },
};

export const UNIQUE_PIECE = tr(
  'Chaque pièce est unique : de légères variations font le charme du fait main.',
  'Every piece is unique: slight variations are part of the charm of handmade work.',
  'كل قطعة فريدة من نوعها، والاختلافات الطفيفة جزء من سحر العمل اليدوي.',
);

function decorSentence(decor: Decor): Tr {
  return tr(
    `Son décor ${decor.label.fr} s’inspire des zelliges des médersas anciennes.`,
    `Its ${decor.label.en} decoration draws on the zellige of the old medersas.`,
    `زُيّنت ${decor.label.ar} استلهامًا من زليج المدارس العتيقة.`,
  );
}

const capitalise = (s: string) => s.charAt(0).toLocaleUpperCase('fr') + s.slice(1);

/** Product name composed from translated parts: 'Mug en céramique à motif étoile de Fès, bleu Majorelle'. */
export function productName(noun: Tr, decor: Decor, origin: Origin, colour?: Tr): Tr {
  const fr = `${capitalise(noun.fr)} ${decor.label.fr} ${origin.from.fr}`;
  const en = `${capitalise(`${decor.label.en} ${noun.en}`)} ${origin.from.en}`;
  const ar = `${noun.ar} ${decor.label.ar} ${origin.from.ar}`;
  if (!colour) return tr(fr, en, ar);
  return tr(`${fr}, ${colour.fr}`, `${en}, ${colour.en}`, `${ar}، بلون ${colour.ar}`);
}

export function productTexts(family: Family, material: string, decor: Decor, origin: Origin): { short: Tr; long: Tr } {
  const m = MATERIAL_PHRASES[material];
  if (!m) throw new Error(`no phrase for material ${material}`);
  const made = FAMILIES[family].made(m, origin.in);
  const decorText = decorSentence(decor);
  const care = FAMILIES[family].care;
  const join = (parts: Tr[], sep: string): Tr =>
    tr(parts.map((p) => p.fr).join(sep), parts.map((p) => p.en).join(sep), parts.map((p) => p.ar).join(sep));
  return {
    short: join([made, UNIQUE_PIECE], ' '),
    // Paragraphs are separated by a blank line; the client renders them as <p>.
    long: join([join([made, decorText], ' '), UNIQUE_PIECE, care], '\n\n'),
  };
}

/** Alt text of a detail picture. */
export function detailAlt(name: Tr): Tr {
  return tr(`Détail du décor : ${name.fr}`, `Detail of the decoration: ${name.en}`, `تفاصيل الزخرفة: ${name.ar}`);
}

export function colourAlt(name: Tr, colour: Tr): Tr {
  return tr(`${name.fr}, ${colour.fr}`, `${name.en}, ${colour.en}`, `${name.ar}، بلون ${colour.ar}`);
}
