// Reads the free-text allergies box into the catalogue's allergens. Matching is by keyword and errs towards
// excluding: "lactose intolerance" removes all dairy, "wheat" removes all gluten. Words we cannot match are
// reported back so the user knows to check those foods themselves.
import type { Allergen } from './ingredient-catalogue';

const ALLERGEN_PATTERNS: Record<Allergen, RegExp> = {
  // "nut" as a word (so not peanut, coconut or nutmeg) or a named tree nut.
  'tree-nuts':
    /\btree[ -]?nuts?\b|\bnuts?\b|almond|cashew|walnut|pecan|hazelnut|pistachio|macadamia|brazil nut|pine nut/gi,
  peanuts: /peanuts?(?: butter)?|groundnuts?|arachis/gi,
  dairy: /dairy|\bmilk|lactose|casein|whey|cheese|yogh?urt|butter(?!nut)|\bcream/gi,
  gluten: /gluten|wheat|coeliac|celiac|barley|\brye\b|spelt|\boats?\b/gi,
  eggs: /\beggs?\b|albumin/gi,
  soy: /\bsoy|\bsoya|tofu|tempeh|edamame/gi,
  fish: /\bfish\b|salmon|\btuna|\bcod\b|sardine|anchov|mackerel|trout|haddock/gi,
  shellfish: /shellfish|shrimp|prawn|crab|lobster|mussel|oyster|clam|scallop|crustacean|mollus|squid|octopus/gi,
  sesame: /sesame|tahini/gi,
};

const MATCH_ORDER: readonly Allergen[] = [
  'peanuts',
  'tree-nuts',
  'sesame',
  'soy',
  'shellfish',
  'fish',
  'eggs',
  'gluten',
  'dairy',
];

// Words that carry no food: "allergic to", "intolerant", "and", "no", "free"...
const FILLER =
  /\b(?:allerg(?:y|ies|ic)|intoleran(?:t|ce|ces)|sensitiv(?:e|ity|ities)|disease|free|products?|all|any|kinds?|of|to|and|or|with|no|not|i|am|i'm|have|a|an|the|severe|mild|avoid|can't|cannot|eat|foods?|also|but|very|some|etc|please|only|trace|traces|anything|containing|contains|except)\b/gi;

export interface Allergies {
  note: string;
  allergens: ReadonlySet<Allergen>;
  /** Words left over after matching, for a "check these yourself" note. */
  unmatched: readonly string[];
}

export function readAllergies(note: string): Allergies {
  const allergens = new Set<Allergen>();
  let rest = note;
  // Peanuts first, so "peanut butter" is not read as dairy.
  for (const allergen of MATCH_ORDER) {
    const pattern = ALLERGEN_PATTERNS[allergen];
    const remaining = rest.replace(pattern, ' ');
    if (remaining !== rest) allergens.add(allergen);
    rest = remaining;
  }
  const unmatched = rest
    .replace(FILLER, ' ')
    .split(/[^\p{L}'-]+/u)
    .map((word) => word.replace(/^['-]+|['-]+$/g, ''))
    .filter((word) => word.length >= 3);
  return { note, allergens, unmatched: [...new Set(unmatched.map((word) => word.toLowerCase()))] };
}

export const ALLERGEN_WORDS: Record<Allergen, string> = {
  'tree-nuts': 'tree nuts',
  peanuts: 'peanuts',
  dairy: 'dairy (milk, cheese, yoghurt, butter, whey)',
  gluten: 'gluten (wheat, barley, rye and oats that are not certified gluten-free)',
  eggs: 'eggs',
  soy: 'soy',
  fish: 'fish',
  shellfish: 'shellfish',
  sesame: 'sesame',
};
