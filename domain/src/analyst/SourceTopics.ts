/**
 * What each source may support. A source is tagged with the topics its page
 * or paper is about; a line that cites it must be about one of them, told by
 * the words a line on that topic uses (SourceTopics.test.ts checks every
 * line written for thousands of generated people). So a
 * dandruff page never backs a line about heat, and a press release about
 * textured hair never backs a line about a child's ringworm.
 *
 * Practitioner consensus backs any everyday-care line (its cadences are
 * tunable defaults), never a medical finding on its own: a red flag also
 * cites the professional source behind it.
 */
import type { SourceKey } from "./Sources.ts"

/** The words by which a line shows it is on a topic (matched without case). */
export const topicWords = {
  washing: /wash|shampoo|cleans|rinse|co-?wash|lather|build-?up|residue/,
  conditioning: /condition|detangl|leave-in|moistur|hydrat|dry|ends|frizz|mask/,
  scalp_flaking: /dandruff|flak|seborrh|antifungal|itch|scalp|oily|greasy|scale/,
  psoriasis: /psoria|plaque|scale|salicylic|coal tar|elbow|nail/,
  hair_loss:
    /loss|losing|thin|patch|bald|shed|falling|clump|widen|\bparting|density|regrow|grow(s|ing)? back|follicle|hairline|crown|temple/,
  scarring:
    /scar|shiny|cicatricial|lichen|lupus|fibrosing|tender|burning|follicle|permanent|hairline|eyebrow/,
  referral:
    /dermatologist|\bgp\b|doctor|trichologist|pharmacist|prescriber|nurse|treatment team|clinic|see (a|your|someone)|book|examin|\b999\b|\b111\b|a&e|samaritans/,
  chemical:
    /relax|perm\b|perms|bleach|colou?r|dye|lighten|keratin|smoothing|straighten|chemical|processed|touch-?up/,
  allergy:
    /dye|ppd|para-phenylenediamine|patch test|allerg|reaction|blister|swell|burn|sting|irritat/,
  heat: /heat|blow|flat iron|straighteners?|curling|hot tool|diffus|dryer|°c|temperature|protectant/,
  tension:
    /tension|tight|braid|weave|extension|ponytail|bun|locs?\b|edges|traction|cornrow|wig|sew-in|retwist|twist|pull(s|ing)? on|pulled|\btie\b|\btied\b|clip-in/,
  headwear: /hijab|headwear|scarf|head ?covering|wrap|cap\b|hat|bonnet|turban|pins?\b/,
  textured:
    /curl|coil|kink|textured|afro|natural hair|wave|wavy|relax|braid|locs?\b|twist|edges|silk press/,
  sun: /sun|spf|uv\b|hat|shade|burn/,
  skin_check: /sore|spot|bleed|heal|skin cancer|skin check|lesion|crust|scab|lump|mole/,
  infection:
    /ringworm|fung|tinea|infect|pus|boil|folliculitis|follicle|pimple|breaking out|bump|spots|contag|broken-off|black dots|share|pets?\b|siblings|lump|glands|cellulitis|abscess/,
  shaving:
    /razor|shav|barber|beard|bump|ingrown|nape|clipper|keloid|direction it grows|short hair|short cut/,
  cancer_treatment:
    /chemo|treatment team|cancer|regrowth|oncolog|radiotherapy|immunotherapy|tamoxifen|inhibitor|endocrine/,
  medicines:
    /medicine|prescri|tablet|drug|tamoxifen|inhibitor|\bpill\b|hrt|isotretinoin|retinoid|thinner|beta blocker|antidepress|thyroid|injection|testosterone|steroid/,
  supplements: /biotin|supplement|vitamin|lab test|blood test|zinc/,
  iron_and_diet:
    /iron|ferritin|diet|vegetarian|vegan|periods?|weight|thyroid|blood test|protein|calorie|eat/,
  hormones:
    /pregnan|postpartum|birth|baby|breastfe|menopaus|hormon|periods|pcos|chin|acne|androgen|irregular/,
  pulling: /pull|twirl|urge|trichotillomania|habit|tug/,
  products:
    /product|ingredient|label|formula|silicone|sulfate|sulphate|oil|butter|protein|bond|glycerin|humectant|gel|cream|mousse|serum|spray|shampoo|conditioner/,
  hard_water: /hard water|chelat|mineral|filter|limescale|swim|chlorine|copper|water/,
  ph: /\bph\b|acid/,
  protein: /protein|keratin|amino|bond|strength|elastic|snap|break|stretch/,
  oils: /oil|coconut|butter|sealant|seal/,
  pollution: /pollution|city|smog|urban/,
  damage:
    /break|snap|split|brittle|damage|fragile|weak|rough|porous|porosity|frayed|gentle|friction|comb|brush|towel/,
  bleaching: /bleach|lighten|highlight|blonde|balayage/,
  kidney: /kidney|glyoxylic|straighten|smoothing/,
  formaldehyde: /formaldehyde|smoothing|keratin|brazilian|straighten|blow-?out/,
  uterine_cancer: /relax|straighten|cancer|chemical/,
  everyday_care: /./,
} as const satisfies Record<string, RegExp>

