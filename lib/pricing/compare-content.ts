/**
 * What /plans/compare reads from the content: the catalogue plans it can add, labelled in the
 * page's language, and the words for "unlimited" the offer form and a shared link accept.
 */
import { toOffer } from '@/lib/catalogue/entries';
import { getPage } from '@/lib/content';
import { getCatalogue } from '@/lib/content/catalogue';
import { fillSlots, LOCALES, type Locale } from '@/lib/i18n/format';
import type { CatalogueChoice } from './comparison';

/** The catalogue's plans as the comparison's choices, in `locale`. */
export function compareChoices(locale: Locale): CatalogueChoice[] {
  const b = getPage('compare', locale).blocks;
  const cat = getPage('catalogue', locale).blocks;
  return getCatalogue(locale).map((p) => {
    const { id: _id, name: _name, ...offer } = toOffer(p);
    void _id;
    void _name;
    return {
      slug: p.slug,
      label: fillSlots(b.picker.choiceLabel, { operator: cat.operators[p.operator], name: p.name }),
      type: p.type,
      offer,
    };
  });
}

/** A visitor may type "unlimited" in either language, whichever page the form is on. */
export function unlimitedWords(): string[] {
  return LOCALES.flatMap((l) =>
    getPage('compare', l)
      .blocks.form.unlimitedWords.split(/[,،]/)
      .map((w) => w.trim()),
  );
}