export type SourceTopic = keyof typeof topicWords

/** Every source's topics; a source missing here does not compile. */
export const sourceTopics = {
  "AAD-S": ["damage", "heat", "tension", "chemical", "washing", "conditioning"],
  "AAD-D": ["scalp_flaking", "washing", "referral"],
  "AAD-T": ["washing", "conditioning", "damage", "heat", "sun", "textured"],
  "AAD-SHED": ["hair_loss", "hormones", "iron_and_diet", "medicines", "referral"],
  "AAD-C": ["scarring", "hair_loss", "chemical", "tension", "textured", "referral"],
  "AAD-PSO": ["psoriasis", "scalp_flaking", "washing", "referral"],
  "AAD-B": ["textured", "washing", "conditioning", "chemical", "tension", "heat", "oils"],
  "AAD-PP": ["hair_loss", "hormones", "products", "conditioning"],
  "AAD-L": ["hair_loss", "referral"],
  "AAD-M": ["medicines", "hair_loss", "referral"],
  "BAD-F": ["hair_loss", "hormones", "referral"],
  "FDA-F": ["formaldehyde", "chemical"],
  "FDA-B": ["supplements"],
  "NHS-DYE": ["hormones", "chemical", "allergy"],
  CHEMO: ["cancer_treatment", "hair_loss", "chemical", "sun", "referral"],
  "MAYO-CHEMO": ["cancer_treatment", "hair_loss", "sun"],
  TRI: ["referral"],
  DC: ["infection", "scarring", "referral"],
  FOL: ["infection", "shaving", "referral"],
  AKN: ["shaving", "infection", "referral"],
  PFB: ["shaving", "infection", "textured"],
  TA: ["tension", "hair_loss", "textured", "headwear"],
  "SD-AFP": ["scalp_flaking", "washing", "referral"],
  PPD: ["allergy", "chemical", "referral"],
  COW: ["washing", "conditioning", "textured"],
  BIO: ["supplements"],
  PH: ["ph", "washing", "products"],
  PROT: ["protein", "chemical", "products", "damage"],
  HW1: ["hard_water", "damage"],
  GLY: ["kidney", "chemical"],
  REL: ["uterine_cancer", "chemical"],
  HOP: ["tension", "textured", "hair_loss"],
  HIJ: ["headwear", "tension", "hair_loss"],
  GLUE: ["allergy", "tension"],
  IRON: ["iron_and_diet", "hair_loss"],
  COS: ["products", "damage", "conditioning", "washing"],
  SC: ["washing", "conditioning", "products"],
  CUT: ["washing", "products"],
  OIL: ["oils", "protein", "damage"],
  BLE: ["bleaching", "chemical", "damage", "protein"],
  BOND: ["bleaching", "chemical", "protein", "products"],
  "HEAT-D": ["heat", "damage"],
  "HEAT-P": ["heat", "products"],
  "HEAT-T": ["heat", "damage"],
  HW2: ["hard_water", "damage"],
  POL: ["pollution"],
  "AAD-SUN": ["sun"],
  "SCF-SCALP": ["sun", "hair_loss", "skin_check"],
  "BAD-TINEA": ["infection", "hair_loss", "referral"],
  "NICE-NG12": ["skin_check", "referral", "iron_and_diet", "hair_loss"],
  "CRUK-SKIN": ["skin_check", "sun", "referral"],
  "BAD-FFA": ["scarring", "hair_loss", "hormones", "referral"],
  "BAD-LPP": ["scarring", "hair_loss", "referral"],
  "BAD-DLE": ["scarring", "sun", "referral"],
  "BAD-AA": ["hair_loss", "referral"],
  "BAD-FD": ["infection", "scarring", "referral"],
  EIA: ["cancer_treatment", "medicines", "hair_loss"],
  "NHS-TRICH": ["pulling", "hair_loss", "referral"],
  "NHS-PCOS": ["hormones", "hair_loss", "referral"],
  "NHS-HYPER": ["hormones", "hair_loss", "referral"],
  "NHS-HYPO": ["hormones", "hair_loss", "referral", "medicines"],
  "PI-GCA": ["referral", "scarring"],
  "NHS-SYPH": ["infection", "hair_loss", "referral"],
  "NHS-LICE": ["infection", "washing", "conditioning", "referral"],
  "NHS-SHINGLES": ["infection", "referral", "allergy"],
  "NHS-LUPUS": ["hair_loss", "referral", "sun", "scarring"],
  "NHS-PSA": ["psoriasis", "referral"],
  "VA-MTX": ["referral", "medicines"],
  "NHS-ICP": ["referral", "scalp_flaking"],
  "MHRA-VALP": ["referral", "medicines"],
  "NHS-EH": ["referral", "infection"],
  "NICE-HI": ["referral"],
  "NHS-STROKE": ["referral"],
  "NHS-HF": ["referral", "medicines"],
  "NHS-SCABIES": ["referral", "infection", "scalp_flaking"],
  "NHS-SUICIDE": ["referral"],
  "NHS-DIAB": ["referral", "infection"],
  "NHS-MEN": ["referral"],
  "BAD-PV": ["referral", "allergy", "scalp_flaking"],
  "NHS-LYME": ["referral", "infection"],
  "NHS-SCURVY": ["referral", "iron_and_diet", "hair_loss"],
  "BAD-MORPH": ["referral", "scarring", "hair_loss"],
  "NHS-COELIAC": ["referral", "iron_and_diet", "hair_loss"],
  "NHS-LYMPH": ["referral"],
  "BAD-DM": ["referral", "scalp_flaking"],
  "NHS-ED": ["referral", "iron_and_diet", "hair_loss"],
  "ES-HIRS": ["referral", "hormones", "hair_loss"],
  "NHS-HEADACHE": ["referral"],
  "NHS-VITA": ["referral", "supplements", "hair_loss"],
  "NIH-SE": ["referral", "supplements", "hair_loss"],
  "NHS-B12": ["iron_and_diet", "hair_loss", "referral", "supplements"],
  "NHS-IDA": ["iron_and_diet", "hair_loss", "referral"],
  CP: ["everyday_care"],
} as const satisfies Record<SourceKey, ReadonlyArray<SourceTopic>>

/** Whether a line is on one of the source's topics. */
export const lineIsOnTopicOf = (source: SourceKey, line: string): boolean => {
  const lower = line.toLowerCase()
  return sourceTopics[source].some((topic) => topicWords[topic].test(lower))
}
