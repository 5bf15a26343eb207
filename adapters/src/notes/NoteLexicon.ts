/**
 * The words for each kind of statement (NoteStatement.ts), in the phrase
 * language of Phrases.ts. Words are matched as typed and in the model's
 * normal form, which folds British spellings into American ones, so
 * "colour", "anaemia" and "mum" are found as "color", "anemia" and "mom".
 * Common misspellings are listed beside the words they miss.
 *
 * Where the words of two kinds overlap, `outranks` says which reading wins
 * ("scaly patch with broken hairs" is not also a plaque; "hay fever" is not
 * a fever: `nothing` only outranks).
 */

import type { ReactedTo } from "@strand/domain/notes/NoteStatement"
import { boxNames } from "./BoxNames.ts"
import type { LexiconEntry } from "./LexiconEntry.ts"
import { medicineNames } from "./MedicineNames.ts"
import { wordSet } from "./NoteWords.ts"

/** Words that name a product or a chemical service, to which a reaction can be. */
export const productWords: ReadonlySet<string> = wordSet(
  "dye dyed dyes dyeing bleach bleached relaxer relaxers relaxed perm permed color colored keratin " +
    "henna toner highlights product products shampoo conditioner treatment serum oil cream lotion spray " +
    "gel mask minoxidil mousse salon hairdresser hairdressers stylist box kit glue",
)

/** The product a "not giving it up" keeps, by the words its sentence names it with. */
export const keptProductWords: ReadonlyArray<readonly [string, ReadonlySet<string>]> = [
  ["leave_ins", wordSet("leave-in leavein leave-ins leaveins")],
  [
    "oils_butters",
    wordSet(
      "oil oils grease butter butters shea jbco castor coconut olive argan magic parachute vaseline",
    ),
  ],
  ["creams_pomades", wordSet("pomade pomades murrays murray's wax cream creams lotion")],
  ["gels_mousses", wordSet("gel gels mousse mousses edge control")],
  ["hair_spray", wordSet("spray hairspray")],
  // Asked about, not kept as a styling product: "can I keep using Head & Shoulders?"
  ["shampoo", wordSet("shampoo shampoos shoulders nizoral selsun tgel t/gel")],
]

const thin = "thin|thinner|thinnest|thinning|thinned|thining|thinnig|thinnning|thinnin"
const falling = "fall|falls|falling|fell|fallen|faling|fallin|coming|come|comes|came"
const brows = "eyebrow*|brow|brows|eyelash*|lash|lashes"
const browLoss = `${thin}|${falling}|losing|lost|gone|missing|sparse|disappear*|bald|patch*|patchy|none|shedding`
const sore =
  "spot|spots|sore|sores|scab|scabs|lump|lumps|bump|bumps|wound|lesion|growth|ulcer|bruise|bruises"
const notHealing = [
  "bleed*|bled",
  "not|never ~ heal*|healed",
  "keep*|kept ~ coming|come back",
  "keep*|kept ~ reopening|opening|growing|bleeding",
]
/** Signs that count only close to the sore ("a lump that keeps growing"), not anywhere in the clause. */
const changing = [
  "grow|grows|growing|grown|changing|changed|doubled|doubling",
  "getting|got|gotten bigger",
  "crust*",
]
const moles = "mole|moles|freckle|birthmark"
const moleChanges =
  "bigger|larger|darker|grown|growing|grows|changed|changing|doubled|doubling|bled|bleed*|crust*|irregular|shape|colour|color|edge|edges|raised"
const tender =
  "tender|tenderness|sore|soreness|burns|burning|pain|painful|hurt*|ache*|aching|sting*"
const relatives =
  "mom|mum|mam|dad|mother|father|husband|wife|partner|brother|sister|son|daughter|baby|nan|nana|gran|granny|grandma|grandad|grandpa|grandmother|grandfather|friend"
const periods = "period|periods|flow"
const chemistry = "dye*|dyed|bleach*|relax*|color*|colour*|perm|permed|lighten*|highlight*"

/** Words for the skin reacting, which tie a product in the same clause to the reaction. */
const reacts =
  "itch|itches|itching|itchy|itched|burn|burns|burning|burnt|burned|sting|stings|stinging|stung|rash|rashes|red|redness|sore|react|reacts|reacted|reacting|reaction|allergic|allergy|irritat*|inflamed|flare|flares|hives|weeping"

/** What the skin reacts to, by its everyday words: "lace glue", "box dye", "SPF". */
const reactionProducts: ReadonlyArray<readonly [ReactedTo, string]> = [
  ["glue", "glue|glues|adhesive|adhesives|bond|tape|got2b"],
  ["dye", "dye|dyes|dyed|dyeing|henna|ppd|toner|colour|color|colouring|coloring"],
  ["relaxer", "relaxer|relaxers|relax|relaxed|perm|texturiser|texturizer"],
  ["bleach", "bleach|bleached|bleaching|lightener|highlights"],
  ["sunscreen", "sunscreen|sunscreens|spf|sunblock|suncream"],
  ["dry_shampoo", "dry shampoo"],
  // Colognes (kolonya, eau de cologne) and aftershaves are scent in alcohol.
  ["fragrance", "fragrance|fragranced|perfume|perfumed|scented|cologne|kolonya|aftershave"],
  ["fragrance", "eau de cologne|body spray|body mist"],
  ["coconut", "coconut|cocos|coco"],
  ["nuts", "nut|nuts|almond|almonds|argan|macadamia|shea|hazelnut|walnut|brazil"],
  ["tea_tree", "tea tree"],
  ["tea_tree", "teatree|melaleuca"],
]

/** Which product of those the skin reacts to these words name: "coconut oil" is coconut. */
export const reactedToIn = (words: string): ReactedTo | undefined =>
  reactionProducts.find(([, names]) => new RegExp(`\\b(${names})\\b`, "i").test(words))?.[0]

/** Everyday products a reaction can follow, when the note does not say what is in them. */
const anyProduct =
  "shampoo|shampoos|conditioner|serum|oil|oils|cream|lotion|spray|gel|mask|mousse|product|products|treatment|tonic|leave-in|wash"
/** Putting a product on: "when i put the kolonya", "every time i use the new shampoo". */
const applying =
  "use|uses|used|using|put|puts|putting|apply|applied|applying|spray|sprayed|spraying|rub|rubbed|rubbing|try|tried|trying"

/**
 * A reaction to a product the lexicon has no name for, tied to its use: "stings when I put the
 * kolonya", "my scalp burns since i switched to the new shampoo". A named one wins in its clause.
 */
const reactionToAProduct: LexiconEntry = {
  kind: "product_reaction",
  phrases: [
    `${reacts} ~ when|whenever|after|every|each ~ ${applying} ~ ${anyProduct}`,
    `since|after ~ switching|switched|starting|started|changing|changed|using|trying|tried ~ ${anyProduct} ... ${reacts}`,
  ],
}

/** A product and a reaction in one clause, either way round: "itches every time I use lace glue". */
const reactionEntries: ReadonlyArray<LexiconEntry> = reactionProducts.flatMap(([value, words]) => [
  {
    kind: "product_reaction",
    value,
    phrases: [`${words} ... ${reacts}`, `${reacts} ... ${words}`],
  },
  // "can't use anything with coconut in": kept away from, whatever it once did.
  {
    kind: "avoids_product",
    value,
    phrases: [
      `can't|cant|cannot|can not ~ use|have|tolerate|stand ~ ${words}`,
      `allergic|allergy|intolerant ~ to ~ ${words}`,
      `nothing|no|without ~ with ~ ${words}`,
      ...(value === "fragrance"
        ? [`nothing|no|without ~ ${words}`, "fragrance free|fragrance-free|unscented|unfragranced"]
        : []),
    ],
    outranks: ["product_reaction"],
  },
])

export const noteLexicon: ReadonlyArray<LexiconEntry> = [
  ...boxNames,
  // "my eyebrows have gone wild, long and curly": brows that grow more with age, not lost.
  {
    kind: "nothing",
    phrases: [
      "eyebrows|eyebrow|brows ~ gone|going|grown|growing|got ~ wild|long|longer|bushy|bushier|thick|thicker|curly|mad",
    ],
    outranks: ["brow_lash_loss"],
  },
  // "itches and burns in the evenings, like after sunburn": a likeness, not the sun.
  {
    kind: "nothing",
    phrases: ["like|as ~ after|if|though|with? ~ a? ~ sunburn|sunburnt|sunburned"],
    outranks: ["sun_exposure"],
  },
  // "my daughter works shifts at the hospital": a workplace, not an illness.
  {
    kind: "nothing",
    phrases: ["works|working|work|job|shifts ~ ... at|in ~ the|a ~ hospital|hospice|clinic|ward"],
    outranks: ["illness"],
  },
  // "should I cut the ends myself": trimming hair, not cutting oneself.
  {
    kind: "nothing",
    phrases: [
      "cut|cutting|trim|trimming|snip ~ the|her|his|my|their ~ ends|fringe|hair|bangs|tips|splits ~ myself|herself|himself",
    ],
    outranks: ["dark_thoughts"],
  },
  // "coloured rubber bands", "colourful beads": a colour of a thing, not of the hair.
  {
    kind: "nothing",
    phrases: [
      "coloured|colored|colourful|colorful ~ rubber|elastic|bands|bobbles|beads|clips|ties|thread|wool|extensions|braiding",
    ],
    outranks: ["chemical_service"],
  },
  // "laughs at things that aren't funny": a joke not found funny, not something unseen.
  {
    kind: "nothing",
    phrases: [
      "things|stuff ~ that ~ are|is ~ not ~ funny|fair|right|true|important|normal|appropriate",
    ],
    outranks: ["sees_things"],
  },
  // --- Signs
  {
    kind: "urgent_reaction",
    phrases: [
      // After a product: "my throat feels tight", "my face blew up".
      "throat|chest ~ ... tight|tighter|tightening|closing",
      "face|lips|eyes|eyelids|head|scalp|ears|tongue ~ blew|blown|ballooned|balloon ~ up",
      "swelling|swollen|swelled|puffiness after|from|since",
      "blister*",
      "ooze|oozes|oozed|oozing|oozy",
      "weep|weeps|weeping|weepy",
      "open sore|sores|wound|wounds",
      "swell*|swollen|puff*|puffed ~ ear|ears|scalp|head",
      "ear|ears|scalp|head ~ swell*|swollen|puff*|puffed",
      "red raw",
      "hives",
      "allergic reaction",
      // Breathless after a product is a reaction; breathless on the stairs is its own sign.
      "short of breath",
    ],
    needsProduct: true,
    outranks: ["scalp_bumps", "neck_lump"],
  },
  {
    kind: "urgent_reaction",
    phrases: [
      "swell|swells|swelled|swelling|swollen ~ face|eyes|eye|eyelid*|lids|lips|lip|throat|tongue",
      "face|eyes|eye|eyelid*|lids|lips|lip|throat|tongue|forehead ~ swell|swells|swelled|swelling|swollen|puffed|puffy|puffing",
      "eyes|eye ~ nearly|almost|half? ~ shut|closed",
      "swollen shut",
      "can|cannot|could not|barely|hardly open ~ eyes|eye",
      "can|cannot|could not breathe|breath",
      "trouble|difficulty|struggling|struggled breathing",
      "hard|struggling|struggled|trouble to breathe",
      "chemical burn*",
      "reaction to ~ dye|bleach|relaxer|product|products|color|perm|henna|treatment",
    ],
    outranks: ["scalp_bumps", "painful_lumps", "neck_lump", "puffy_swelling"],
    absorbs: ["neck_lump"],
  },
  {
    // A red area on the scalp that grows is a painful lump's or a sore's (painful_lumps), not cellulitis of the face or a limb.
    kind: "nothing",
    phrases: [
      "red|redness ~ patch|area|bit|skin|mark|swelling ~ on|of ~ my|the|his|her? ~ scalp|head",
    ],
    outranks: ["spreading_redness"],
  },
  {
    // Skin that is red and hot and spreading, across the face or a limb: cellulitis's sign.
    kind: "spreading_redness",
    phrases: [
      // A bite or scratch gone hot and red and creeping outwards.
      "creeping|creeps|spreading|tracking|moving ~ up|out|along",
      "red ~ and ~ getting ~ bigger|wider",
      "shiny ~ tight|and ~ and? ~ red",
      // "the redness is spreading", "a red streak going up my arm".
      "spreading ~ redness|infection",
      "redness|infection|cellulitis ~ is|has|keeps|getting? ~ spreading|spread|spreads|creeping|crept|growing|moving|tracking",
      "red ~ streak|streaks|line|lines ~ going|running|spreading|up|tracking|creeping",
      "red ~ patch|area|bit|skin|mark|swelling ~ ... getting|got|gotten|grown|grew ~ bigger|wider",
      "red ~ patch|area|bit|skin|mark|swelling ~ is|has|keeps? ~ growing|spreading|spread|creeping",
      "red|hot|swollen ~ skin ... spreading|spread|growing",
      "spreading|spread|creeping ~ from|up|around|round ~ the|my|his|her ~ bite|cut|scratch|wound|graze|sting|spot|arm|leg|face",
      "redness ~ is|has|keeps? ~ creeping|spreading ~ up|down|across|over",
      // Red or hot skin, not dandruff or dryness, that spreads: "the dryness spread to my brows" is not it.
      "red|redness|hot|swollen|swelling ... spread|spreading|spreads ~ over|down|across|onto|to ... face|cheek|cheeks|eye|eyes|eyebrow|eyebrows|eyelid|forehead|neck|ear|arm|leg|hand|foot",
      "gone|went|spread|spreading|grown ~ past|beyond|outside ~ the? ~ line|pen|mark|outline",
      "hot ~ and? ~ tight|shiny",
      "red|redness|rash|patch ~ ... spreading|spreads|spread ~ fast|quickly|bigger|out",
      "cellulitis|erysipelas",
    ],
    outranks: ["painful_lumps", "urgent_reaction", "body_complaint"],
  },
  {
    kind: "painful_lumps",
    phrases: [
      "painful|sore|tender|hurt*|throbbing lump|lumps|lumpy|bump|bumps|bumpy|spot|spots|pimple*|boil*|cyst*|swelling|swellings",
      "lump|lumps|lumpy|bump|bumps|bumpy|pimple*|cyst*|boil* ... painful|hurt*|sore|tender|throb*|pus",
      "pus",
      "abscess*|absess*",
      "boil|boils",
      "boggy",
      "squishy|spongy|squidgy|mushy ~ lump|lumps|swelling|patch|bump",
      "spreading redness",
      "painful|tender|hot ~ swollen|swelling",
      "swollen|swelling ~ painful|tender",
      "hot to|the touch",
      "redness ~ spreading|spread",
      "cellulitis",
      "infected ~ spot|spots|lump|lumps|bump|bumps|follicle|follicles|scalp|hair|piercing|cut|wound|cyst",
    ],
    outranks: ["scalp_bumps"],
    absorbs: ["urgent_reaction", "scalp_bumps"],
  },
  {
    // "scalp is burning up after the bleach": a burn, not a temperature.
    kind: "nothing",
    phrases: ["scalp|head|skin|ears|face|eyes ~ ... burning up"],
    outranks: ["fever"],
  },
  {
    kind: "fever",
    phrases: [
      // "she's burning up", "baby is really hot".
      "burning up",
      "he|she|baby|toddler|son|daughter|child|kid|skin|forehead|i ~ is|feels|felt|was|gone|am ~ really|very|so|red|boiling|burning|roasting? ~ hot",
      "spiking|spike|spikes ~ temperatures|temp|temps|temperature|fevers",
      "temps|temperatures",
      "fever|fevers|feverish|fevery|pyrexia",
      "running ~ temperature|temp|fever",
      "high|raging|running temperature|temp|temprature|tempreture|temperture",
      "a temperature|temprature|tempreture|temperture",
      "had|have|got|with a temp",
      "temperature|temp|temprature|tempreture|temperture of|over",
      // "temp was 38.4 last night"
      "temperature|temp ~ was|is|went|hit|reached ~ up? ~ 38|39|40|41|38.1|38.2|38.3|38.4|38.5|38.6|38.7|38.8|38.9|39.5",
      // "temperature back since last night (38.9)": a fever that returned.
      "temperature|temp ~ back|again|returned ... 38|39|40|41|37.8|37.9|38.1|38.2|38.3|38.4|38.5|38.6|38.7|38.8|38.9|39.5",
      "temperature|temp ~ back ~ since|again",
      "temperature|temp|temprature ~ 37.8|37.9|38|38.1|38.2|38.3|38.4|38.5|38.6|38.7|38.8|38.9|39|39.5|40|41",
      // Every reading of a fever, to a tenth: "temp 39.1".
      "temperature|temp|temprature|thermometer ~ 37.5|37.6|37.7|37.8|37.9|38.0|38.1|38.2|38.3|38.4|38.5|38.6|38.7|38.8|38.9|39.0|39.1|39.2|39.3|39.4|39.5|39.6|39.7|39.8|39.9|40.0|40.1|40.2|40.3|40.4|40.5|40.6|40.7|40.8|40.9|41.0|41.1|41.2|41.3|41.4|41.5|41.6|41.7|41.8|41.9|38|39|40|41",
      // "the thermometer said 38.7", "the shivers", "boiling hot then shivering".
      "thermometer",
      "shivers|shivering|shivery|rigors|chills",
      "hot ~ then|and ~ cold|shivering|freezing",
      // "feel hot and achy, 37.9 this morning": a fever told by how it feels and its reading.
      "hot ~ and ~ achy|aching|shivery|shaky|clammy",
      // "shes been a bit hot today", "38.3 under her arm".
      "he|she|baby|toddler|son|daughter|child|kid|i has|have been a? bit|little|really|very|so|quite|proper? hot|feverish|burning",
      "37.8|37.9|38.0|38.1|38.2|38.3|38.4|38.5|38.6|38.7|38.8|38.9|39.0|39.1|39.2|39.3|39.4|39.5|39.6|39.7|39.8|39.9|40.0|40.5|41.0 ~ under|in ~ her|his|the|my|their? ~ arm|armpit|ear|mouth|tongue",
      "hot|achy|aching|shivery|feverish|poorly|unwell ~ 37.8|37.9|38.0|38.1|38.2|38.3|38.4|38.5|38.6|38.7|38.8|38.9|39.0|39.1|39.2|39.3|39.4|39.5|39.6|39.7|39.8|39.9|40.0|40.5|41.0",
    ],
    outranks: ["sport", "always_hot", "always_cold"],
  },
  {
    kind: "nothing",
    // A smell of the body is not the scalp's: "BO under her arms", "smelly feet".
    phrases: [
      "smell|smells|smelly|odour|odor|bo|whiff ... arms|armpits|armpit|underarm|underarms|feet|breath|mouth",
      "armpits|armpit|underarm|underarms|feet|breath ... smell|smells|smelly|odour|odor",
    ],
    outranks: ["smell"],
  },
  {
    kind: "nothing",
    // "scratched a couple in my sleep and there was blood on the pillow", "nicked it shaving
    // and it bled": blood whose cause is told, the skin broken by a nail or a blade.
    phrases: [
      "scratch|scratched|scratching|scratches|picked|picking|pick|nicked|nick|nicks|cut|shaving|shaved|razor|clippers ... blood|bled|bleed|bleeding|bleeds",
      "blood|bled|bleed|bleeding|bleeds ... where|from|after|when ~ i|he|she|you? ~ scratch|scratched|scratching|picked|picking|nicked|cut|shaving|shaved",
    ],
    outranks: ["unexpected_bleeding"],
  },
  {
    kind: "nothing",
    // "there was a blood test": blood that is a test or a reading, not blood seen.
    phrases: [
      "blood ~ test|tests|pressure|sugar|sugars|count|results|work|donor|donation|type|group",
    ],
    outranks: ["unexpected_bleeding"],
  },
  {
    kind: "nothing",
    // "selenium for thyroid support": a supplement's label, not a thyroid condition.
    phrases: ["thyroid ~ support|supplement|supplements|booster|boost"],
    outranks: ["thyroid"],
  },
  {
    kind: "nothing",
    phrases: ["hay|cabin|spring|football fever"],
    outranks: ["fever", "feels_stiff"],
  },
  {
    kind: "nothing",
    phrases: [
      "fungal|fungus ~ nail|nails|toe|toenail|toenails|foot|feet|groin|thrush",
      "athlete's|athletes foot",
    ],
    outranks: ["scaly_patch_broken_hairs"],
  },
  {
    kind: "nothing",
    phrases: [
      "eyebrow*|brows|brow|eyelash*|lashes|beard ~ gone|going|turned|turning|gotten ~ grey|gray|white|silver|blonde|lighter|darker",
    ],
    outranks: ["brow_lash_loss", "beard_loss"],
  },
  {
    // "got burnt on my bald bit at the cricket": the bald place a man has, named as where
    // something else happened, not a patch told.
    kind: "nothing",
    phrases: ["on|onto|across|over ~ my|his|the ~ bald ~ bit|spot|head|crown|patch"],
    outranks: ["bald_patches"],
  },
  {
    kind: "bald_patches",
    phrases: [
      "bald|baldy|round|circular|smooth|coin|coin-sized|hairless ~ patch*|spot|spots|circle*|area|areas|bit|bits|gap|gaps",
      "round|circular|smooth|coin|coin-sized|oval ~ bald",
      "patch|patches|spot|spots|area|circle ... bald",
      "gap|gaps|hole|holes in ~ hair",
      "patches of ~ hair loss",
      "patch*|spot|spots|circle*|area|areas ~ of|with|without ~ hair|hairs ~ missing|gone|left",
      "patch*|spot|spots|circle|areas ~ with|of no hair",
      "patch*|spot|spots|circle* ~ where ~ no hair",
      "patch of hair missing",
      "hair missing in ~ circle|patch|patches",
      "patchy",
      "alopecia|alopicia|allopecia|alopesia|alopeica|alopcia|alopica|aleopecia|alepecia",
    ],
    outranks: ["thinning_on_top", "scalp_bumps", "shedding"],
  },
  {
    kind: "scaly_plaques",
    phrases: [
      "psoriasis|psoraisis|psoriaisis|psoraises|psorasis|sorisis|soriasis|psoriatic|psorisis",
      "plaque|plaques",
      "thick ~ scale|scales|scaling|scaly|plaque|plaques",
      "silver*|silvery ~ scale*|flake*|patch*",
      "scaly|scally|scaley",
    ],
  },
  {
    kind: "scaly_patch_broken_hairs",
    phrases: [
      "ringworm|ringworn|tinea|tinia|kerion",
      "ring worm",
      "fungal|fungus ~ infection|scalp|patch",
      // "a patch of short broken frizzy bits" is breakage; broken hairs in a patch are the sign.
      "patch|patches ... broken|broken-off ~ hair|hairs|off|stumps",
      "patch|patches ... snapped|stubble|stubbly|stumps",
      "patch|patches ... black dot|dots",
      "scaly|scally|flaky|dry|grey|gray|red|itchy ~ patch|patches ... broken|broken-off|snapped|stubble|stubbly|stumps",
      "scaly|scally|flaky|dry|grey|gray|red|itchy ~ patch|patches ... black dot|dots",
      "broken ~ hair|hairs ... patch|patches",
      "black dot|dots",
    ],
    outranks: ["scaly_plaques", "bald_patches", "breakage", "flaking", "itching", "pet_contact"],
    absorbs: ["scaly_plaques", "bald_patches", "breakage", "flaking"],
  },
  {
    // A mole that grows, changes shape or colour, itches or bleeds: a melanoma to rule out.
    kind: "non_healing_sore",
    value: "mole",
    phrases: [`${moles} ... ${moleChanges}`, `${moleChanges} ~ ${moles}`, `new ${moles}`],
    outranks: ["scalp_bumps", "painful_lumps", "urgent_reaction", "itching"],
    absorbs: ["scalp_bumps", "itching"],
  },
  {
    kind: "non_healing_sore",
    phrases: [
      ...notHealing.map((sign) => `${sore} ... ${sign}`),
      ...changing.map((sign) => `${sore} ~ ${sign}`),
      `bleeding|bleedy|crusty|crusted ${sore}`,
      `${sore} ... not|never ~ heal*|healed`,
      "won't|wont heal",
      // "it goes down a bit then comes back in the same spot": a growth that returns.
      "comes|came|come|coming|keeps ~ back ~ in|at|on ~ the ~ same ~ spot|place|bit",
      "not|never ~ heal|healed|healing",
      // "round like a little volcano with a crust in the middle": a growth's own shape.
      "like ~ a|an ~ little|small|tiny? ~ volcano|crater",
      "crust|scab|hole|dip ~ in ~ the ~ middle|centre|center",
      // A bruise that grows on the scalp is a growth to check, not a bruise.
      "bruise|bruises ... bigger|growing|grown|spreading",
    ],
    outranks: ["scalp_bumps", "painful_lumps", "urgent_reaction", "bruising"],
    absorbs: ["scalp_bumps", "bruising"],
  },
  {
    kind: "shiny_skin",
    phrases: [
      "shiny|shinny|shiney ~ skin|scalp|patch*|area*|bald|places|bits|spot|spots",
      "skin|scalp|patch*|area* ~ shiny|shinny|shiney",
      "smooth ... where ~ hair",
      "gone|went|looks ~ smooth and shiny",
      "can't|cant|cannot|can not ~ see ~ pores|follicles",
      "no pores",
      "no follicles",
      "follicles ~ gone",
    ],
  },
  {
    kind: "shiny_skin",
    phrases: [
      "scarring|scarred ~ alopecia|scalp|skin|patch|patches|area|head|hairline",
      "scarring on|of ~ scalp|head",
      "scar tissue",
    ],
    outranks: ["bald_patches"],
  },
  {
    kind: "crown_tenderness",
    phrases: [
      `${tender} ~ at|on|around ~ crown|top`,
      `crown|top ~ ${tender}`,
      `top of ~ head ~ ${tender}`,
      `${tender}|itch*|itchy ... where ~ ${thin}`,
      `${tender}|itch*|itchy ... ${thin} area|part|bit|bits|patch`,
    ],
  },
  {
    kind: "nothing",
    phrases: ["hair|head|elastic|rubber|sweat band|bands", "headband|headbands|hairband|hairbands"],
    outranks: ["hairline_band"],
  },
  {
    kind: "hairline_band",
    phrases: [
      "hairline ... band|strip|stripe",
      "band|strip ... hairline|forehead",
      "forehead ~ big|bigger|higher|larger|taller|wider|growing",
      "big|bigger|higher|larger|taller forehead",
      "frontal fibrosing",
      "frontal fibrosing alopecia",
      "hairline ~ moved|moving|gone|going|creeping|crept|crawling|pushed ~ back",
    ],
    outranks: ["thinning_on_top", "bald_patches"],
  },
  {
    kind: "thinning_on_top",
    phrases: [
      `hair|hairs ~ ${thin}`,
      `${thin} ~ hair|hairs`,
      `${thin} ~ on|at ~ top|front|crown`,
      `${thin} there`,
      `crown|top|front|hairline|parting|ponytail ~ ${thin}`,
      `${thin} ~ crown|hairline`,
      "thinning",
      "part|parting ~ wid*|wider|bigger|broader",
      "wid*|wider ~ part|parting",
      "see|seeing ~ my|the scalp",
      "scalp ~ showing|shows|visible|see-through",
      "reced*|receeding|recession",
      "balding|bald",
      "hairline ~ gone|going|go|receding|disappearing",
      "hairline ~ starting to go",
      "going|gone|getting thin|thinner",
      "not|half as thick|full",
      "ponytail|plait|bun ~ thinner|thin|smaller|half",
      "less hair",
      "less|lost|losing ~ volume|density",
      "androgenetic|androgenic|traction alopecia",
      "male|female pattern",
      "bald spot on|at ~ crown",
    ],
    outranks: ["bald_patches", "tight_styles"],
  },
  {
    kind: "thin_edges",
    phrases: [
      `edges|edge|temples|temple|sides ~ ${thin}`,
      `${thin} ~ edges|edge|temples|temple`,
      `${thin} on|at|round|around the|my? edges|temples|sides`,
      "edges|edge|temples|temple gone|going|go|disappearing|broken|breaking|snapped|patchy|sparse|bald",
      "edges|edge|temples|temple are|is|have|has|were|was|keep|keeps ~ gone|going|go|disappearing|broken|breaking|snapped|patchy|sparse|bald",
      "edges|edge|temples|temple ~ starting to go",
      "lost|losing|lose ~ edges|edge",
      "no edges",
      "broken|breaking|snapped ~ edges",
    ],
    outranks: ["thinning_on_top", "breakage", "tight_styles"],
  },
  {
    kind: "brow_lash_loss",
    phrases: [
      `${brows} ~ ${browLoss}`,
      // "the eyelashes along that bit have fallen out": said of the lashes, however far on.
      `${brows} ... ${falling}|lost|gone|missing ~ out|off|away`,
      `eye brow|brows|lash|lashes ~ ${browLoss}`,
      `losing|lost|lose|sparse|patchy ~ ${brows}`,
      `gap|gaps|hole|holes ~ ${brows}`,
    ],
    outranks: ["shedding", "thinning_on_top", "bald_patches"],
    absorbs: ["shedding"],
  },
  {
    kind: "beard_loss",
    phrases: [
      "beard ... patch*|bald|thin*|gap|gaps|falling|losing|spot|spots|hole|holes|missing",
      "patchy|patch*|gaps|gap ~ beard",
      "bald spot|spots ~ beard",
      // "its gone patchy on the cheeks": where a beard grows.
      "patchy ~ on ~ the|my? ~ cheeks|cheek|chin|jaw|jawline|face",
      "bald|smooth|round ~ circle|circles|patch|patches|spot|spots ... beard",
    ],
    outranks: ["bald_patches", "thinning_on_top", "shedding"],
    absorbs: ["bald_patches", "thinning_on_top", "shedding"],
  },
  {
    kind: "shedding",
    phrases: [
      `hair|hairs ~ ${falling} out`,
      "falling|fallen|fell|coming out",
      `${falling} out in ~ clumps|handfuls|chunks|bunches|clumps`,
      "shed|sheds|shedding|shedded|shedding",
      "moult*|molt*",
      "hair loss",
      "hairloss",
      "loss of hair",
      "losing|lose|loosing|loose ~ hair|hairs",
      "lost ~ hair|hairs",
      "handful|handfuls|clumps|clump ~ of hair",
      "in clumps|handfuls|chunks",
      "hairs a day",
      "hair|hairs ... plughole|plug|drain|pillow|pillows|hairbrush",
      // "hair everywhere", not "hair a mess, plus hay and dust everywhere".
      "hair|hairs ~ everywhere",
      "hair|hairs ~ all over ~ the|my? ~ floor|bathroom|house|sink|shower|bath|carpet|sofa|clothes|car|desk",
      "hair|hairs mostly|all|completely|nearly|almost|practically gone",
      "hair|hairs ~ disappearing",
      "hair|hairs ~ coming|come|comes|came away",
      // "my hair is falling a lot, handfuls when I comb": falling, without "out".
      "hair|hairs ~ is|keeps|keep|been ~ falling ~ loads|lots|much|badly|handfuls|alot",
      "hair|hairs ~ is|keeps|keep|been ~ falling a lot",
      "handfuls|handful|clumps ~ when|in|on ~ i|the|my? ~ comb|brush|bath|shower|wash",
    ],
    outranks: ["tight_styles"],
  },
  {
    kind: "breakage",
    phrases: [
      "breakage|breakages",
      "snap|snaps|snapping|snapped",
      "break|breaks|breaking|broke|broken off",
      "hair|hairs|ends ~ break|breaks|breaking|broke|broken",
      "breaks|broke ~ easily",
      "broken hair|hairs",
    ],
  },
  {
    kind: "androgen_signs",
    phrases: [
      "breaking|break|breaks|broke out",
      "acne|spots on my ~ chin|face|jaw|back",
      "acne",
      "facial hair",
      "chin hair|hairs",
      "shave|shaving ~ my ~ chin|lip|face",
      "hair|hairs on|around ~ chin|face|lip|jaw|jawline|chest|tummy|stomach|belly",
      "hairs ~ on ~ chin|face|lip|jaw",
      "hirsut*",
      `irregular ${periods}`,
      `${periods} ~ irregular|erratic`,
      `${periods} ~ all over the place`,
      `missed ${periods}`,
      "pcos|polycystic",
    ],
    outranks: ["breakage", "scalp_bumps", "thinning_on_top"],
  },
  {
    kind: "flaking",
    phrases: [
      "flak*|flake|flakes",
      "dandruff|dandruf|dandriff|dandrif|dandruff's|dandraff",
      "seb derm",
      "sebderm",
      "seborrh*|seborrhoeic|seborrheic|seborhe*|seborreic",
      "dry scalp",
      "cradle cap",
      "scurf",
    ],
  },
  {
    kind: "itching",
    phrases: [
      "itch*",
      "scratch|scratching|scratches ~ scalp|head|constantly",
      "keep*|kept|constantly|always ~ scratching",
      "scratch|scratching|scratches ~ all the time",
    ],
  },
  // Spots on the face or body are not on the scalp ("tiny bumps on my forehead").
  {
    kind: "nothing",
    phrases: [
      "spot|spots|pimple|pimples|zit|zits|bump|bumps|acne|breakouts|whitehead*|pustule* ~ forehead|face|cheeks|cheek|chin|nose|jaw|jawline|chest|shoulders|arms|legs|body",
    ],
    outranks: ["scalp_bumps"],
  },
  {
    // One lump is a cyst or a growth, not a breakout: "lumps" and "bumps" are spots.
    kind: "scalp_bumps",
    phrases: [
      // Their colour kept in the words: purple lumps are not pimples (SignPictures.ts).
      "purple|violet|plum|purplish ~ spot|spots|bump|bumps|lump|lumps|patch|patches",
      "spot|spots|pimple|pimples|zit|zits|whitehead*|pustule*|bump|bumps|lumps",
      "acne|breakouts ~ on|along ~ scalp|hairline|head",
      "folliculitis",
    ],
  },
  {
    // "a big lump of knots at the nape", "razor bumps in my armpit": hair matted or shaved, no lump.
    kind: "nothing",
    phrases: [
      "lump|lumps|ball|balls|clump|clumps ~ of ~ hair|knots|tangles|matted|matting|product|gel|hairs",
      "razor|shaving|ingrown ~ bump|bumps|rash",
    ],
    outranks: ["neck_lump", "body_lump", "painful_lumps", "scalp_bumps"],
  },
  {
    kind: "neck_lump",
    phrases: [
      "lump|lumps|lumpy|bump|bumps|bumpy|node|nodes|gland|glands|kernel|kernels|nodule|nodules ... neck",
      "lump|lumps|lumpy|bump|bumps|bumpy|node|nodes|gland|glands ... behind ~ ear|ears",
      "neck ... lump|lumps|lumpy|bump|bumps|bumpy|node|nodes|gland|glands|kernel|kernels|nodule|nodules",
      "lump|lumps|swelling|gland|glands ... collarbone|collarbones|armpit|armpits|groin",
      "lump|lumps|swelling|gland|glands ... collar bone",
      // "a lump under the left side of my jaw": under the jaw is the neck's glands.
      "lump|lumps|swelling|gland|glands ~ under|below|beneath ~ ... jaw|jawline|chin",
      "swollen gland|glands|lymph",
      "gland|glands ~ swollen|up",
    ],
    outranks: ["painful_lumps", "scalp_bumps", "urgent_reaction"],
  },
  {
    kind: "over_processed",
    phrases: [
      "gummy|mushy|mush",
      "over-processed|overprocessed",
      "over ~ processed",
      "fried",
      "chewing gum",
      "melted",
      "chemical haircut|cut",
      "stretchy|over-stretchy|overstretch*",
      "stretches|stretch like ~ gum|elastic|rubber",
      "cotton candy",
      "candy floss",
      "candyfloss",
    ],
  },
  {
    kind: "feels_stiff",
    phrases: [
      "stiff",
      "straw|straw-like|strawlike|strawy",
      "crunchy|crispy",
      "like hay",
      "hay-like",
    ],
  },
  {
    // "she loves the smell", "smells lovely": a scent liked, not a scalp that smells.
    kind: "nothing",
    phrases: [
      "love|loves|loved|like|likes|liked|lovely|nice|gorgeous|amazing|favourite|favorite|enjoy|enjoys ~ the|its|it's|that|how ~ it? ~ smell|smells|scent",
      "smell|smells|smelling|smelt ~ so|really|very? ~ nice|lovely|good|amazing|gorgeous|divine|great|fresh|sweet",
    ],
    outranks: ["smell"],
  },
  {
    kind: "smell",
    phrases: [
      "smell*|smelly|odor*|odour*|stink*|musty|mildew*|whiff|pong|pongs",
      "locs|dreads|dreadlocks|they ~ rot|rotting|rotten|mouldy|moldy",
      "loc|dread ~ rot",
    ],
  },
  // An outbreak at school ("ringworm going round her class") is the class's, not the child's.
  {
    kind: "nothing",
    phrases: [
      "ringworm|nits|lice|headlice ~ going|gone ~ round|around|about",
      "ringworm|nits|lice|headlice ~ in|at|round|around ~ class|school|nursery",
      "letter ~ ringworm|nits|lice|headlice",
    ],
    outranks: ["scaly_patch_broken_hairs", "head_lice"],
  },
  // A product's smell ("the smell makes me heave", "smells of coconut") is not the scalp's.
  {
    kind: "nothing",
    phrases: [
      "smell|smells|scent ~ make|makes|made ~ me",
      "smell|smells|scent of|like ~ coconut|perfume|fragrance|product|products|shampoo|oil|oils",
      "smells|smell like|of ~ sweets|sweet|candy|sweeties|flowers|fruit|vanilla|perfume",
      "strong ~ smells|scents|perfumes",
      // Smoke, cooking or scorched hair picked up from outside, not a scalp's own smell.
      "smell*|stink*|reek*|whiff ~ of|like ~ smoke|smoky|burning|burnt|fryer|chip|chips|food|cooking|kitchen|fags|cigarettes|weed|bonfire",
      "smell*|stink*|reek* ~ burnt|burned|smoky|singed",
      "smells|smell|scents ~ set|sets|trigger|triggers|bring|brings",
      "gel|shampoo|conditioner|product|spray|cream|mousse|oil ~ smells|smell",
      "scented",
    ],
    outranks: ["smell"],
  },
  {
    kind: "head_lice",
    phrases: [
      "lice|louse|nits|nit|headlice",
      "something|things|bugs ~ moving|move|moved|crawling|crawl ~ hair|head|scalp",
      // "tiny crawling things and little white eggs stuck on the hairs".
      "crawling|moving ~ things|bugs|creatures|insects|beasties",
      "eggs ~ stuck|glued|on ~ ... hair|hairs|strands",
      "letter ~ home ~ ... nits|lice|head",
    ],
    outranks: ["build_up", "flaking", "scalp_bumps"],
  },
  {
    kind: "build_up",
    phrases: [
      "build up|buildup|build-up|residue|gunk|lint",
      "white|waxy|grey|gray stuff|bits|flakes|specks|residue ~ in|stuck|inside ~ locs|loc|hair|dreads",
      "product|wax|butter ~ stuck|sitting|building ~ in|up",
      "feels|feel|looks ~ coated|waxy|greasy and stiff",
      // "more like grey waxy bits that come off on my comb": the pomade's, not the scalp's.
      "waxy ~ bits|flakes|specks|lumps|gunk|stuff",
      // "the powder is sort of caked at the roots", "hairspray builds up on my scalp".
      "powder|spray|hairspray|wax|gel|paste|clay|pomade|mousse ~ ... caked|caking|clumped|clumps|clumping|crusted",
      "caked|clumped|crusted ~ ... powder|spray|hairspray|product|wax|gel|paste|clay|pomade",
    ],
    outranks: ["flaking"],
  },
  {
    // "the flakes are not like dandruff": what they are not, told to say what they are.
    kind: "nothing",
    phrases: ["flakes|flaking|bits ~ are|is|r|arent|aren't|not ~ not? ~ like|really ~ dandruff"],
    outranks: ["flaking"],
  },
  {
    // "my curls look tired and flat": the hair's look, not the person's.
    kind: "nothing",
    phrases: [
      "hair|curls|locs|ends|braids|twists|style|waves|colour|color|roots|edges|wig ~ look|looks|looking|feel|feels|seem|seems|is|are ~ so|really|a|bit? ~ tired|drained|lifeless|exhausted",
    ],
    outranks: ["tiredness"],
  },
  {
    kind: "tiredness",
    phrases: [
      "tired|tiered|tierd|exhausted|exausted|exhaused|exhaustion|fatigue*|fatigued",
      "knackered|shattered|drained|lethargic|run-down|rundown|wiped|crackered|zonked|pooped|bushed|knackerd|sluggish",
      // "my eyelids feel like lead", "cant keep my eyes open".
      "eyelids|eyes|lids ~ feel|feeling|are|like|heavy ~ like? ~ lead|heavy|weights|sandbags|bricks",
      "not ~ keep|keeping ~ my|his|her|their ~ eyes ~ open",
      "run down",
      "worn out",
      "no|zero|low energy",
    ],
  },
  {
    kind: "nothing",
    phrases: ["tired of", "sick and tired", "sick of"],
    outranks: ["tiredness", "illness"],
  },
  // A practice is a place: "a cap all day at the surgery" is work, not an operation.
  {
    kind: "nothing",
    phrases: ["at|in|to ~ the|our|my ~ surgery|practice", "dental|gp|doctor's|doctors ~ surgery"],
    outranks: ["illness"],
  },
  // "eczema since she was a baby": a lifetime, not a birth.
  {
    kind: "nothing",
    phrases: [
      "since|when|as ~ she|he|i|they|we|you ~ was|were ~ a|little? ~ baby|babies|toddler|toddlers",
    ],
    outranks: ["birth"],
  },
  // "not bothered about tablets": a refusal, not a medicine taken.
  {
    kind: "nothing",
    phrases: [
      "not|never ~ bothered|interested|keen ~ about|in|on ~ tablets|pills|meds|medication|medicine|any",
      "dont|don't|wont|won't ~ want ~ tablets|pills|meds|medication|medicine",
    ],
    outranks: ["medicine"],
  },
  // A cap, brush or style that pulls is tension, not the person pulling their hair.
  {
    kind: "nothing",
    phrases: [
      "cap|caps|hat|helmet|brush|comb|bobble|bobbles|band|bands|headband|braids|wig|it|they|scrunchie|clip|clips ~ pull|pulls|pulled|pulling|tugs|tugged|rips|ripped ~ hair|hairs",
    ],
    outranks: ["hair_pulling"],
  },
  {
    kind: "hair_pulling",
    phrases: [
      "trichotillomania|trichotilomania|trichotillomaina|tricotillomania|trich|tricho",
      "pull|pulls|pulling|pulled ~ out ~ hair|hairs|eyebrow*|eyelash*|lashes|brows",
      "pull|pulls|pulling|pulled ~ hair|hairs ~ out",
      "pull|pulls|pulling|pulled at ~ hair|hairs",
      "pluck|plucks|plucking|plucked|pick|picks|picking|tug|tugs|tugging at ~ hair|hairs|eyelash*|lashes|eyebrow*|brows",
      "pluck|plucks|plucking|plucked ~ out ~ hair|hairs|eyelash*|lashes|eyebrow*|brows",
      "twirl*|twiddl* ~ hair",
    ],
    outranks: ["brow_lash_loss", "shedding"],
  },
  // --- Life events and history
  {
    kind: "chemotherapy",
    phrases: ["chemo|chemotherapy|chemo-therapy|kemo", "chemo therapy", "cold cap|capping"],
  },
  {
    kind: "pregnancy",
    phrases: [
      "pregnant|pregnancy|pregant|pregnet|preggo|preggers|pregnacy|pregnency",
      "expecting ~ baby|first|second|third|twins|number",
      // "36 weeks with my 2nd".
      "weeks|wks ~ with ~ my|our ~ 1st|2nd|3rd|4th|first|second|third|fourth|baby|twins",
      "trimester",
      "miscarriage|misscarriage|miscarried|miscarrage",
      "pregnancy ~ test ... positive",
      "test ~ this|last? ~ morning|night|today|yesterday ~ and ~ its|it's|it|it was ~ positive",
      // "did a test on sunday and theres a really faint line": a faint line is still positive.
      "test ... faint ~ line|lines",
      "there|shows|showed|showing|got ~ faint ~ line|lines",
      "positive ~ pregnancy? ~ test|tests",
      "bfp",
    ],
    outranks: ["fainting"],
  },
  {
    kind: "pregnancy",
    phrases: [
      "trying for a|another ~ baby",
      "trying to conceive",
      "trying to get pregnant",
      "ttc",
      "ivf",
    ],
    hypothetical: true,
  },
  // "bought a tea tree shampoo for the itch": what a product is for, not what it did.
  {
    kind: "nothing",
    phrases: [
      "for|calm|soothe|stop|help|treat|ease ~ the|my|her|his|this|that? ~ itch|itching|itchiness|itchy|rash|redness|burning|stinging|flakes|dandruff|spots",
    ],
    outranks: ["product_reaction"],
  },
  // "my hair comes out soaked and flat" from under a helmet: how it looks, not hair shed.
  {
    kind: "nothing",
    phrases: [
      "hair ~ comes|came|come|coming ~ out ~ soaked|wet|flat|sweaty|damp|frizzy|dry|greasy|drenched|dripping|messy|matted",
    ],
    outranks: ["shedding"],
  },
  // "the powder comes in a puffer bottle": a bottle that puffs, not an inhaler.
  {
    kind: "nothing",
    phrases: ["puffer|puff ~ bottle|bottles|pack|packs|tube|can|applicator"],
    outranks: ["medicine"],
  },
  // "I work nights in nursing home", "a nursing student": nursing as work, not feeding a baby.
  {
    kind: "nothing",
    phrases: [
      "nursing ~ home|homes|student|students|degree|course|job|shift|shifts|staff|assistant|auxiliary|associate|team|agency",
    ],
    outranks: ["birth"],
  },
  {
    kind: "birth",
    phrases: [
      "postpartum|post-partum|postnatal|post-natal|postpartem",
      "post partum|natal|pregnancy",
      "after ~ pregnancy|birth|baby",
      "gave|give|giving birth",
      "had|have ~ baby|newborn",
      "had my ~ son|daughter|boy|girl|twins|first|second|third|baby",
      "since|after ~ baby",
      "newborn|new-born",
      "new born|baby",
      "breastfeed*|breastfed|breastfeading|breast-feeding",
      "breast feed*|fed",
      "nursing",
      "c section",
      "caesarean|cesarean",
      "baby was born",
      "maternity leave",
      "my baby is ~ old",
    ],
    outranks: ["pregnancy"],
  },
  {
    kind: "illness",
    phrases: [
      "covid|covid-19|covid19|corona|coronavirus|flu|influenza|pneumonia|tonsillitis",
      "glandular|scarlet fever",
      "virus|infection|sepsis|meningitis|dengue|malaria|shingles|chickenpox|measles|mono|bug",
      "operation|operations|surgery|surgeries|hospital|hospitalised|hospitalized",
      "clot|dvt|embolism",
      "blood clot",
      "gastric ~ sleeve|bypass|band",
      "my|an|the|heart|knee|hip|back|thyroid|shoulder|bowel|stomach|brain|spine|spinal|ankle|foot|eye|big|major|emergency op|ops",
      "intensive care|icu",
      "got|was|been|really|very|so|seriously|fell|being ill",
      "got|was|been|really|very|seriously|off sick",
      "illness|unwell",
      "cancer|melanoma|tumor|tumour|lymphoma|leukemia",
      "gallbladder|appendix|hysterectomy",
      "sore throat",
      "heart attack",
      "stroke",
    ],
    outranks: ["fever"],
  },
  {
    kind: "weight_loss",
    phrases: [
      "crash ~ diet|dieting|diets",
      "lost|losing|lose|dropped ~ weight|kg|kgs|kilo|kilos|stone|st|lbs|lb|pounds",
      "dropped ~ dress sizes",
      // "gone from a size 12 to a 6", "down two dress sizes".
      "from ~ a? ~ size ... to",
      "down|dropped|lost ~ a|one|two|three|2|3|few|couple ~ of? ~ dress? ~ size|sizes",
      "weight loss|weightloss",
      "juice cleanse|diet",
      "very low calorie",
      "starving myself",
    ],
  },
  {
    kind: "stress",
    phrases: [
      "stress|stresses|stressed|stressful|stressing|stresfull|stressfull",
      "bereavement|bereaved|grief|grieving|divorce|divorced|separation|breakup|burnout|burn-out|breakdown|trauma*|funeral",
      "break up",
      "passed away",
      `${relatives} ~ died|passed|passing`,
      `lost my ~ ${relatives}|job`,
      "death of",
      "made redundant",
      "redundancy",
      "shock",
      "tough|difficult|hard|rough|awful|horrible|terrible|crazy|traumatic year|time|patch|period|months",
      "going through ~ lot",
      "lot going on",
    ],
  },
  {
    kind: "menopause",
    phrases: [
      "menopause|menopausal|perimenopause|perimenopausal|peri-menopause|peri-menopausal|postmenopausal|post-menopausal|menapause|menopaus|meno",
      "peri|post menopause|menopausal",
      "the change",
      "hot ~ flush*|flash*",
      "night sweats",
      `${periods} ~ stopped|finished|ended`,
      `no ~ ${periods} ~ for|since`,
    ],
    outranks: ["sport"],
  },
  {
    kind: "family_history",
    phrases: [
      "runs|run|running ~ in ~ family",
      "runs|run|running ~ on|in ~ side|genes",
      "on ~ mum's|mom's|dad's|mother's|father's|mums|dads side",
      "family history",
      "family history of ~ hair loss|hairloss|balding|alopecia|thinning",
      "hereditary|genetic|inherited|genes",
    ],
    outranks: ["sport", "shedding", "thinning_on_top", "bald_patches"],
  },
  {
    kind: "chemical_service",
    value: "relaxer",
    phrases: [
      "relaxer|relaxers|relaxors|relaxor|texlax*|texlaxed",
      "relax|relaxes|relaxing|relaxed ~ hair|it|roots",
      "relaxed|relax hair",
      "hair ~ relaxed",
      "creamy crack",
    ],
  },
  {
    kind: "chemical_service",
    value: "perm",
    phrases: ["perm|perms|permed|perming", "permanent wave", "hair ~ permed"],
  },
  {
    kind: "chemical_service",
    value: "bleach",
    phrases: [
      "bleach|bleached|bleaching|bleaches",
      "highlights|highlighted|balayage|ombre|lightener|lightened|lightening",
      "lighten ~ hair|it",
      "hair ~ bleached|highlighted|lightened",
    ],
  },
  {
    kind: "chemical_service",
    value: "colour",
    phrases: [
      "dye|dyes|dyed|dyeing|dying ~ hair|it|roots",
      "box|hair ~ dye|dyes|dyed",
      "dyed",
      "colored|color-treated|colour-treated",
      "color|colors ~ hair|it|roots|every",
      "color ~ at home",
      "own|box color",
      "henna|tint|tinted",
      "got|had ~ my|it ~ colored|dyed",
      "hair ~ dyed|colored|tinted",
    ],
  },
  {
    kind: "chemical_service",
    value: "keratin",
    phrases: [
      "keratin",
      "brazilian ~ blowout|blow-out|treatment",
      "brazilian blow out",
      "smoothing treatment",
      "japanese ~ straightening",
    ],
  },
  {
    kind: "chemical_service",
    value: "texture_release",
    phrases: ["texture release|releaser", "texturizer|texturiser|texturized|texturised"],
  },
  ...reactionEntries,
  reactionToAProduct,
  {
    kind: "home_chemistry",
    phrases: [
      "box dye*|dyed",
      `${chemistry} ... myself|diy`,
      `${chemistry} ... at home`,
      "home|diy ~ dye|bleach|relaxer|kit|color|colour",
      `my own ~ ${chemistry}|relaxer|relaxers`,
    ],
  },
  {
    kind: "tight_styles",
    phrases: [
      "braid|braids|braided|braiding|plait*|cornrow*",
      "corn rows",
      "weave|weaves|sew-in|sew-ins|sewin|extensions|extentions|microlinks|tape-ins",
      "sew in|ins",
      "tape ins",
      "micro links",
      "ponytail*|pony-tail*|bun|buns|topknot|top-knot|updo",
      "pony tail",
      "tight|high|low ~ pony",
      "top knot",
      "slick* back",
      "tight ~ style|styles|hairstyle|hairstyles",
      "pull|pulled|scrape|scraped ~ hair ~ back|up",
      "knotless",
      "crochet",
    ],
    outranks: ["hair_pulling"],
  },
  { kind: "nothing", phrases: ["lash|eyelash extensions"], outranks: ["tight_styles"] },
  // A bald spot is hair loss, not a sore on the skin, however it grows.
  { kind: "nothing", phrases: ["bald spot|spots|patch|patches"], outranks: ["non_healing_sore"] },
  // --- Health
  ...medicineNames,
  {
    kind: "heavy_periods",
    phrases: [
      `heavy ~ ${periods}|bleeding`,
      `${periods} ~ heavy|heavier|flooding`,
      "flooding",
      "menorrhagia",
      "clots",
    ],
    outranks: ["androgen_signs"],
  },
  {
    kind: "vegetarian_vegan",
    phrases: [
      "vegetarian|veggie|vegan|veggan|vegeterian|vegitarian|pescatarian|pescetarian",
      "plant based",
      "plant-based",
      "not|never eat meat",
      "not|never eat red|any meat",
      "no meat",
      "gluten|dairy free",
      "keto|carnivore",
      "low carb",
      "restricted|restrictive diet",
    ],
  },
  {
    kind: "nothing",
    phrases: ["falling out with", "fell out with"],
    outranks: ["shedding"],
  },
  {
    kind: "low_iron",
    phrases: [
      "low iron",
      "iron ~ low",
      "anemia|anemic|anaemia|anaemic|aneamia|aneamic",
      "iron ~ deficien*|deficient",
      "ferritin|ferriten",
      "iron ~ tablets|supplements|pills|infusion|injections",
      "ferrous",
    ],
    outranks: ["medicine"],
  },
  {
    kind: "thyroid",
    phrases: [
      "thyroid",
      "hypothyroid*|hyperthyroid*|hashimoto*|hashimotos|graves|goiter|goitre",
      "under|over active thyroid",
      "underactive|overactive thyroid",
    ],
  },
  {
    kind: "unexplained_weight_loss",
    phrases: [
      // "lost weight for no reason", "dropped two dress sizes without trying".
      "lost|losing|lose|dropped|dropping|drop ~ weight|kg|kgs|kilo|kilos|stone|st|lbs|lb|pounds|size|sizes ... no ~ reason|idea|explanation",
      "lost|losing|lose|dropped|dropping|drop ~ weight|kg|kgs|kilo|kilos|stone|st|lbs|lb|pounds|size|sizes ~ even|despite",
      "lost|losing|lose|dropped|dropping|drop ~ weight|kg|kgs|kilo|kilos|stone|st|lbs|lb|pounds|size|sizes ~ ... without|not ~ meaning|wanting|intending|trying|dieting",
      "trousers|clothes|jeans|belt|skirts|dresses|trackies|pants ~ ... falling|fall|hanging ~ off|down",
      "lost|losing|lose|dropped|dropping|drop ~ weight|kg|kgs|kilo|kilos|stone|st|lbs|lb|pounds ~ without|not ~ trying|dieting|diet|reason|explanation",
      "lost|losing|lose|dropped|dropping|drop ~ weight|kg|kgs|kilo|kilos|stone|st|lbs|lb|pounds ... eating ~ more|loads|normally|lots|same|plenty",
      "lost|losing|lose|dropped|dropping|drop ~ weight|kg|kgs|kilo|kilos|stone|st|lbs|lb|pounds ... despite|even though ~ eating",
      "weight ~ falling|dropping ~ off",
      // A baby or child not growing: "only put on a tiny bit at the last weigh in", "dropped
      // down the centiles", "not gaining weight".
      "only|barely|hardly|not ~ put|putting|gained|gaining ~ on? ~ a? ~ tiny|little|small? ~ bit|weight|any|much|ounces|grams",
      "dropped|dropping|fallen|falling|gone ~ down|off ~ the|her|his|a? ~ centile|centiles|chart|line|lines",
      "not|isnt|isn't|wasnt|wasn't ~ gaining|growing|putting ~ weight|on",
      "weight ~ going|gone|coming ~ down|off ... appetite|eating|trying|reason",
      // "she's got skinny even tho she's always hungry".
      "got|gone|getting|going ~ so|really|very? ~ skinny|thin|thinner|bony ~ ... even|despite|hungry|eating",
      "lost|losing|lose|dropped|dropping ~ weight|kg|kgs|kilo|kilos|stone|st|lbs|lb|pounds ... not|without|never ~ trying|tried|dieting|dieted",
      "trousers|clothes|jeans|belt|skirts|dresses ~ hanging|falling|loose ~ off? ~ me|him|her",
      "unexplained|unintentional|unintended weight loss",
      // "eating like a horse but still dropping pounds".
      "still ~ losing|dropping|shedding ~ weight|pounds|kg|kgs|kilos|stone|lbs|lb",
    ],
    outranks: ["weight_loss"],
  },
  {
    kind: "racing_heart",
    phrases: [
      "heart ~ races|racing|raced|race|pounding|pounds|pound|thumping|thumps|fluttering|flutters|flutter|skipping|skips|going",
      "heart|heartbeat ~ beat|beating|beats|going|goes|running|runs|pumping|pumps ~ fast|faster|hard|quick|quickly|crazy|mad|wild|funny|irregular|overtime",
      "heart ~ hammering|hammers|banging|bangs|jumping|flipping|flips|thudding|thuds",
      // "her heart goes fluttery like a bird".
      "heart ~ goes|going|went|feels|felt|gets|got ~ fluttery|flutter|fluttering|jumpy|skippy",
      "racing|pounding|fluttering|thumping heart|heartbeat",
      "palpitation*|palps",
      "heart rate ~ high|fast|up",
    ],
  },
  {
    kind: "shaky_hands",
    phrases: [
      "shaky|shaking|trembl*|tremor*|jittery ~ hands|hand|fingers",
      "hands|hand|fingers ~ shake|shakes|shaking|shaky|tremble|trembles|trembling|jittery",
      "tremor|tremors",
      "the shakes",
    ],
  },
  {
    kind: "always_hot",
    phrases: [
      "always|constantly|permanently ~ hot|boiling|roasting|overheating",
      "boiling|roasting|sweating|sweaty|hot ... everyone|everybody|others ~ else? ~ cold|freezing|fine|comfortable",
      "can't|cant|cannot|can not stand ~ heat",
      "heat intolerance",
    ],
    outranks: ["sport"],
  },
  {
    kind: "always_cold",
    phrases: [
      "always|constantly|permanently ~ cold|freezing|chilly",
      "cold|freezing ... everyone|everybody|others ~ else? ~ hot|warm|fine|comfortable",
      "feel|feels|feeling the cold",
      "cold intolerance",
    ],
  },
  {
    kind: "weight_gain",
    phrases: [
      "put|putting|piled|piling|gained|gaining|gain ~ on? ~ weight|pounds|kg|kilos|stone|lbs",
      "weight gain",
      "weight ~ creeping|going|gone ~ up",
    ],
  },
  { kind: "constipation", phrases: ["constipat*|bunged"] },
  {
    kind: "dry_skin",
    phrases: ["skin ~ dry|rough|sandpaper"],
  },
  {
    // "out of breath after my 10k run": breath spent on a sport, not breathless with little effort.
    kind: "nothing",
    phrases: [
      "out ~ of ~ breath|puff ~ after|from|during ~ my|the|a|an? ~ run|running|10k|5k|marathon|gym|workout|race|training|match|sprint|spin|class|hiit|football|netball|game|session",
      "puffed|winded|breathless|panting ~ after|from|during ~ my|the|a|an? ~ run|running|10k|5k|marathon|gym|workout|race|training|match|sprint|spin|class|hiit|football|netball|game|session",
    ],
    outranks: ["breathless"],
  },
  {
    kind: "breathless",
    phrases: [
      // "cant get my breath", "gasping for air", "winded just walking to the shop".
      "cant|can't|cannot|couldnt|couldn't|not|struggl*|fighting|fight|gasping|gasp|fought ~ to? ~ get|catch|for ~ my|his|her|enough|a? ~ breath|air",
      "stop|stopping|stops ~ ... to|and ~ get|catch ~ my|his|her ~ breath",
      "winded|puffing|panting ~ after|walking|going|climbing|doing|just|on|up|like|by",
      "huffing|puffing ~ and ~ puffing|panting",
      "breathing ~ is|was|gets|getting|feels|been? ~ really|very|so? ~ laboured|labored|difficult|hard|heavy|rapid|shallow",
      "laboured|labored ~ breathing|breath",
      "feel|feels|feeling|felt ~ like ~ i'm|im|i|she|he ~ am|is? ~ suffocating|drowning",
      "not ~ breathe|breath ~ properly|when|walking|on|after|lying|going|laying",
      "struggl*|trouble|difficulty|hard|harder ~ to? ~ breathe|breathing|breath",
      "breathles*|breathlessness",
      "out|short of breath",
      "shortness of breath",
      "puffed|puffing out",
      "can't|cant|cannot|not ~ catch ~ my|his|her|a? ~ breath",
      "stairs ... puffed|puffing|gasping|winded",
      "out of puff",
      "wheezy|wheeze|wheezes|wheezing|wheezed",
      "wakes|woke|waking ~ up ~ gasping|breathless|choking",
      "breathing ~ fast|quickly|hard|heavily",
      // "my breath dey cut when i walk".
      "breath ~ dey|is|gets|keeps? ~ cut|cuts|cutting|short|shorter",
    ],
  },
  {
    kind: "ice_craving",
    phrases: [
      "crav*|chew*|chomp*|crunch*|eat|eating|eats ~ ice",
      "ice ~ craving*|cravings|obsessed|addicted",
      "pica",
      "crav* ~ clay|starch|chalk|dirt|soil",
    ],
  },
  {
    // "my frizzy hair is such a headache": a nuisance, not a pain.
    kind: "nothing",
    phrases: [
      "hair|frizz|curls|hairline|routine|detangling|tangles|knots|wash|roots|edges|fringe ~ is|s|are|was|been|being ~ such|a|real|total|complete|absolute|massive|proper|nightmare ~ a? ~ headache|headaches",
      "is|s|was|been|are|being ~ such|real|total|complete|absolute|massive|proper ~ a? ~ headache|headaches",
    ],
    outranks: ["headache"],
  },
  {
    kind: "headache",
    phrases: [
      // Pain on one side, the front or the back of the head.
      "pain|ache|aching|throbbing|pounding ~ on|at|in ~ one|the ~ side|back|front|top ~ of ~ my|his|her|the ~ head",
      "headache|headaches|headachy|migraine|migraines",
      "head|temple|temples ~ aches|aching|ache|pounding|throbbing|hurts|hurting|banging|splitting|thumping|paining|pains|bursting|hammering|killing",
    ],
  },
  {
    // Pain that effort brings on and rest eases, in the chest or where the heart's pain spreads
    // (the jaw, the throat, an arm): angina's pattern, whatever the site. "an ache in my jaw
    // and throat when i walk up the brae", "chest goes tight going up the stairs".
    kind: "effort_pain",
    phrases: [
      "ache|aches|aching|achy|pain|pains|painful|hurts|hurt|hurting|tight|tightness|tightens|pressure|heavy|heaviness|squeez* ... walk|walking|walked|climb|climbing|uphill|hill|hills|brae|stairs|steps|hurry|hurrying|rush|rushing|exertion|exercise|exercising|carrying|carry|jogging|running",
      "walk|walking|climb|climbing|going|hurrying|rushing|carrying ... chest|jaw|jaws|throat|arm|arms|neck|shoulder ~ ache|aches|aching|hurts|hurt|tight|tightens|tightness|pain|pains|heavy",
    ],
    needsInSentence: wordSet("chest jaw jaws throat arm arms neck shoulder teeth"),
    // Chest pain stays read beside it: in the chest, the emergency's caution holds.
    outranks: ["jaw_pain", "sore_throat"],
  },
  {
    kind: "jaw_pain",
    phrases: [
      "jaw|jaws|tongue ~ ache|aches|aching|achy|hurts|hurt|hurting|pain|painful|sore|tired|cramp*",
      "ache|aches|aching|hurts|pain|painful|sore ~ jaw|jaws",
      "chewing ~ hurts|hurt|painful|pain|ache|aches",
      // "chewing makes the side of my face hurt".
      "chewing|eating|talking ~ ... makes|make|made ~ ... jaw|face|cheek|cheeks|tongue|temple ~ hurt|ache|sore|painful",
    ],
  },
  {
    // "my vision for my hair is blurry": a plan, not the eyes.
    kind: "nothing",
    phrases: [
      "vision|idea|plan|goal ~ for ~ my|the|her|his? ~ hair|style|look|curls|wedding|colour|color|locs|braids",
    ],
    outranks: ["sight_change"],
  },
  {
    kind: "sight_change",
    phrases: [
      // "cant see out of my left eye", "everything is double", "straight lines look bent".
      "not ~ see ~ out ~ of|the ~ ... eye|eyes|side|corner",
      "see ~ out ~ the? ~ side|corner ~ of? ~ my|his|her? ~ eye|eyes",
      "everything|things ~ is|are|looks|look|looked|gone|going|went|seems? ~ double|wavy|distorted|wobbly|fuzzy|cloudy|bent|warped|dim|dark",
      "seeing|see|sees ~ double",
      "vision|sight|eyesight ~ ... blurry|blurred|double|dim|dimmer|cloudy|foggy|misty|wobbly|wavy|distorted|worse|fuzzy|hazy|dark|darker|went|gone|going|funny|strange|weird",
      "dark|black|grey|gray|blank|blind ~ patch|spot|area|bit ... vision|sight|eye",
      "went|gone|going|go ~ blind",
      "blind ~ in ~ one|my|the|his|her|left|right ~ eye|eyes",
      "words|letters|print|text|screen|tv ~ is|are|look|looks|go|goes|gone? ~ blurry|blurred|fuzzy|double",
      "lines ~ look|looks|are|seem|going|gone? ~ bent|wavy|wobbly|curved|distorted|crooked",
      "only ~ see ~ half",
      "half ~ of ~ my|his|her|the ~ vision|sight",
      "blurry|blurred|blurring|double|dim|dimmed|dimming ~ vision|sight|eye|eyes",
      "vision|sight|eye|eyes ~ blurry|blurred|blurring|double|dim|went|goes|going|gone|funny|strange",
      "shadow|curtain|shade ~ over ~ eye|eyes",
      // "seeing sparkly lights", "like looking through frosted glass", "red things look washed out".
      "seeing|see|sees ~ sparkly|sparkling|twinkly|twinkling|shimmering|shimmery|wiggly ~ lights|light|stars|spots|bits",
      "bit|little|slightly|abit ~ blurry|blurred|fuzzy|hazy|misty",
      "sight|vision|eye|eyesight ... frosted|frosty|steamed|misted|smeared|milky ~ glass|window|up",
      "colours|colors|red|reds ~ things? ~ look|looks|seem|seems|gone|are|is|going ~ washed|faded|dull|duller|grey|gray|dimmer",
      "lost|losing ~ sight|vision",
      // Side vision lost: walking into things on one side.
      "bump|bumping|bumped|clip|clipping|clipped|knock|knocking|walk|walking|walked ~ into? ~ doorframes|doorframe|doorways|doorway|door|doors|things|furniture|people",
      "cant|can't|cannot|not ~ see ~ things? ~ on|to ~ my|the? ~ left|right|side",
      "flashing ~ lights|zigzags|zigzag|lines",
      "zigzags|zigzag ~ in ~ my|her|his? ~ eyes|eye|vision|sight",
      // "my eye is red and aching, and its blurry"
      "eye ... its|it's|it is ~ blurry|blurred",
      // "says its blurry on that side", after the eye was named in another clause.
      "its|it's|it ~ is? ~ blurry|blurred ~ on|in ~ that|one|the|his|her|my ~ side|eye",
      "everything|things|it ~ is|was|looks|looked|gone|going? ~ blurry|blurred|misty|foggy|hazy",
      // Rainbow rings or halos round lights: pressure in the eye.
      "rings|ring|halos|halo|haloes|rainbows|rainbow ~ round|around ~ the? ~ lights|light|lamps|streetlights|headlights",
      "cant|can't|cannot|couldnt|couldn't|not ~ see ~ properly|straight|clearly|well",
    ],
  },
  {
    kind: "one_sided_rash",
    phrases: [
      "shingles",
      "blister*|rash|rashes ... one|left|right|that ~ side",
      "burny|burning|tingly|tingling|stabbing ~ feeling|pain? ~ on|down ~ the|one? ~ right|left|one ~ side ~ of ~ my|his|her|the ~ forehead|face|head|scalp",
      "one|left|right ~ side ... blister*|rash|rashes",
      "strip|band|line|cluster|row ~ blister*",
      // "a burning, stabbing pain on the left of my scalp", "a crop of blisters", the nose's tip.
      "burning|stabbing|shooting|burny ~ ... pain ~ on|down ~ the ~ left|right ~ of ~ my|his|her|the ~ scalp|forehead|face|head",
      "crop ~ of ~ blister*",
      "blister* ... tip ~ of ~ my|his|her|the ~ nose",
      "blister* ~ along|down|across|over ~ hairline|forehead|eyebrow|brow|face|temple|scalp",
    ],
    outranks: [
      "urgent_reaction",
      "blisters",
      "scalp_bumps",
      "hairline_band",
      "body_rash",
      "family_history",
    ],
    absorbs: ["urgent_reaction", "blisters", "scalp_bumps", "hairline_band"],
  },
  {
    kind: "joint_pain",
    phrases: [
      "finger|fingers|wrist|wrists|knuckle|knuckles|joint|joints|knee|knees|ankle|ankles|toe|toes|heel|heels ~ stiff|achy|aching|ache|aches|swollen|swelled|swelling|sore|painful|hurt|hurts|hurting",
      "stiff|achy|aching|swollen|painful|sore ~ finger|fingers|wrist|wrists|joint|joints|knuckle|knuckles|hands",
      "sausage",
      "joint ~ pain|pains|ache|aches",
      // "the knuckles on both hands and my wrists have been puffy and sore".
      "knuckles|wrists|fingers|knees|ankles|joints ~ ... puffy|swollen|sore|stiff",
    ],
    outranks: ["feels_stiff"],
    absorbs: ["feels_stiff"],
  },
  {
    kind: "face_rash",
    phrases: [
      "rash|redness|red|blotchy ~ over|across|on ~ nose|cheeks|cheek|face",
      "butterfly rash",
      "cheeks|cheek ~ red|rash|flushed",
      "face ~ is|gone|looks|always ~ red|flushed",
    ],
    outranks: ["body_rash"],
  },
  {
    kind: "nail_changes",
    phrases: [
      "nail|nails ... pitted|pitting|pits|dents|dented|lifting|lifted|crumbly|crumbling|thickened|ridged",
      "pitted|pitting|dented|crumbly ~ nail|nails",
    ],
  },
  {
    kind: "spoon_nails",
    phrases: [
      "nail|nails ... spoon|spoons|spooned|spoon-shaped|dished|scooped|concave",
      "spoon|spoon-shaped ~ nail|nails",
    ],
    outranks: ["nail_changes"],
  },
  {
    // "my hair colour looks washed out": a faded dye.
    kind: "nothing",
    phrases: [
      "hair|colour|color|blonde|toner|highlights|red|dye|curls|ends|tone|copper|purple|pink|blue ~ ... washed ~ out",
      "blonde|blond|colour|color|hair|highlights|toner|shade|tone|pink|lilac|copper|curls|ends|roots ~ ... pale|pasty",
    ],
    outranks: ["pale", "sight_change"],
  },
  {
    kind: "pale",
    phrases: [
      // Gone peaky or washed out.
      "gone|looks|looking|is|s|seems ~ really|very|so? ~ peaky|peely-wally",
      "face|he|she|i|looks|look|looking|looked ~ ... washed ~ out",
      // "a greyish colour in the face", "no colour in his cheeks".
      "greyish|grayish|grey|gray|ashen|pasty|pale|ashy|sallow|waxy|whitish ~ colour|color|tinge|shade ~ in ~ the|his|her|my ~ face",
      "no ~ colour|color ~ in ~ his|her|my|the ~ cheeks|face|lips",
      "pale|grey|gray|ashen|pasty ~ in|looking? ~ the? ~ face",
      "look|looks|looking|looked ~ pale|grey|gray|ashen|pasty",
      // "she is very pale and weak", "he's gone really pale".
      "is|gone|going|went|turned|become|s ~ very|really|so|deathly|quite ~ pale|grey|gray|ashen|pasty",
    ],
  },
  {
    kind: "itchy_hands_feet",
    phrases: [
      "itch*|scratch*|scratching ~ my|the|her? ~ palms|palm|soles|sole|hands|feet|foot",
      "palms|palm|soles|sole|hands|feet ~ itch*",
      "palms|soles ~ of ~ my|the|her? ~ hands|feet ... itch*|scratch*",
      "palms|soles ~ of ~ my|the|her? ~ hands|feet ... bad|worse|worst ~ at ~ night",
      // "itching like mad, mostly the palms of my hands and the soles of my feet".
      "palms ~ of ~ my|the|her|your? ~ hands ... soles",
      // The clause after an itch that says where it is worst: "itching like mad, mostly the palms".
      "mostly|mainly|especially|esp|worst|particularly ~ on|in? ~ the|my|her? ~ palms|soles",
    ],
  },
  {
    kind: "painkillers",
    phrases: [
      "ibuprofen|nurofen|naproxen|diclofenac|voltarol|aspirin|anti-inflammatories|anti-inflammatory|nsaid|nsaids",
    ],
  },
  {
    kind: "pregnancy_risk_medicine",
    phrases: [
      "valproate|epilim|depakote|epival|convulex|topiramate|topamax|isotretinoin|roaccutane|accutane|acitretin|methotrexate|mycophenolate|warfarin|lithium|carbamazepine|tegretol|phenytoin|finasteride|propecia|dutasteride|spironolactone",
    ],
  },
  {
    kind: "eczema",
    phrases: ["eczema|excema|exzema|ekzema", "atopic dermatitis"],
  },
  {
    kind: "muscle_weakness",
    phrases: [
      // Arms or legs "like jelly", too weak to lift.
      "arms|legs|muscles|thighs|limbs ~ feel|feels|felt|gone|like|are|turned ~ like? ~ jelly|jello",
      // "my legs feel like lead", "could barely get up off the sofa".
      "arms|legs|muscles|thighs|limbs ~ feel|feels|felt|like|are ~ like? ~ lead",
      "barely|hardly|couldnt|couldn't|cant|can't|cannot ~ get ~ up ~ off|out of|from ~ the|a|my? ~ sofa|settee|couch|chair|floor|bed|toilet",
      "cant|can't|cannot|not ~ lift ~ my|his|her|their ~ arms|legs|arm|leg|hand|hands",
      // "no power in my thighs", "my legs just have no strength", "stairs have become a mountain".
      "no|zero|lost|losing|lose ~ power|strength ~ in ~ my|his|her|their|the? ~ legs|arms|thighs|muscles|hips|shoulders|arm|leg",
      "legs|arms|thighs|muscles ~ ... no|zero ~ strength|power",
      "stairs|steps ~ ... like|become|are|feel ~ a? ~ mountain|everest|marathon",
      "push|pushing|pushes|lever|levering ~ off|on|up ~ ... chair|armrest|armrests|arms ~ ... get|stand ~ up",
      "legs ~ feel|felt|are|like|gone|heavy|weak ~ ... jelly",
      // "cant climb the stairs", "my legs give way".
      "not ~ climb|manage|do|get ~ up? ~ the? ~ stairs",
      "not ~ lift|raise ~ my|his|her? ~ arms|arm",
      "not ~ get ~ out ~ of ~ the|a? ~ bath|chair|bed",
      "thighs|legs|arms|muscles|hips ~ are|feel|have|gone|feeling? ~ weak|weaker|heavy",
      "legs|knees ~ ... give|gave|giving|gives ~ way|out",
      "muscle ~ weakness|wasting",
      "hard|struggle|struggling|cant|can't|cannot ~ to? ~ lift|raise ~ my? ~ arms|arm",
      "stairs ~ heavy|hard|struggle|struggling",
      "weak|weakness ~ arms|legs|muscles|thighs|shoulders",
      "arms|legs|muscles ~ weak|heavy",
      // Getting up is a sign only when it is hard: "dizzy getting up from the toilet" is not weak legs.
      "not|hard|struggle|struggling|struggles|trouble|difficulty|difficult|effort|pull|push ~ ... get|getting|gets|stand|standing ~ up ~ from|out|off ~ of? ~ ... chair|chairs|sofa|couch|seat|armchair|bath|toilet|sitting",
    ],
  },
  {
    kind: "eyelid_rash",
    phrases: [
      // Purple, not swollen: swollen eyelids after a dye are a reaction.
      "eyelids|eyelid|lids ~ purple|violet",
      "purple|violet ~ eyelids|eyelid|lids",
      "knuckles|knuckle ~ red|rough|bumps|rash|scaly",
    ],
    outranks: ["scalp_bumps"],
    absorbs: ["scalp_bumps"],
  },
  {
    // "i go to bed with it wet": wet hair at bedtime, not a night sweat.
    kind: "nothing",
    phrases: [
      "bed|sleep|sleeping|slept ~ with ~ it|my|wet|damp ~ hair? ~ wet|damp|hair|soaking",
      // "i wake up with my hair wet from the leave-in".
      "wake|woke|waking|wakes ~ up? ~ with ~ my|her|his|the|wet|damp ~ hair|curls|locs|braids|twists|bonnet|scarf",
    ],
    outranks: ["night_sweats"],
  },
  {
    // "hair is soaked with sweat after training": sweat from sport in the hair, not a night sweat.
    kind: "nothing",
    phrases: [
      "hair|head|scalp|bun|roots|helmet|cap|hat ~ is|are|gets|get|was|were|goes|go|all? ~ soaked|drenched|dripping|soaking ~ with|in ~ sweat",
      "soaked|drenched|dripping|sweaty|sweating ~ after|from|during|at ~ the|my|a? ~ training|gym|sport|sports|football|match|matches|games|run|runs|running|workout|workouts|practice|session|sessions|class|classes",
    ],
    outranks: ["night_sweats"],
  },
  {
    // "fever come and go, sweating at night, losing weight": sweats beside a fever or weight lost.
    kind: "night_sweats",
    phrases: ["sweating|sweats|sweat ~ at ~ night|nights"],
    needsInSentence: wordSet(
      "fever fevers feverish temperature temp temps chills shivers shivering weight",
    ),
    outranks: ["sport"],
  },
  {
    kind: "night_sweats",
    phrases: [
      // "sheets are soaked", "wake up in a puddle of sweat".
      "sheets|bed|pyjamas|pjs|pillow|nightie|nightclothes|bedding ~ are|is|were|get|gets|was? ~ soaked|soaking|drenched|wet|damp|sodden",
      "soaking|soaked|drenching|drenched|sweating|sweat ~ through? ~ the|my? ~ sheets|bed|pyjamas|pjs|nightie|bedding",
      "drenching|soaking|drenched|soaked|pouring ~ sweats|sweat|sweating",
      "puddle|pool ~ of ~ sweat",
      "drenched|soaked|soaking|dripping ~ in|with ~ sweat",
      "soaked|drenched ~ through",
      "change|changing ~ my|the|his|her? ~ pjs|pyjamas|nightie|nightclothes|sheets|top|clothes|bedding ~ in|at|during ~ the? ~ night",
      "night ~ sweats ~ that? ~ soak|soaking|drench|drenching",
      // "night sweats" alone is menopause's word; drenched sheets are this sign.
      // "i sweat a lot at night" is not the sign: drenched sheets are.
      "sweats|sweating ~ in ~ the ~ night",
      // "sweating buckets in my sleep".
      "sweating|sweat|sweats|sweated ~ ... in ~ my|his|her|their ~ sleep",
      "waking|wake|woke|waking up ~ drenched|soaked|soaking|sweating|wet",
      "drenched|soaked ~ sheets|bed",
      "change|changing ~ the ~ sheets",
    ],
    outranks: ["sport", "menopause"],
  },
  {
    kind: "deeper_voice",
    phrases: ["voice ~ dropped|deeper|deepened|lower|lowered|broken|broke", "deeper voice"],
  },
  {
    kind: "periods_stopped",
    phrases: [
      // "my period has gone missing", "skipped my last three periods".
      "period|periods ~ gone|has|have ~ gone? ~ missing|awol",
      "skipped|missed ~ my|her? ~ last? ~ two|three|four|2|3|4|few|couple ~ of? ~ periods",
      `havent|haven't|hadnt|hadn't|not ~ had ~ ${periods} ~ since|for|in`,
      `no ~ ${periods} ~ since|for|in`,
      `missed ~ ${periods}`,
      // "my monthlies have just stopped", "her periods have vanished since the summer".
      "monthlies|menses|menstruation|menstrual ~ ... stopped|stop|finished|gone|vanished|disappeared|dried|ceased|missing",
      `${periods} ~ ... vanished|disappeared|dried`,
    ],
    outranks: ["period_late"],
  },
  {
    kind: "low_intake",
    phrases: [
      "cals|calories|kcal|cal ~ a|per ~ day",
      "barely|hardly ~ eating|eat|eaten",
      "not eating ~ much|anything|enough",
      "not ~ really ~ eat|eating ~ much|anything",
      "skip|skipping|skipped ~ meals",
      "tea and toast",
      "live|living|lives|lived ~ on ~ toast|tea|crisps|noodles|biscuits",
      "no|never|dont|don't|hardly|rarely ~ eat|any|eats ~ fruit|veg|vegetables",
    ],
  },
  {
    // "had a fall out with my hairdresser": a quarrel.
    kind: "nothing",
    phrases: ["fall ~ out|outs|outing ~ with"],
    outranks: ["head_injury"],
  },
  {
    kind: "head_injury",
    phrases: [
      // "he fell down the stairs", "mum had a fall".
      "fell|fall|fallen|tripped|slipped ~ down|off ~ the|a|his|her|my? ~ stairs|steps|ladder|bed|trampoline|wall|bike|horse|chair|swing|sofa|couch|climbing",
      "had|having|has ~ a|another|two|several ~ fall|falls",
      "banged|bumped|hit|knocked|bashed|cracked|whacked|smacked|thumped|walloped|clonked|conked|bonked|struck ~ my|her|his|the ~ head",
      "whacked|smacked|thumped|walloped|clonked|conked|bonked|struck|hit ~ in|on|round ~ the ~ head",
      "fell|fall|fallen|tripped|slipped ... head",
      "head ~ injury|injuries",
      "blow|bang|knock ~ to|on ~ the|my|her|his ~ head",
      "bumped|banged|hit|knocked|cracked ~ it ~ on ~ the|a? ~ sink|door|floor|table|cupboard|wall|radiator|bath|step|steps|kerb|corner",
    ],
  },
  // "confused by all the products": puzzled, not muddled.
  {
    kind: "nothing",
    phrases: [
      "confused|confusing ~ about|by|with|which|what|whether|over|as|why|how|on",
      // "she's really confused" is the sign; "I'm really confused" is puzzled.
      "i|am|we|are ~ so|bit|really|totally|very|super|pretty|quite|a ~ bit? ~ confused",
    ],
    outranks: ["confusion"],
  },
  {
    // "I'm not with it until I've had coffee", "the tub is out of it": sleepy, or run out.
    kind: "nothing",
    phrases: [
      "am not with it",
      "not with it ~ ... coffee|caffeine|tea|tired|sleep",
      "run|ran|running|tub|bottle|gel|product|shampoo|conditioner ~ ... out of it",
    ],
    outranks: ["confusion"],
  },
  {
    kind: "confusion",
    phrases: [
      // "more sleepy than usual", "sleepier than normal": drowsy, at any age.
      "sleepier|sleepy|drowsier|drowsy ~ than ~ usual|normal",
      // "keeps getting confused about where he is".
      "confused|muddled ~ about ~ where|who|what|which|the",
      "lost ~ in ~ his|her|my|their ~ own ~ house|home|street|kitchen",
      // Drowsy past waking, with breathing slowed or pupils shrunk: "so sleepy I can hardly wake
      // her", "breathing slow with long gaps", "pupils tiny like pin heads".
      "hardly|barely|can't|cant|cannot|not|hard|struggling ~ to? ~ wake|rouse ~ her|him|them|me|up",
      "breathing ~ ... slow|slower ~ with|and? ~ ... gaps|pauses",
      "pupils ~ ... tiny|pinpoint|pin|pinpoints",
      // "doesnt know what day it is", "not with it", "away with the fairies".
      "not ~ know|knowing|recognise|recognize|recognising|recognizing ~ what ~ day|year|month|time ~ it ~ is|was",
      "not ~ know|knowing|recognise|recognize|recognising|recognizing ~ who ~ i|he|she|we|they ~ am|is|are|was",
      "not ~ recognise|recognize|recognising|recognizing ~ me|us|him|her|anyone|people|his|her|their|family",
      "forgetting|forgets|forgot ~ where ~ he|she|i|they ~ is|was|am|are|lives|live",
      "not with it",
      "not really with it",
      "away ~ with ~ the ~ fairies|fairys",
      "really|totally|completely|proper|very|bit ~ out of it",
      "talking|talks|talk|saying ~ nonsense|rubbish|gobbledygook",
      "doolally|delirious|delirium",
      "he|she|mom|dad|nan|gran|grandma|grandpa|grandad|husband|wife ~ is|been|has|seems|seemed? ~ acting|behaving ~ really|very|so|bit? ~ strange|strangely|weird|weirdly|odd|oddly|funny",
      "cant|can't|couldnt|couldn't|not ~ wake|rouse ~ him|her|them",
      "hard|difficult ~ to ~ rouse",
      "confused|confusion|muddled|disorientated|disoriented",
      "not ~ making ~ sense",
      "drowsy|drowsier",
      "not ~ know|knowing ~ where ~ he|she|i|they ~ is|was|am|are|lives|live",
      "not ~ himself|herself ~ at all",
      "floppy|listless|lethargic|unresponsive",
      "hard ~ to ~ wake|rouse",
    ],
  },
  {
    kind: "vomiting",
    phrases: [
      "is|been|being|gets|get ~ sick ~ after|when ~ ... eat|eats|eating|feed|feeds|food|meals",
      // "cant keep anything down", "chucking up", "retching".
      "not ~ keep|keeping|kept ~ anything|food|water|fluids|drinks|milk|feeds|drink|liquids|meals|much|it ~ down",
      "keeping ~ nothing ~ down",
      "chucking|chucked|chuck ~ up",
      "spewing|spew|spewed|spews",
      "barf*",
      "heaving|retching|retch|retched|retches",
      "bringing|brought|brings ~ up|back ~ ... milk|food|feeds|everything|feed|bile",
      "sick ~ all ~ night|over|morning",
      "throw|throws ~ up",
      "puke|pukes",
      "vomit|vomiting|vomited|puking|puked",
      "throwing|threw|thrown ~ up",
      "been|being ~ sick",
      "sick ~ twice|again|overnight",
    ],
  },
  {
    // "sore chest after bench press": a muscle worked, not the heart.
    kind: "nothing",
    phrases: [
      "chest ~ day|hair|hairs|acne|spots",
      "chest ... bench|press|pushups|push-ups|pecs|weights|lifting|workout",
      "bench|pushups|push-ups|press ... chest",
    ],
    outranks: ["chest_pain", "body_complaint"],
  },
  {
    kind: "chest_pain",
    phrases: [
      // "pains in her chest", "chest feels like its in a vice", "an elephant sitting on my chest".
      "pain|pains|ache|aches|aching|twinge|twinges|stabbing|tightness|pressure|burning|heaviness ~ in|across|on ~ my|his|her|the|their? ~ chest",
      "chest ... tight|tighter|aches|ache|aching|achy|sore|stabbing|twinge*|crushed|squeezed|squeezing|vice|vise|killing|agony|burning|heavy|elephant",
      "sitting|standing|sat|stood|weight|elephant|brick ~ on ~ my|his|her|the ~ chest",
      // "says breathing in hurts": pain on breathing in, the lining of the lung.
      "breathing|breathe|breath ~ in|deep|deeply? ~ hurts|hurt|hurting|painful|stabs|catches",
      "band|vice|vise ~ round|around|across ~ my|his|her|the? ~ chest",
      // "a heavy ache in my jaw and down my left arm": the heart's pain where it spreads.
      "ache|aching|pain|heavy|heaviness|tightness|pressure ~ ... down|into ~ my|his|her|the? ~ left ~ arm",
      // "not chest pain exactly, more a tightness like a band when i walk up the hill".
      "tightness|tight|pressure|heaviness ~ like ~ a ~ band|vice|vise|weight",
      "pain|pains|ache|aching|pressure|burning|tightness|heaviness ~ ... behind|in|under ~ my|his|her|the? ~ breastbone|sternum",
      "breastbone|sternum ~ pain|hurts|hurting|aches|aching|sore",
      "pain|ache|aching|pains ~ in|at ~ the ~ middle|centre|center ~ of ~ my|his|her|the? ~ chest",
      "heart ~ area|region ~ hurts|hurting|pain|pains|aches|aching|sore",
      "ches|chets ~ pain|pains|tight|tightness",
      "chest ~ pain|pains|tight|tightness|pressure|hurts|hurting",
      "pain|tightness ~ in ~ my? ~ chest",
      "tight|tighter|tightness ~ chest",
      "pressure|heaviness|squeezing|crushing|heavy ~ feeling? ~ in|across ~ my|the|his|her? ~ chest",
      // A pain on breathing in, in the chest or the side: the lining of the lung, or a clot in it.
      "pain|pains|stabbing|catch|catches|catching ... when|if|as|whenever ~ i|you? ~ breathe|breath|breathing|cough|coughing",
      "hurts|hurt|painful|sore ~ to|when ~ i|you? ~ breathe|breath|breathing",
      "deep|big ~ breath|breaths ~ hurts|hurt|painful|sore",
      "squeezing|crushing|heavy|heaviness|tightness|pressure|burning|band ... middle of? ~ my|the? ~ chest",
      "chest ... squeezing|crushing|heaviness|heavy|tightness|pressure|pain|pains|hurts|hurting",
      "pain|ache|heaviness ~ going|spreading|goes|spreads ~ up|down|into ~ my|the? ~ left? ~ arm|jaw|neck",
      // "a ripping pain right through my chest into my back".
      "pain|pains|ache|tearing|ripping ~ ... through|into ~ my|his|her|the ~ chest",
    ],
  },
  {
    // "my curls have completely collapsed": the hair falling flat, not a faint.
    kind: "nothing",
    phrases: [
      "curls|curl|hair|waves|volume|style|fringe|bun ~ collapsed|collapses|collapse|collapsing",
    ],
    outranks: ["fainting"],
  },
  {
    // "nearly passed out when I saw the salon bill": a figure of speech.
    kind: "nothing",
    phrases: [
      "passed|pass|faint|fainted|died|collapsed ~ out? ~ ... bill|price|prices|cost|receipt|quote|total",
    ],
    outranks: ["fainting"],
  },
  {
    kind: "fainting",
    phrases: [
      // "the room spins", "keeling over", "came round on the floor".
      "keeling|keeled|keel|keels ~ over",
      "room|world|everything ~ is|was|keeps? ~ spinning|spins|spun|spin|swimming",
      "woozy|wooziness",
      "giddy ~ spells|spell|turns|turn|when|and|on",
      "light ~ headed|heads|headedness",
      "came|come|coming ~ round|around|to ~ on ~ the? ~ floor|ground",
      "found ~ him|her|them|mom|dad|nan|gran ~ on ~ the ~ floor|ground",
      "pass|passing|passes ~ out",
      "everything|it ~ went|goes|going ~ black|dark",
      "lost|losing|lose ~ consciousness",
      "unconscious|unresponsive",
      "down ~ like ~ a ~ sack|stone",
      "blacking|blackouts|blackout",
      "collapse|collapses|collapsing",
      "feel|feeling|felt|feels ~ like ... faint|fainting|collapse|collapsing",
      "feel|feeling|felt|feels ~ like ... pass|passing ~ out",
      "faint|fainted|fainting|blacked|collapsed",
      "passed out",
      "dizzy|dizziness|lightheaded|light-headed",
    ],
    // "dizzy getting up from the toilet" is feeling faint on standing, not weak legs.
    outranks: ["muscle_weakness"],
  },
  {
    kind: "swollen_ankles",
    phrases: [
      // "legs full of fluid", "sleep sitting up to breathe"; not "tiktok is full of rice water".
      "legs|ankles|feet|body|lungs|chest|tummy|belly|i|im|i'm ~ ... full ~ of ~ fluid|water",
      "fluid|water ~ in|on ~ my|his|her|the ~ legs|ankles|feet",
      "sitting|sit|sat|propped ~ up ~ to ~ breathe|breath",
      "not ~ get ~ my|his|her? ~ shoes|boots|slippers ~ on",
      "swollen|swelling|puffy|fat ~ ankles|ankle|feet|legs|calves",
      "ankles|ankle|feet|legs ~ swollen|swelling|swell|swells|swelled|puffy|puffed|puff|puffing|fat|blown|ballooned|balloons|ballooning",
      "pillows ~ to ~ breathe|sleep",
      // "have to sleep on 3 pillows now or i cant breathe lying flat".
      "sleep|sleeping|sleeps|slept ~ on|with|propped ~ 2|3|4|5|two|three|four|five|extra|more|several|loads|lots|stack|pile ~ of? ~ pillows",
      "not ~ breathe|breath ~ ... lying|laying ~ flat|down",
      "propped ~ up ~ to? ~ breathe|sleep",
      "propped ~ up ~ on ~ pillows|pillow",
      "ankles|ankle|legs|feet ~ are|is|gone? ~ massive|huge|enormous|balloons",
      "leave|leaves|leaving ~ a ~ dent|dip|mark ~ when|if ~ you|i? ~ press|push",
    ],
    outranks: ["joint_pain"],
  },
  {
    kind: "face_droop",
    phrases: [
      // Speech gone slurred.
      "speech|talking|words ~ ... slurry|slurred|slurring|garbled|jumbled",
      "face|mouth|smile|lip ~ went|gone|going|goes|is|looks|looked|dropped|drooped ~ funny|odd|weird|strange|down|droopy|lopsided ~ on ~ one ~ side",
      // "her mouth is drooping on one side", "couldnt speak properly", "her arm just went floppy".
      "face|mouth|smile|lip|lips ~ is|has|gone|went|looks|all|suddenly? ~ drooping|droopy|drooped|dropped|fallen|lopsided|crooked|saggy|sagging|slipped|hanging|wonky|twisted",
      "side ~ of ~ his|her|my|the|their ~ face|mouth ~ ... droop*|dropped|hanging|saggy|sagging|fallen|slipped|frozen|down",
      "side ~ of ~ his|her|my|the|their ~ face|mouth ~ is|does|will|ca ~ not",
      "droop*|dropped|drooping|saggy|sagging ~ ... on ~ one ~ side",
      "drooping|droopy ~ eyelid|mouth|face|smile|lip ~ and ~ mouth|face|eyelid",
      // "my right eyelid has drooped right down": a nerve to the eye, or a stroke.
      "eyelid|eyelids|lid ~ has|is|just? ~ drooped|dropped|droops|drooping|fallen|come ~ right? ~ down|shut",
      "speech|words|talking ~ went|gone|go|going|came|come ~ out? ~ funny|weird|strange|odd|wrong",
      "cant|can't|couldnt|couldn't|not ~ speak|talk ~ properly|right|clearly|at",
      "talking|talked|speaking|spoke|came ~ out? ~ gibberish|jibberish",
      "could|couldnt|couldn't|cant|can't|not ~ get|find ~ his|her|my|the ~ words ~ out?",
      "arm|leg|hand ~ suddenly|just|all? ~ went|gone|going|goes|gave ~ weak|floppy|limp|heavy|way",
      "left|right|one ~ side ~ ... went|gone|going|is ~ weak|numb|floppy|dead|limp",
      "suddenly ~ cant|can't|couldnt|couldn't|not ~ move|lift|raise|use|feel ~ ... arm|leg|hand|side",
      "not ~ lift|move|raise|use|feel ~ her|his|my|the ~ right|left ~ arm|leg|hand|side",
      "face ~ drooping|droopy|dropped|fallen",
      "slurred|slurring ~ speech|words",
      "speech ~ slurred",
      // "my words came out muddled for about 10 mins": speech that went wrong, even once.
      "words|speech ~ came|come|coming|went|go|going ~ out? ~ muddled|jumbled|garbled|wrong|slurred|mixed",
      "muddled|jumbled|garbled|mixed ~ up? ~ my? ~ words|speech",
      "could|couldnt|couldn't|cant|can't ~ not? ~ get|find ~ my|the ~ words ~ out",
    ],
    outranks: ["confusion"],
  },
  {
    // "found hair wrapped round the babys toe ... red and puffy": a hair tourniquet.
    kind: "hair_tourniquet",
    phrases: [
      "hair|hairs|some|strand|thread|threads|fibre|fiber|string|cotton ~ wrapped|wound|tied|twisted|tangled|caught|stuck ~ tight|tightly? ~ round|around ~ ... toe|toes|finger|fingers|penis|willy",
      "hair|hairs|thread|strand|string ~ round|around ~ her|his|the|baby's|babys|a ~ toe|toes|finger",
      "toe|toes|finger|fingers ... hair|thread|string ~ round|around|wrapped|caught|tight",
      "hair|thread|string|strand ~ cutting|dug|digging|cut ~ into|in ~ ... toe|toes|finger|fingers",
      "tourniquet",
      "toe|toes|finger|fingers ... line|band|mark|groove ~ round|around",
      "rubber ~ band ~ mark|line",
      // "a toe swollen and purply, and theres like a thin line round the bottom of it".
      "thin|tight|deep ~ line|band|groove|ring ~ round|around ~ the ~ bottom|base ~ of ~ it",
      "wrapped|wound|twisted ~ round|around ~ ... toe|toes|finger|fingers ... red|puffy|swollen|purple|blue|screaming",
    ],
    outranks: ["cold_foot", "joint_pain", "body_complaint"],
  },
  {
    // A burn or scald on the body: the hot tool, the kettle, or cooling it under the tap.
    kind: "burn",
    phrases: [
      "burnt|burned|burn|burns|scalded|scald|scalds|singed ~ my|his|her|their|the|a|its? ~ hand|hands|palm|palms|finger|fingers|thumb|wrist|arm|arms|leg|legs|foot|feet|face|neck|ear|ears|chest|tummy|back|forehead|nose|lip|lips|eyebrows|eyebrow|brows|moustache|mustache|eyelashes|lashes",
      "burn|burns ~ on ~ my|his|her|their|the ~ nose|lip|lips|face|hand|hands|arm|leg|neck|chest",
      // A fire: "the tube caught when I lit my roll up", "my fringe caught fire".
      // "went through a red light in the cab" is a traffic light, not a flame.
      "caught|catch|catches|went ~ fire|alight",
      "caught|catch|catches ~ light",
      "tube|tubing|oxygen|hair|fringe|hat|scarf ~ caught",
      "scald|scalded|scalding ~ ... kettle|water|tea|coffee|bath|pan|soup",
      "straighteners|straightener|tongs|wand|iron|kettle|hob|oven|pan ~ ... burnt|burned|burn|blister|blisters|blistered|blistery",
      "grabbed|touched|held|stood ~ on? ~ my|the|her|his|mums|mum's|a? ~ hot? ~ straighteners|straightener|tongs|wand|iron|hob|kettle|oven|radiator",
      // First aid already given: "ran her hand under the cold tap".
      "ran|run|running|held|holding|put|kept ~ her|his|my|their|the|it ~ hand|hands|palm|arm|finger|fingers|foot|leg|it? ~ under ~ the|a? ~ cold|cool? ~ tap|water",
    ],
  },
  {
    // A baby who cries for hours and will not settle, or whose cry is weak or high-pitched.
    kind: "inconsolable_crying",
    phrases: [
      // "his cry sounds weird, really high pitched".
      "cry|crying|scream|screaming ~ sounds|sound|is|has|gone ~ ... weird|strange|funny|high|shrill|weak|different|squeal|squeaky",
      "screaming|crying|wailing|screamed|cried|screams|cries ~ ... hours|hour|hrs|nonstop|non-stop|constantly|inconsolable|inconsolably|solid",
      "inconsolable|inconsolably",
      // "crying non stop since lunchtime, cant calm him", "dey cry cry since night".
      "screaming|crying|wailing|screamed|cried|screams|cries|cry|scream ~ ... non ~ stop",
      "not ~ calm|settle|soothe|console|comfort ~ him|her|them|baby|down",
      "cry|crying|cries|scream|screaming ~ cry|crying|cries|scream|screaming",
      "high-pitched|weak|moaning|whimpering|shrill ~ cry|crying|cries|scream",
      "high ~ pitched ~ cry|crying|cries|scream",
    ],
  },
  {
    // An erection that will not go down: priapism, treated within hours.
    kind: "priapism",
    phrases: [
      // "stuck with a hard-on since last night".
      "hard ~ on ~ since|for|all|that|wont|won't|not",
      "stuck ~ with ~ a|an ~ hard|erection|boner|stiffy",
      "erection|hard-on|boner|stiffy ~ ... not|wont|won't|wouldnt|wouldn't ~ go ~ down|away|soft",
      "erection|hard-on|boner|stiffy ~ ... hours|hrs|since",
      "priapism",
      "stuck|stays|staying|stayed ~ hard|erect|stiff ~ down ~ there",
      "penis|willy|dick|cock|member|manhood ~ ... stuck|staying|stays|stayed ~ hard|erect|stiff|up",
      // "my thing is stuck hard since this morning", "boner won't deflate".
      "my|his ~ thing ~ is|s|has|been? ~ stuck|stayed|staying|been ~ hard|erect|stiff|up",
      "erection|erections|boner|boners|stiffy ~ ... not ~ deflate|deflating|soften|softening|subside|subsiding|shrink|die|ease|go",
    ],
  },
  {
    // A body less able to fight an infection: a fever in it is seen the same day.
    kind: "infection_risk",
    phrases: [
      "heart|mitral|aortic|tissue|pig|pigs|cow|mechanical|metal|artificial|replacement|replaced|new ~ valve|valves",
      // "a leaky valve from rheumatic fever as a child".
      "leaky|leaking|damaged|faulty|narrow|narrowed|bad|dodgy ~ heart? ~ valve|valves",
      "rheumatic ~ heart|fever",
      "valve ~ replaced|replacement|operation|surgery|repair|repaired|op",
      "spleen ~ removed|out|taken|removal|gone",
      "no|without ~ a? ~ spleen",
      // "i dont have a spleen", "he hasn't got a spleen": the negation is the fact.
      "not|nt|never ~ have|got|had ~ a|any? ~ spleen",
      "splenectomy",
      "kidney|liver|heart|lung|lungs|organ|marrow|cell|cells|pancreas ~ transplant|transplanted",
    ],
    // "rheumatic fever" names what damaged the valve, not a fever now.
    outranks: ["fever"],
  },
  {
    // Near chickenpox, measles or slapped cheek: in pregnancy, or with a weak defence, it matters.
    kind: "infection_contact",
    phrases: [
      "near|around|with|exposed|exposure|contact|caught ~ ... chickenpox|chicken-pox|measles|shingles|slapped|rubella|parvovirus|parvo",
      "chickenpox|chicken-pox|measles|slapped ~ ... nursery|school|class|playgroup|going|outbreak",
      "chicken ~ pox ~ ... nursery|school|class|playgroup|going|outbreak|near|around",
      // "half her class is off with chicken pox", "my niece came to stay and now she's got shingles".
      "nursery|school|class|classmate|classmates|playgroup|creche|childminder|friend|friends|cousin|cousins ... chickenpox|chicken-pox|measles|slapped|shingles|rubella|parvo|parvovirus",
      "nursery|school|class|classmate|classmates|playgroup|creche|childminder|friend|friends|cousin|cousins ... chicken ~ pox",
      "off|going|gone ~ round|around|about|with ~ chickenpox|chicken-pox|measles|slapped|shingles|rubella",
      "off|going|gone ~ round|around|about|with ~ chicken ~ pox",
      // "my nephew (4) came out in chickenpox", "she broke out in measles".
      "niece|nephew|grandson|granddaughter|grandchild|grandkids|sister|brother|kid|kids|child|baby|toddler|son|daughter|she|he|they|someone|somebody ~ ... got|has|caught|with|out ~ shingles|chickenpox|chicken-pox|measles|rubella|slapped",
    ],
  },
  {
    // "threw up my hands when my highlights turned green": a gesture, and the hair's colour.
    kind: "nothing",
    phrases: [
      "threw|throw|throwing|throws ~ up ~ my|his|her|their|our ~ hands|arms",
      "hair|highlights|blonde|roots|ends|tips|toner|bleach|colour|color ~ ... green|greenish|greeny",
    ],
    outranks: ["green_vomit", "vomiting"],
  },
  {
    // Being sick green: bile, a blocked bowel until shown otherwise; in a baby, 999.
    kind: "green_vomit",
    phrases: [
      "sick|vomit|vomiting|vomited|vomits|puke|puking|puked|spew|spewing|throwing|threw ~ ... green|bile|bilious",
      "green ~ sick|vomit|bile|stuff|liquid",
      "bilious",
      "bringing|brought|brings|bring ~ up ~ ... bile",
      "its|it's|it|was|is ~ bright|dark|all? ~ green ~ like|as",
    ],
  },
  {
    kind: "others_itching",
    phrases: [
      "others|everyone|everybody|tenants|residents|carers|staff|kids|family|husband|wife|partner|son|daughter ~ itching|itchy|scratching",
      "others|everyone|everybody|tenants|residents|carers|staff ~ got|have|caught ~ it",
      "itching|itchy|scratching ~ too",
      "itching|itchy|scratching ~ as well",
    ],
  },
  {
    // "i feel flat about my hair colour": about the hair, not a low mood.
    kind: "nothing",
    phrases: ["flat|empty|numb ~ about ~ my|the|her|his ~ hair|colour|color|curls|cut|style|look"],
    outranks: ["low_mood"],
  },
  {
    // "i just cant be bothered with anything", "been really down since easter": low mood, a
    // depression's signs in everyday words (NICE NG222), not a stressful week.
    kind: "low_mood",
    phrases: [
      // No energy or interest in anything for weeks; sleeping all day and stopped going out.
      "zero|no ~ energy|interest|motivation ~ or|and? ~ ... anything|for",
      // "i feel so low", "i just dont care about anything anymore".
      "feel|feeling|felt ~ so|really|very ~ low|empty|flat",
      "not|dont|don't|doesnt|doesn't ~ care ~ about ~ anything|nothing ~ anymore",
      "sleeping ~ all ~ day ... quit|stopped|dropped|gave|not",
      "not|cant|can't|cannot ~ be ~ bothered ~ with|about|doing? ~ anything|nothing|everything",
      "no ~ interest|motivation|energy ~ in|for ~ anything|nothing|life|things",
      "lost ~ interest ~ in ~ everything|anything|things|life",
      // "feeling really low since easter", not "feeling really run down".
      "feel|feeling|felt|been|am|im|i'm so|really|very|pretty|quite? low|down|depressed|flat|empty|numb ... weeks|months|since|ages|time|while",
      "depressed|depression",
      "stopped|quit ~ going ~ to|into ~ college|uni|school|work|the|class|classes|lectures|church|gym",
      "stopped|quit ~ going ~ out",
      // "i just feel flat, like nothing matters", "sleeping the days away".
      "nothing ~ matters|matter|seems ~ to? ~ matter",
      "i ~ just|so|really? ~ feel|feeling|felt ~ so|really|very|just|totally|completely? ~ flat|empty|numb|hollow|hopeless|worthless",
      "sleeping|sleep|sleeps|slept ~ the ~ days|day ~ away",
      "not ~ get|getting|drag ~ myself? ~ out ~ of ~ bed",
      "sleep|sleeping|sleeps ~ till|until|til ~ like? ~ 1|2|3|4|noon|midday|1pm|2pm|3pm|4pm|afternoon",
      "stay|stayed|staying ~ in ~ bed ~ all ~ day",
    ],
    // "i dont care about anything anymore" is the writer's own mood, not a change others see.
    outranks: ["personality_change"],
  },
  {
    // "want to die my hair red": dye, misspelt.
    kind: "nothing",
    phrases: [
      "die|dying|died ~ my|her|his|it|the|them ~ hair|roots|grey|greys|gray|blonde|black|red|brown|pink|blue|purple|back",
      "die|dying|died ~ it|them|my|her ~ red|black|blonde|brown|pink|blue|purple|ginger|copper",
      "dying|die ~ to ~ try|get|have|know|see",
      "to ~ die ~ for",
    ],
    outranks: ["dark_thoughts"],
  },
  {
    kind: "dark_thoughts",
    // The denial is part of the phrase ("don't want to be here"): it starts the phrase, so it
    // is not read as denying it.
    phrases: [
      "wish ~ i ~ could|would ~ ... not|never ~ wake",
      "everyone|everybody|they|family|kids ~ ... better|happier ~ off? ~ without ~ me",
      // "everyone will be better off", "got my tablets saved up": intent, told without the word.
      "everyone|everybody ~ ... better|happier ~ off",
      "tablets|pills|meds ~ saved|stockpiled|hoarded|stashed",
      // "I want to die", "thinking about ending it", "wish I was dead".
      "thinking|thought|thoughts|think ~ about|of ~ ending|killing|suicide|dying|death|jumping|overdos*|hanging",
      "thinking|thought|think ~ about|of ~ taking ~ all|my|them ~ all? ~ tablets|pills|meds",
      "plan|plans|planned|planning ~ to ~ end|kill|take",
      "want|wanna|wanted ~ to? ~ die",
      "wish ~ i ~ was|were ~ dead|gone|never",
      "better off ~ dead",
      "better off ~ if ~ i|i'm ~ was|were|wasnt|gone|dead|not|died|am",
      "and ~ not|never ~ wake ~ up",
      "cutting|self-harming ~ my? ~ arms|wrists|legs|thighs",
      "cut ~ my ~ wrists|arms",
      "not ~ want|wanna ~ to? ~ live|exist",
      "not ~ want|wanna ~ to? ~ carry|go ~ on",
      "giving|give|given ~ up ~ on ~ life|living|everything",
      "want ~ it ~ all ~ to ~ stop|end",
      "want ~ everything ~ to ~ stop|end",
      "not ~ see ~ a|any ~ future",
      "jump|jumping ~ off|in ~ a|the|front ~ bridge|building|train|cliff|roof|of",
      "wish|want|wanna ~ i|to ~ could? ~ just? ~ disappear|vanish ~ forever",
      "dont|don't|didnt|didn't|not|never ~ want|wanna ~ to? ~ be ~ here|alive|around",
      "dont|don't|didnt|didn't|not|never ~ want|wanna ~ to? ~ wake ~ up",
      "end|ending ~ it all",
      "end|ending ~ things",
      "end|ending ~ my life",
      "kill|killing|hurt|hurting|harm|harming|cut|cutting ~ myself",
      "suicid*",
      "self harm|harms|harming|harmed",
      "better off ~ without me",
      "no ~ point ~ anymore|living|trying",
      "no point going on",
      "cant|can't|cannot ~ go on",
      "cant|can't|cannot ~ cope anymore",
      "saving|saved|stockpiling|hoarding|collecting ~ up? ~ tablets|pills|meds",
      "taking|take|swallow|swallowing ~ them|the|my|all ~ all? ~ tablets|pills|meds|at once",
      "overdose|overdosing",
      "sorted|worked|planned|figured ~ out? ~ how ~ i'd|id|i|to ~ do ~ it",
      "written|wrote|writing ~ letters|notes|goodbye|a note ~ for|to ~ my|everyone",
      "see ~ the ~ point ~ anymore|any",
      "cant|can't|cannot|not ~ see ~ the ~ point ~ in|of? ~ anything|living|life|going|carrying|it",
    ],
  },
  {
    // "my hair is so thirsty after bleaching": the hair wants moisture.
    kind: "nothing",
    phrases: ["hair|curls|locs|strands|ends|scalp|coils|skin|roots ~ ~ thirsty|parched"],
    outranks: ["thirst"],
  },
  {
    kind: "thirst",
    phrases: [
      // Downing water.
      "downing|guzzling|chugging|gulping ~ water|drinks|juice|bottles|squash",
      "always|constantly|so|really|very|super|mega|desperately ~ thirsty",
      "thirsty ~ all the time",
      "thirsty ~ constantly|nonstop",
      "thirsty ~ all day",
      "drinking|drink|drank ~ loads|litres|liters|gallons|tons|constantly",
      "drinking ~ so much",
      // "drinks water all the time", "wakes in the night to drink".
      "drinks|drinking|drink ~ water|juice|squash ~ all ~ the ~ time|day|night",
      "drinks|drinking|drink ~ water|juice|squash ~ constantly|nonstop",
      "wakes|waking|woke|wake|gets|getting|get ~ up? ~ ... night ~ to ~ drink",
      "cant|can't ~ stop drinking",
      "thirst",
      "drinking ~ like ~ a ~ fish",
      "bottles ~ of ~ water ~ a ~ day",
      // "my mouth is dry and i'm parched all the time".
      "am ~ parched|gasping",
      "mouth ~ is|s|feels|always|constantly|so ~ dry|parched|sandpaper|cotton",
    ],
  },
  {
    kind: "peeing_often",
    phrases: [
      // Always running to the loo.
      "running|dashing|rushing|nipping ~ to ~ the ~ loo|toilet|bathroom",
      "pee|peeing|wee|weeing|urinate|urinating ~ constantly|loads|lots|more|nonstop",
      "pee|peeing|wee|weeing|urinate|urinating ~ all the time",
      // "peeing every five minutes", "back and forth to the toilet", "wee wee wee all day long".
      "pee|peeing|wee|weeing|urinate|urinating|toilet|loo ~ every ~ few|five|5|ten|10|15|twenty|20|half|couple|single? ~ minutes|mins|hour|hours|min",
      "back ~ and ~ forth ~ to ~ the ~ toilet|loo|bathroom",
      "up ~ and ~ down ~ to ~ the? ~ toilet|loo",
      "wee|pee|weeing|peeing ~ wee|pee|weeing|peeing",
      "pee|wee|peeing|weeing ~ all ~ day|night",
      "toilet|loo ~ constantly|loads|more",
      "night|nights ~ to? ~ pee|wee|loo|toilet",
      "pee|wee|peeing|weeing ~ at|in ~ the? ~ night",
      "up ~ to ~ pee|wee|loo|toilet",
      // "getting up for the toilet 3-4 times a night", "wet the bed twice this week".
      "up ~ for ~ the|a? ~ toilet|loo|wee|pee ~ ... night|nights",
      "wet|wets|wetting ~ the|her|his|my ~ bed",
      "bedwetting|bed-wetting",
      "weeing|peeing ~ all ~ night",
      "up ~ for ~ a ~ wee|pee ~ ... night",
      "night|nights ~ to ~ pass|passing ~ water|urine",
      "pass|passing ~ water|urine ~ at|in|through ~ the? ~ night",
    ],
  },
  {
    // "stiff neck from sleeping funny": an everyday cause the person gives.
    kind: "nothing",
    phrases: [
      "neck ... slept|sleeping|sleep|pillow|desk|phone|laptop|driving|whiplash|gym|braids|locs|looking",
    ],
    outranks: ["stiff_neck"],
  },
  {
    kind: "stiff_neck",
    phrases: [
      // Screams when the head is bent forward.
      "put|bend|bends|move|moves|bring|tilt ~ her|his|my|their ~ head|chin ~ forward|down",
      "neck ~ hurts|hurt|hurting|pain|painful|sore ~ when|if ~ he|she|i|you ~ bend|bends|bending|move|moves|turn|turns|look|looks",
      // "she cant bend her neck forward", "her neck is rigid".
      "hurts|hurt|painful|pain|agony ~ to|when ~ bend|move|turn|i|she|he ~ bend|move|turn|look? ~ my|his|her? ~ neck|head|down",
      "neck ~ is|has|gone|feels|feel|all? ~ rigid|seized|locked|stiff",
      "neck|head ~ hurts|hurt|hurting|pain ... look|looks|looking ~ down",
      "look|looking|looks ~ down ~ ... pain|hurts|hurt ~ in? ~ my|his|her? ~ neck",
      "bend|bending|move|moving ~ his|her|my|their ~ neck|head ~ forward|down",
      "screams|cries|screamed|cried ~ when ... bend|move ~ his|her ~ neck|head",
      "chin ~ to|on|onto ~ his|her|my? ~ chest",
      "not ~ move|bend|turn ~ his|her|my ~ neck|head",
      "stiff|sore ~ neck",
      "neck ~ stiff",
      "cant|can't|cannot|not ~ bend|put|get|touch|move|turn ~ chin|head|neck ~ chest|forward|down",
      "light|lights ~ hurts|hurting|hurt ~ eyes",
    ],
    outranks: ["feels_stiff", "joint_pain"],
    absorbs: ["feels_stiff", "joint_pain"],
  },
  {
    // "blistering heat today": the weather.
    kind: "nothing",
    phrases: ["blistering|scorching ~ heat|hot|sun|day|weather|pace|speed"],
    outranks: ["blisters", "urgent_reaction"],
  },
  {
    kind: "blisters",
    phrases: [
      "blister*",
      "weep|weeps|weeping|weepy",
      "punched|punched-out ~ out? ~ looking? ~ sores|spots|blisters|holes",
      // "little craters like someone's gone at him with a hole punch".
      "craters|crater|pits",
      "hole ~ punch",
      "raw ~ patch|patches|skin|areas|bits",
      "skin ~ comes|came|coming|peels|peeling|peeled|rubs|rubbing ~ away|off",
      "comes|came|coming ~ away|off ~ with|when|on ~ comb|combing|brush|brushing",
    ],
    // After a product, the same words are a reaction (urgent_reaction).
    withoutProduct: true,
  },
  {
    kind: "tick_bite",
    phrases: [
      "tick|ticks ~ bite|bit|bitten|bites|removed|embedded|stuck|latched",
      "tick|ticks ~ on|off|out|in ~ my|me|his|her",
      "bitten|bit ~ by ~ a? ~ tick",
      "pulled|took|removed|found|got ~ a? ~ tick|ticks",
    ],
  },
  {
    kind: "ring_rash",
    phrases: [
      // "a rash like a target", "a red patch that keeps getting bigger".
      "rash|mark|ring|patch ~ like ~ a ~ target|dartboard|bullseye",
      "target|target-shaped ~ shaped? ~ rash|mark|ring",
      "ring|ring-shaped ~ shaped? ~ rash",
      "red|pink ~ patch|mark|ring|circle ... keeps|keep|kept ~ getting? ~ bigger|spreading|growing|wider",
      "bullseye|bulls-eye|bull's-eye",
      "bulls|bull's ~ eye",
      "ring|circle|rash ... spreading|growing|expanding|bigger|widening",
      "spreading|growing|expanding ~ red? ~ ring|circle|rash",
      "ring|circle ... paler|pale|clear|lighter ~ middle|centre|center",
      "red ~ patch|mark|ring ... bigger|spreading|growing ~ every|each ~ day",
      "red ~ ring|circle ... bigger|spreading|growing|wider",
      "big|large|red ~ red? ~ ring|circle ~ on ~ my|his|her|the ~ skin|neck|arm|leg|back|body|chest|tummy|thigh|side",
    ],
    outranks: ["body_rash"],
  },
  {
    kind: "corkscrew_hairs",
    phrases: [
      "corkscrew|coiled|curly|curled|bent ~ hair|hairs ~ on|in ~ my? ~ legs|leg|shins|arms|body",
      "hair|hairs ~ on ~ my? ~ legs|leg|shins|arms ... corkscrew|coiled|curled|bent",
      "leg|legs|shin|shins|body|arm|arms ~ hair|hairs ~ corkscrew|coiled|curled|bent",
      "red|purple ~ dots|spots ~ around|round ~ the? ~ hairs|hair|them|follicles",
    ],
  },
  {
    kind: "skin_dent",
    phrases: [
      "sunken|dented|indented|grooved ~ skin|band|patch|line|stripe|area|bit",
      "skin ~ sunken|dented|indented|sinking|sunk",
      "dent|dip|groove ~ in ~ the|her|his|my ~ skin|forehead|scalp",
      "skin ... sunk|sunken|sinking|dented|indented|groove|trench",
      "feel ~ the|a ~ dip|dent|groove ~ with|under",
      "coup de sabre",
    ],
  },
  {
    kind: "bowel_changes",
    phrases: [
      "diarrhoea|diarrhea|diarhea|diarrea",
      "the runs",
      // "going to the loo more often and looser", "blood mixed in with it": the bowel's habit.
      "loo|toilet|bathroom ~ ... more ~ often|than ~ ... looser|loose|runny|softer|watery",
      "loo|toilet|bathroom ~ ... looser|runny|softer|watery",
      "poo|poos|stools|stool|bowels|motions ~ ... looser|runny|softer|watery|thinner|changed",
      "loose ~ stools|poo|poos|bowels",
      "bloated|bloating",
      "tummy|stomach|belly|gut ~ pain|pains|cramps|cramping|upset|issues|problems|trouble",
      "tummy|stomach|belly|gut ~ playing up",
      "blood ~ in ~ my? ~ poo|stool|stools",
      "bowels|stools|poo|poos ~ looser|loose|runny|watery|changed|different",
    ],
    // "going to the loo more often and looser": the bowel's, not weeing more.
    outranks: ["peeing_often"],
  },
  {
    // "gone yellow blonde after the toner": the hair's colour.
    kind: "nothing",
    phrases: [
      "yellow|yellowish|yellowy ~ blonde|blond|tones|tone|hair|highlights|roots|ends|brassy|orange|streaks",
    ],
    outranks: ["yellow_skin"],
  },
  {
    kind: "yellow_skin",
    phrases: [
      // "he looks yellow", "she's gone a yellowish colour".
      "he|she|baby|dad|mom|nan|grandad|grandma|grandpa|toddler|son|daughter|husband|wife|face|i|dad's|mum's|mom's|nan's ~ looks|looking|look|is|are|has|gone|going|turned|turning|am|a ~ yellow|yellowish|yellowy|yellowing",
      "yellow|yellowish|yellowy|yellowing ~ skin|eyes|eye|whites",
      "skin|eyes|eye|whites ~ yellow|yellowish|yellowy|yellowing|yellowed",
      "skin|eyes|eye|whites ~ gone|going|turned|turning|look|looks|looking ~ yellow|yellowish|yellowy",
      "jaundice|jaundiced",
      // "eyes looking like egg yolk colour".
      "eyes|eye|whites|skin|face ~ ... like ~ egg? ~ yolk|yolks|custard|mustard|banana|bananas|lemon|lemons|highlighter|turmeric",
    ],
    outranks: ["sight_change"],
  },
  {
    kind: "unexpected_bleeding",
    phrases: [
      // "dark red blood mixed in with it": blood in the stool.
      "blood ~ mixed|streaked|streaks ~ in|with|through",
      // "I'm weeing blood", "blood when I cough", "blood in the toilet bowl".
      "threw|throw|throwing|thrown|puked|puking|weeing|peeing|pee|wee|passing|passed|pissing|spewing|brought|brings|chucked|chucking ~ up? ~ blood",
      "blood ~ when|while|after|if ~ i|he|she|you? ~ cough|coughing|coughed|wee|pee|poo|go|wipe|weeing|peeing",
      "blood ~ in ~ my|the|his|her? ~ stools|stool|poo|poop|toilet|bowl|pan|pants|knickers|nappy|sputum|tissue",
      "bleeding|blood ~ ... on ~ the ~ paper|tissue",
      // "my motions are black like tar": blood from high in the gut.
      "poo|poos|stool|stools|motions|motion|bowels|poop ~ ... black|tarry|tar",
      "black ~ tarry|sticky ~ poo|poos|stool|stools|motions",
      "black ~ like ~ tar",
      "nosebleeds|nosebleed",
      "bleeding|bled|spotting|blood ... after|through|since|past|post ~ the|my? ~ menopause|change",
      "bleeding|bled|spotting|blood ... went ~ through ~ the|my? ~ menopause|change",
      "cough|coughing|coughed|vomit|vomiting|vomited|sick|spitting|spat|bringing ~ up? ~ blood",
      "blood ~ in ~ my|the? ~ pee|wee|urine|sick|vomit|phlegm|spit",
      "blood ~ in ~ my|his|the? ~ semen|sperm|cum",
      "pee|urine ... pink|red|bloody|blood-stained",
      // "my water has been properly red like ribena": one's own water is urine.
      "my|his|her ~ water|wee|wees ~ ... pink|red|bloody|blood-stained|ribena",
      "wee ~ is|was|has|have|come|came|comes|out|gone|going|turned ~ bright? ~ pink|red|bloody",
      "black|tarry ~ stools|stool|poo|poos",
      "cough|coughing|coughed ~ up ... blood|bloody|rusty|streaks|streaked|streaky",
      "streaks|streaky|flecks|rusty ... cough|coughing|coughed ~ up",
      "streaks|streaky|flecks|spots ~ of ~ blood|red ~ in ~ my|the? ~ phlegm|spit|sputum",
      "stools|stool|poo|poos|poop ~ is|are|was|were|gone|has|have|been|turned? ~ black|tarry|tar",
      "stools|stool|poo|poos|poop ~ like ~ tar",
      "bleeding|bleed|bled|spotting ~ after ~ the? ~ menopause|sex",
      "bleeding|bleed|bled|spotting ~ between ~ periods",
      // "bleeding again down there", "spotting though my periods stopped years ago".
      "bleeding|bled|spotting ~ again ~ ... down ~ there|below",
      "bleeding|spotting|blood ... periods|period ~ stopped|finished|ended ~ ... years|ago",
      "postmenopausal|post-menopausal bleeding",
      // "periods stopped 6 years ago but ive had pinkish bleeding on and off".
      "periods|period ~ stopped|finished|ended ~ ... years|ago ... bleeding|spotting|bled",
      "pinkish|brownish bleeding|spotting",
      "pink|brown spotting",
      // "some spotting, pinkish when i wipe".
      "pink|pinkish|red|brown|blood ~ ... when|after ~ i|she ~ wipe|wiped",
      "had|having|some|been|noticed|getting ~ spotting",
    ],
  },
  {
    kind: "unexpected_bleeding",
    // "theres been blood a few times": blood seen, where the sentence before says where; not
    // where the sentence tells the skin was scratched, picked or nicked.
    phrases: ["there's|theres|there|been|seen|noticed ~ blood"],
    notWhereSentenceHas: wordSet(
      "scratch scratched scratching scratches picked picking nicked nick cut shaving shaved razor",
    ),
  },
  {
    kind: "body_lump",
    phrases: [
      // "the nipple has started to look flatter, like its pulling in": a nipple drawn in.
      "nipple|nipples ... pulling|pulled|drawn|turning|turned|sucked|sinking|sunk ~ in|inwards|inward",
      "nipple|nipples ... inverted|flatter|flattened|sunken",
      // "a lump under my arm": a lump in the armpit or groin, beside the glands it may be.
      "lump|lumps|swelling|mass ~ ... under ~ my|his|her|the ~ arm|arms",
      "lump|lumps|mass ~ in|on ~ my|his|her|the? ~ armpit|armpits|groin|underarm",
      // A lump on the scalp that is firm or grows: "a lump on the crown, firm, it has grown".
      "lump|lumps ~ on|in ~ the|my|her|his? ~ crown|scalp|head ... firm|hard|grown|growing|bigger|grape|size",
      "lump ... grown|growing|bigger",
      // A lump placed in the body: "a hard lump under my right ribs", "a lump at the edge of my
      // back passage" (a neck's or an armpit's is a gland's, read as neck_lump).
      "lump|lumps|mass ~ ... under|below|near|by|at|in|on ~ ... ribs|rib|abdomen|tummy|belly|stomach|bottom|anus|bum|rectum|groin|vagina|vulva|penis|liver",
      // "tender red lumps like bruises on both shins": lumps on the limbs are not the scalp's.
      "lump|lumps ~ ... on ~ my|both|the|her|his ~ shins|shin|legs|leg|thighs|thigh|arms|forearms",
      "lump|lumps ~ ... back ~ passage",
      "lump|lumps ~ in|on ~ my|the? ~ breast|breasts|boob|boobs|testicle|testicles|balls|tummy|stomach|belly",
      "breast|boob|testicle ~ lump|lumps",
      // "a pea sized bump in my armpit".
      "bump|swelling|pea|marble ~ ... in|on|under ~ my|his|her|the? ~ armpit|armpits|underarm|groin|breast|boob|boobs|testicle|testicles",
      // A nipple pulled in, or breast skin like orange peel: a change a doctor sees within weeks.
      "nipple|nipples ~ ... turning|turned|turns|pulled|pulling|sunk|sinking|gone|going ~ in|inwards|inward|inverted",
      "orange ~ peel",
      // A lump and where it is, anywhere in the clause: "a lump under my left nipple".
      "lump|lumps|lumpy|mass ... breast|breasts|boob|boobs|nipple|nipples|testicle|testicles|balls",
      "breast|breasts|boob|boobs|nipple|nipples|testicle|testicles ... lump|lumps|lumpy|mass",
      "ball|balls|testicle|testicles ... bigger|heavier|harder|hard|swollen|pebble|pea",
    ],
    outranks: ["painful_lumps", "scalp_bumps"],
  },
  {
    kind: "nipple_discharge",
    phrases: [
      "milk|fluid|discharge|liquid ~ from|out ~ of? ~ my? ~ nipples|nipple|breasts|boobs",
      "nipples|nipple|breasts|boobs ~ leaking|leak|leaks|discharge",
      // What comes from the nipples, anywhere in the clause: "milky stuff from both nipples".
      "milk|milky|fluid|discharge|leaking|leaks|liquid ... nipple|nipples",
      "nipple|nipples ... milk|milky|fluid|discharge|leaking|leaks|liquid",
      // "leaking clear fluid", "when i squeeze my breast white liquid come out", "wet patches on my bra".
      "leaking|leak|leaks|leaked ~ clear|white|milky|yellow|green|greenish|bloody|brown ~ fluid|liquid|discharge|stuff|milk",
      "squeeze|squeezing|squeezed|press|pressing ~ my|her|the? ~ breast|breasts|boob|boobs|nipple|nipples ... liquid|fluid|milk|milky|discharge|stuff|comes|come|out",
      "wet|damp ~ patches|patch|spots|marks ~ on ~ my|her|the ~ bra",
    ],
  },
  {
    // "my scalp itches all over": the scalp's itch, not the body's.
    kind: "nothing",
    phrases: [
      "scalp|head|hairline|crown|roots|braids|locs|weave|wig ~ ... itch*|itchy ~ all ~ over",
      "all ~ over ~ my|his|her|the|their? ~ scalp|head|hairline|crown",
    ],
    outranks: ["itchy_all_over"],
  },
  {
    kind: "itchy_all_over",
    phrases: [
      "itchy|itching|itch|itches ~ all over ~ body|skin|arms|legs|me",
      "itchy|itching|itch|itches ~ everywhere",
      "whole|entire ~ body ~ itchy|itches|itching|itch",
      "skin ~ itchy|itches|itching ~ all over|everywhere",
      // "itches all over constantly", "my body is itching me from head to toe".
      "itchy|itching|itch|itches ~ all ~ over",
      "body ~ itch*|itchy",
      "itch*|itchy ~ ... head ~ to ~ toe|toes|foot|feet",
    ],
    // Itching of the whole body is not the scalp's itch.
    absorbs: ["itching"],
  },
  {
    // "my hair is going darker": the hair's colour.
    kind: "nothing",
    phrases: [
      "hair|roots|colour|color|blonde|highlights|ends|curls|beard|brows|eyebrows ~ ... going|gone|getting|turning|turned|went ~ browner|darker|dark",
    ],
    outranks: ["skin_darkening"],
  },
  {
    kind: "skin_darkening",
    phrases: [
      // Dark, thick skin on the neck that looks dirty.
      "dark ~ thick|velvety ~ skin",
      "neck|armpits ~ ... looks|look ~ dirty",
      "velvety|acanthosis",
      "dark|darker|darkened|darkening ~ patches|skin ~ on|in|round|around ~ my? ~ neck|armpits|armpit|underarms|groin",
      "gums|scars ~ darker|darkened|darkening|dark",
      // "my gums have gone a blotchy dark colour", "going browner all over without the sun".
      "gums|scars|knuckles|creases|elbows|lips ~ ... turning|turned|going|gone|getting|got|went|become|becoming ~ a? ~ blotchy? ~ darker|dark|black|brown|browner",
      "going|gone|getting|turning|turned|becoming ~ browner|darker|bronzed|tanned ~ all ~ over|everywhere",
      "skin ~ ... going|gone|getting|turning|turned|went ~ browner|darker|bronze|tanned",
      "dark|darker|brown|black ~ patches|spots ~ inside|in|on ~ my|the? ~ mouth|cheeks|cheek|gums|lips|tongue",
    ],
  },
  {
    // "the price of salon treatments is hard to swallow": a figure of speech.
    kind: "nothing",
    phrases: [
      "price|prices|cost|costs|bill|bills|news|truth|fact|quote ~ ... hard|difficult|tough ~ to ~ swallow",
      "hard|difficult|tough|bitter ~ pill ~ to ~ swallow",
    ],
    outranks: ["swallowing"],
  },
  {
    kind: "swallowing",
    phrases: [
      // Heartburn or indigestion most days.
      "heartburn|indigestion|reflux ~ ... every|most|all|weeks|months|daily|constant|constantly",
      // Coughing or a gurgly voice on drinking: food or drink going down the wrong way.
      "cough|coughs|coughing|splutter|splutters|spluttering|chokes|choking ~ ... every|when|whenever|after|on|with ~ ... drink|drinks|drinking|tea|water|cuppa|eat|eats|eating|meals|meal|food|dinner",
      "voice ~ ... gurgly|gurgling|wet|bubbly",
      "gurgly|gurgling|wet|bubbly ~ voice",
      "thickener|thickened ~ drinks|fluids",
      "choke|choking|chokes ~ when|whenever|while ~ i|he|she|eating ~ eat|eats|eating|swallow|drink|drinks",
      // "food gets stuck when I swallow", "I choke on my food".
      "stuck|sticking|sticks|catching|catches ~ ... when ~ i|he|she ~ swallow|eat",
      "stuck|sticking|sticks ~ in|half ~ my|his|her|the|way? ~ throat|chest|gullet|down",
      "food ... stuck|sticking|sticks|stick|slowly",
      "choke|choking|chokes ~ on ~ my|his|her? ~ food|drink|water|dinner|meals|tea",
      "swallowing|swallow ~ is|has|feels|got|gets|getting? ~ hard|harder|difficult|painful|tricky|sore",
      "harder|difficulty|difficulties|problems|issues|trouble ~ swallowing|to ~ swallow",
      "wash|washing food|it|everything down",
      // "water went down the wrong way twice at dinner".
      "went|goes|going|gone ~ down ~ the ~ wrong ~ way|hole",
      "not ~ swallow ~ solids|food|tablets|pills",
      // Not "things": "little white things stuck to her hairs" are nits.
      "food|foods|meat|bread|pills|tablets ~ sticking|sticks|stuck|getting|gets|catching|catches ~ stuck?",
      "sticking|sticks|stuck|catching|catches ~ down",
      "sticking|sticks|stuck ~ in ~ my|his|her|the? ~ throat|chest|gullet",
      "hard|difficult|trouble|struggle|struggling|painful|pain ~ to? ~ swallow|swallowing",
      "cant|can't|cannot|not ~ swallow",
      "cough|coughing ~ wont|won't|not|never ~ go|shift|clear|stop",
      // A cough and how long it has gone on, anywhere in the clause.
      "cough|coughing ... never|wont|won't|not ~ went|gone|go|going|shifted|shift|cleared|clear|stopped|stop|away",
      "cough|coughing ... since|months|weeks|ages",
      "hoarse|hoarseness|croaky",
    ],
  },
  {
    // "deodorant spray as dry shampoo": a product on the hair, not a child's body odour.
    kind: "nothing",
    phrases: ["deodorant|antiperspirant ... hair|shampoo|scalp|roots|fringe|wig|braids|locs"],
    outranks: ["puberty_signs"],
  },
  {
    kind: "puberty_signs",
    phrases: [
      // A young child's body odour or pubic hair.
      "smell|smells|smelly|whiffy|odour|bo ~ under ~ her|his|their|the ~ arms|armpits",
      "hair|hairs ~ growing|coming|sprouting|appearing ~ down ~ there|below",
      "pubic ~ hair|hairs",
      "hair|hairs ~ down below|downstairs|pubic",
      "pubic hair|hairs",
      "hair|hairs ~ under ~ arms|armpits|arm",
      "armpit|underarm ~ hair|hairs",
      "breasts|breast|chest|boobs ~ developing|develop|budding|bud|buds|growing|started|starting|sprouting",
      "breast buds|budding",
      "bo|deodorant",
      "body odour|odor",
      "growth spurt",
      "shot up",
      "first period",
      "started ~ her|his ~ periods",
    ],
  },
  {
    // "acne marks that wont fade", "dark spots that never fade": pigment left behind, not a rash.
    kind: "nothing",
    phrases: [
      "acne|pigment*|hyperpigment*|scar|scars|sun|age|brown|dark|pimple|spot ~ spots|marks|mark|patches ~ ... not ~ fade|fading",
    ],
    outranks: ["rash_not_fading"],
  },
  {
    kind: "rash_not_fading",
    phrases: [
      // "doesnt fade under a glass", "rolled a glass over the spots".
      "not ~ fade|fading|go|disappear|change|blanch|vanish ~ away? ~ under|with|through ~ a|the ~ glass",
      "not ~ fade|fading|go|goes|disappear|change|blanch|vanish ~ away ~ when|if ~ i|you|we? ~ press*|push*",
      "not ~ blanch|blanching|blanched",
      "non ~ blanching|blanchable",
      "stays|stay|remain|remains|still ~ there? ~ when|if|after ~ i|you|we? ~ press|pressed|push|pushed",
      "rolled|pressed|pushed|put|press|roll ~ a|the ~ glass|tumbler",
      // "i press with glass and they not go away".
      "rolled|pressed|pushed|press|push|roll ~ with ~ a|the? ~ glass|tumbler",
      "glass|tumbler ... still ~ there|see|visible|showing",
      "dont|don't|doesnt|doesn't|not|wont|won't|didnt|didn't|never ~ fade|go|disappear|change|blanch ~ when|if ~ i|you|we? ~ press*|push*|squash*|squeez*|squish*|pinch*|prod*|poke*",
      // "tiny red pinprick spots that wont fade", "can still see them thru the glass".
      "red|purple|pinprick|pinpricks|pin|tiny|little ~ ... spots|spot|rash|marks|dots|blotches ~ ... not ~ fade|fading|blanch|blanching|disappear",
      "still ~ see|there|visible|showing|show ~ ... through|thru|under ~ the|a? ~ glass|tumbler",
      "glass|tumbler ~ test",
      "glass test",
      "non-blanching|nonblanching",
    ],
    outranks: ["bruising", "body_rash"],
  },
  {
    kind: "body_hair_loss",
    phrases: [
      // Hair under the arms, the pubes or on the legs thinning or gone.
      "hair ~ under ~ my|his|her|their|the ~ arms|armpits ~ ... thinning|falling|gone|disappearing|thinner",
      "pubes|pubic ~ hair? ~ ... disappearing|thinning|gone|falling|thinner",
      "stopped ~ needing|having ~ to ~ shave",
      "armpit|armpits|underarm|pubic|leg|body ~ hair|hairs ... thin|thinner|thinning|thinned|falling|fallen|disappeared|disappearing|vanished|sparse|stopped",
      "hair|hairs ~ down below|under ~ arms|armpits ... thin|thinner|thinning|falling|fallen|disappeared|sparse",
      "barely|hardly|rarely|not|never|longer ~ need|needs|needing|have|has|having ~ to? ~ shave|shaving",
      // "the hair on my arms has gone".
      "hair|hairs ~ on ~ my|his|her|their|the? ~ arms|legs|chest|body|armpits ~ ... gone|thinning|thinned|thinner|falling|fallen|disappeared|disappearing|stopped|sparse",
      "only ~ need|have ~ to ~ shave ~ every|once",
      "chest|legs|arms|body ~ gone|going|are|is|has|have ~ gone? ~ bare|hairless|smooth",
    ],
    outranks: ["puberty_signs", "thinning_on_top"],
    absorbs: ["puberty_signs", "thinning_on_top"],
  },
  {
    kind: "salt_craving",
    phrases: [
      // "dying for crisps and salty stuff".
      "dying|craving|crave|craves|desperate ~ for ~ crisps|salt|salty",
      "craving|crave|craves|cravings ~ salt|salty|crisps",
      "salt ~ on|to|over|in ~ everything|all|fruit|sweets|chocolate",
      // "licking salt off my hand", "nothing tastes salty enough", "cant get enough of it".
      "lick|licking|licks|licked ~ salt",
      "salt ~ ... not ~ get ~ enough",
      "not ~ get ~ enough ~ salt|salty|crisps",
      "salty ~ enough",
      "adding|add|adds|put|putting|puts|piling ~ loads|lots|tons|extra|more|heaps ~ of? ~ salt",
      "want|wanting|need|needing|wants|needs ~ salt ~ salt|all|constantly|everything|always",
    ],
  },
  {
    // "my face looks bigger with short hair": a haircut's effect, not a face that grew.
    kind: "nothing",
    phrases: [
      "look|looks|looking|seem|seems|appear|appears ~ bigger|smaller|wider|rounder|longer|fuller|slimmer ~ with|in|since ~ ... hair|cut|wig|fringe|bob|style|braids|haircut|bun|ponytail|pixie|bangs|layers|short",
    ],
    outranks: ["growing_features", "round_face"],
  },
  {
    kind: "growing_features",
    phrases: [
      // Shoes, hats or rings that no longer fit as the body grows.
      "shoes|shoe ~ ... gone|going|gone ~ up ~ ... size|sizes",
      "hats|hat|rings|ring|gloves ~ ... getting|gone|too ~ too? ~ small|tight",
      "ring|rings ~ cut|tight|doesnt|doesn't|dont|don't|wont|won't ~ off|fit",
      "shoe|shoes|feet|hat|cap|gloves ~ size|sizes ~ up|bigger|went|gone|from",
      "shoes|shoe|cap|hat|hats|gloves|glove|ring|rings|helmet|boots ~ not|longer ~ fit|fits|fitting",
      "gaps ~ between ~ my? ~ teeth",
      // "my flat cap has got tight over the last year": a head that grew.
      "cap|hat|helmet ~ got|gone|getting|become|is|feels ~ tight|tighter|small|smaller",
      "teeth ~ spreading|moving|gaps",
      "face|jaw|nose|hands|feet|head|chin ~ getting|got|gotten|grown|growing|gone|seems|seem|looks|look|feels|is|are ~ bigger|larger|wider",
      // "my jaw is sticking out more", "bigger nose and heavier brow", "people dont recognise me from old photos".
      "jaw|chin ~ ... sticking|sticks|jutting|juts|pushing|poking ~ out|forward",
      "bigger|larger|wider|heavier ~ nose|jaw|jawline|chin",
      "heavier|bulging|jutting ~ brow|browbone",
      "not ~ recognise|recognize|recognising|recognizing ~ me ~ ... photos|photo|pictures|picture|pics",
      "face|jaw|nose|hands|feet ~ growing|grown",
      "skin|scalp ... ridges|folds|grooves|furrows",
      "ridges|folds|grooves|furrows ~ in|on ~ the|my? ~ skin|scalp",
    ],
  },
  {
    // With a product named, the reaction entries read it.
    kind: "scalp_burning",
    phrases: [
      "scalp ~ stings|stinging|stung",
      "stinging ~ scalp|head",
      "bumps|spots ~ and ~ stinging|burning",
    ],
    withoutProduct: true,
  },
  {
    kind: "medicine_change",
    phrases: [
      "started|starting|began ~ it|them|taking|on|the ~ tablets|pills|medicine|medication|dose? ... ago|last|weeks|week|days|month",
      "went|gone ~ up ~ to",
      "put ~ the|my|his|her|it|him? ~ up",
      "dose ~ was? ~ increased|raised|upped|doubled|changed",
      "increased|raised|upped|doubled ~ the|my|his|her ~ dose",
    ],
  },
  {
    // "yellow thick scales on his head like a crust": the colour of scale, as in cradle cap or
    // seborrhoeic dermatitis, not of the skin turning yellow.
    kind: "nothing",
    phrases: [
      "yellow|yellowy|yellowish|yellowey ~ ... scales|scale|scaly|crust|crusts|crusty|flakes|flaky|patches|plaques|bits|dandruff",
    ],
    outranks: ["yellow_skin"],
  },
  {
    // "temples have gone back a tiny bit since I was 18": a hairline maturing, as most men's
    // does, not thinning; the quiz's own answer on the hairline stands.
    kind: "nothing",
    phrases: [
      "temples|hairline ~ gone|going|went|receded|receding|moved|crept ~ back|up? ~ a|only|just|ever ~ tiny|little|wee|touch|bit|fraction",
      "temples|hairline ~ ... slightly|barely",
    ],
    outranks: ["thin_edges"],
  },
  {
    // "when i put her hair up": a hairstyle, not a dose put up.
    kind: "nothing",
    phrases: ["put|puts|putting ~ my|her|his|the|their? ~ hair|locs|braids|curls|twists ~ up"],
    outranks: ["medicine_change"],
  },
  {
    // "she pulls my hair when she brushes it": a tug while it is done, not someone hurting the person.
    kind: "nothing",
    phrases: [
      "pulls|pulled|pulling|yanks|yanked|tugs|tugged ~ my|her|his|their ~ hair ... brush*|comb*|braid*|detangl*|plait*|style|styling|does|doing",
    ],
    outranks: ["hurt_by_someone"],
  },
  {
    // "my boyfriend grabs my hair when hes angry", "he pulled me by the braids".
    kind: "hurt_by_someone",
    // Someone does it to the writer: a person before the verb, "me" or "my" after it
    // ("she pulls at her hair" is a child's own pulling; "menopause hit me" is no one).
    phrases: [
      // "my husband hits me", "he chokes me", "my partner throws things at me".
      "boyfriend|partner|husband|wife|girlfriend|ex|he|she|dad|stepdad|mom|brother|father|mother|stepmum|stepmom|half|fiance|fiancee|they|someone ~ ... hits|hit|punches|punched|punch|slaps|slapped|slap|kicks|kicked|kick|pushes|pushed|push|shoves|shoved|shove|chokes|choked|choke|choking|strangles|strangled|strangle|beats|beat|beating|hurts|hurt|throws|threw|bites|bit|burns|burnt|smacks|smacked|smack|batters|battered|attacks|attacked|abuses|abused|assaults|assaulted|raped|rapes ~ me|my",
      "boyfriend|partner|husband|wife|girlfriend|ex|he|she|dad|stepdad|mom|brother|father|mother|half ~ ... grab|pull|yank|drag|twisted|twists|twist|ripped|rips|tore|tears ~ ... my ~ hair|braids|locs|head|arm|wrist|neck",
      "knocked|knocks|knocking|slaps|slapped|slapping|pushes|pushed ~ me ~ about|around",
      "throws|threw|throwing ~ things|stuff ~ at ~ me",
      "strangled|strangles|strangling|strangle ~ me",
      "drags|dragged|drag|dragging ~ me ~ by|around|across|along|round|down",
      "husband|partner|boyfriend|wife|girlfriend|ex|dad|father|stepdad ~ is|was|gets|can ~ be? ~ violent|abusive",
      "domestic ~ violence|abuse",
      "abusive ~ relationship|partner|husband|boyfriend|marriage",
      "boyfriend|partner|husband|wife|girlfriend|ex|he|she|dad|stepdad|mum|brother ~ grabs|grabbed|grabbing|pulls|pulled|yanks|yanked|drags|dragged ~ my ~ hair|braids|locs|head",
      "grabs|grabbed|pulls|pulled|yanks|yanked|drags|dragged|dragging ~ me|him|her ~ by ~ the|my|his|her? ~ hair|braids|locs|arm|neck",
      "boyfriend|partner|husband|wife|girlfriend|ex|he|she|dad|stepdad ~ hits|hit|punches|punched|slaps|slapped|kicks|kicked|pushes|pushed|shoves|shoved ~ me",
      "scared|frightened|afraid ~ of ~ my ~ partner|boyfriend|husband|girlfriend|wife",
      // "her stepdad yanks her hair when she misbehaves".
      "boyfriend|partner|husband|wife|girlfriend|ex|dad|stepdad|stepmum|stepmom|mum|mom|brother|father|mother|uncle|stepfather|stepmother|grandad|grandma|aunt|auntie ~ ... yanks|yanked|yanking|drags|dragged|dragging|grabs|grabbed|hits|slaps|punches|kicks ~ her|him|his|their ~ hair|braids|locs|head|arm|ear|ears",
    ],
    outranks: ["tight_styles", "hair_pulling"],
  },
  {
    kind: "forehead_swelling",
    phrases: [
      // "his forehead's come up all boggy".
      "forehead ~ ... come ~ up|out",
      "forehead ~ ... boggy|swollen|puffy|puffed|swelled|bulging|bulge|squishy|spongy",
      // "a squishy bump right at my front hairline", "one bump for my front head".
      "squishy|spongy|boggy|puffy|swollen|fluid|fluidy|mushy ~ lump|bump|swelling|bit|patch ~ ... forehead|front|hairline",
      "bump|lump|swelling ~ for|on|at ~ my|the|his|her? ~ front ~ head",
      "lump|swelling|bump ~ on|at ~ my|the|her|his? ~ forehead",
      "forehead ~ swollen|puffy|swelling|lump",
      "lump|swelling ... forehead ... puffy|soft|sore|fluid|red",
    ],
    outranks: ["scalp_bumps", "body_lump", "painful_lumps"],
  },
  {
    kind: "sinus_infection",
    phrases: ["sinus ~ infection|infections|thing|pain|pressure|blocked", "sinusitis"],
  },
  {
    kind: "pressure_sore",
    phrases: [
      // A sore where a person lies or sits all day.
      "sore|red|raw|blister|broken ~ ... where ~ she|he|they|his|her ~ head? ~ lies|lays|rests|sits|lying",
      // "a raw spot where it touches the pillow", "the red patch from the chair headrest".
      "red|raw|blister|blistered|broken|open ~ ... where ~ it|he|she|they|his|her|my|the ~ head? ~ touches|touch|rests|presses|rubs|lies|lays ~ on? ~ the|a|her|his|my? ~ pillow|pillows|headrest|chair|mattress|bed",
      "red|raw|sore|blister|patch ~ ... from ~ the|her|his|my? ~ chair|headrest|pillow|pillows|wheelchair|mattress",
      "lies|lays|sits|lying|sitting ~ in ~ bed|her|his|the ~ chair? ~ all ~ day ... blister|sore|raw|red",
      "where ~ her|his|my|the? ~ head ~ rests|lies|lays|sits",
      "rests|rest|lies|lying ~ on ~ the|a|her|his? ~ pillow|pillows",
      "stays|stay|still ~ red ~ when ~ i|you|we ~ press",
      "pressure ~ sore|sores|ulcer|ulcers|damage",
      "bed ~ sore|sores",
      "bedsore|bedsores",
    ],
    outranks: ["rash_not_fading", "bald_patches", "scalp_bumps"],
  },
  {
    // "the dryer is so loud I can't hear the tv": a noise, not hearing lost.
    kind: "nothing",
    phrases: ["loud|noisy|noise ... not ~ hear", "hearing ~ aid|aids"],
    outranks: ["hearing_loss"],
  },
  {
    // "i can't smell anything bad on my locs": a smell the hair does not have, not a lost sense.
    kind: "nothing",
    phrases: ["smell ~ anything|nothing|owt ~ bad|off|funny|wrong|musty|damp|weird|nasty|odd"],
    outranks: ["smell_loss"],
  },
  {
    // A hairy tuft or a dimple low on the back: "a patch of dark hair like a little tuft just
    // above her bum crease", "a dimple at the base of his spine".
    kind: "spine_mark",
    phrases: [
      "hairy ~ patch|tuft|spot|mole|birthmark ~ ... back|spine|bum|bottom|crease|tailbone|coccyx",
      "patch|tuft ~ of ~ dark|black|long|thick|fine|brown? ~ hair ~ like ~ a? ~ little|small|tiny? ~ tuft",
      "tuft|tufts ~ of ~ hair ~ ... back|spine|bum|bottom|crease|tailbone|coccyx",
      "dimple|dip|pit|hole|dent ~ ... bottom|base|small|lower ~ of? ~ her|his|my|the? ~ back|spine",
      "dimple|dip|pit|hole|dent ~ ... above|top ~ of? ~ the|her|his|my? ~ bum|bottom ~ crease|cheeks",
      "bottom|base|small|lower ~ of? ~ her|his|my|the? ~ back|spine ~ ... tuft|dimple|dip|pit|birthmark|lump",
      "sacral ~ dimple|pit",
    ],
    outranks: ["skin_dent", "dimpled_spots", "non_healing_sore", "body_complaint", "body_lump"],
  },
  {
    // A household chemical taken by mouth as a "detox": "a quarter teaspoon of borax in a pint of
    // water every morning", "drinking MMS". Bleach and peroxide only with a verb of drinking:
    // on the hair they are what a colourist uses.
    kind: "swallowed_chemical",
    phrases: [
      "having|taking|take|takes|drink|drinking|drank|drinks|swallow|swallowing|swallowed|sipping ~ ... borax|boric|turpentine|turps|kerosene|mms|dioxide",
      "borax|boric|turpentine|turps|kerosene|mms ~ ... in ~ a|my|some? ~ pint|glass|cup|mug|bottle|drink|water|juice|tea",
      "borax|boric|turpentine|turps|kerosene|mms ~ ... drink|drinking|drank|swallow|swallowing",
      "drink|drinking|drank|swallow|swallowing|swallowed ~ bleach|peroxide|turpentine|turps|kerosene|paraffin",
    ],
    outranks: ["body_complaint", "supplement", "illness"],
  },
  {
    // A covering worn most days, which the men's quiz never asks about: "hard hat all day on
    // site", "i wear hijab", "helmet 10 hours a day".
    kind: "head_covering",
    phrases: [
      "hard hat|hat|helmet|hijab|turban|patka|headscarf|wig ~ all|every|most ~ day|days|shift|shifts",
      "wear|wearing|wears|wore|under ~ a|my|the? ~ hijab|hijaab|turban|patka|dastar|headscarf|niqab|wig",
      "wear|wearing|wears|under ~ a|my|the? ~ hard ~ hat|hats",
      "wear|wearing|wears|under|with|in ~ a|my|the? ~ full? ~ face? ~ helmet",
    ],
  },
  {
    // HIV the person already has: "i have HIV since 2016", "HIV positive", "undetectable".
    kind: "hiv_known",
    phrases: [
      "have|got|had|with|diagnosed|living ~ hiv",
      "hiv ~ positive|poz|since|diagnosis|clinic|meds|medication|tablets|treatment",
      "hiv+",
      "was|am|is|been|stayed ~ undetectable",
      "biktarvy|triumeq|genvoya|dovato|odefsey|symtuza|juluca|atripla|stribild|eviplera|efavirenz|dolutegravir|bictegravir|raltegravir|isentress|tivicay",
    ],
    outranks: ["infection_risk", "illness", "body_complaint"],
  },
  {
    // "the wife says I sound like a different person": the voice, not the person changed.
    kind: "nothing",
    phrases: ["sound|sounds|sounded|sounding ~ like ~ a? ~ different|changed ~ person|man|woman"],
    outranks: ["personality_change"],
  },
  {
    // A change others see in a person: "he's not himself", "says things he'd never have said",
    // "a different person". Not "i'm not myself": that is feeling unwell.
    kind: "personality_change",
    phrases: [
      "not ~ himself|herself|themselves|themself ~ lately|anymore|either|since|recently",
      "is|been|he's|she's|hes|shes|seems ~ not ~ himself|herself|themselves",
      "personality ~ changed|change|changes|different|gone",
      "out ~ of ~ character",
      "a|like ~ different|changed ~ person|man|woman",
      "things|stuff ~ he|she|they ~ would|'d|d ~ never|not ~ have? ~ said|say|done|do",
      "never ~ have|would|'d ~ said|done|say|do ~ before",
      "laughs|laughing|laughed|giggles|giggling ~ at ~ things|stuff ~ that|which ~ are|is ~ not ~ funny",
      "crude|rude|inappropriate|disinhibited|tactless ~ ... never ~ before",
      "behaviour|behavior|manner ~ has|is? ~ changed|different|strange|odd",
      "changed ~ his|her|their ~ behaviour|behavior|personality",
      "just|so ~ flat ~ and ~ not ~ bothered",
    ],
    outranks: ["sees_things", "low_mood", "body_complaint"],
  },
  {
    // The sense of smell gone: "he can't smell his aftershave", "the shampoo doesn't smell of
    // anything any more". A product said to have no scent ("unscented") is not it.
    kind: "smell_loss",
    phrases: [
      "lost ~ my|his|her|their|the? ~ sense ~ of ~ smell|taste",
      "no ~ sense ~ of ~ smell",
      // "can't smell anything": the verb of someone who cannot, not a product with no scent.
      "can|ca|cant|cannot|could|couldnt ~ not? ~ smell ~ anything|nothing|much",
      "not|doesnt|doesn't|dont|don't smell of|like anything|nothing ~ anymore",
      "not|doesnt|doesn't|dont|don't smell of|like anything|nothing ~ any more",
      "smell|smells ~ of ~ nothing ~ anymore|now",
      "smell|smelling ~ has|have|is ~ gone|went|going",
      "not|cant|can't|cannot ~ smell ~ his|her|my|their|the ~ ... anymore",
      "anosmia|anosmic",
    ],
    outranks: ["smell", "body_complaint"],
  },
  {
    kind: "hearing_loss",
    phrases: [
      // "cant hear out of my right ear", "sounds are muffled", "cotton wool in my ear".
      "not ~ hear ~ properly|well|much|anything|a|clearly|out",
      "muffled|muffly|muted ~ ... ear|ears|hearing",
      "sounds|everything|hearing|noises|voices ~ is|are|sounds|sound|seem|gone? ~ really|all? ~ muffled|muted|distant",
      "hearing ... gone|going|went|lost|disappeared|dulled|muffled",
      "cotton ~ wool ~ in ~ my|his|her|the? ~ ear|ears",
      "ear|ears ~ has|have|is|are|feels|feel? ~ gone|went|feels? ~ dead|deaf|plugged",
      "going|gone|getting|went ~ deaf",
      "deafness|deaf",
      "hearing ~ going|gone|worse|loss|lost",
      "lost ~ my|the|his|her? ~ hearing",
      "ear|ears ~ muffled|blocked|underwater",
      "ear|ears ~ ... underwater|muffled",
      "woke|woken|waking ... ear|ears ~ is|are|was|gone|went? ~ basically|completely|totally? ~ deaf|muffled|blocked",
      "cant|can't|cannot|barely|hardly|not ~ hear ~ anything? ~ on|out|in|with ~ that|the|my|this? ~ side|ear",
      // "doesn't hear me calling him from the next room", "the telly blaring".
      "not|barely|hardly ~ hear ~ me|us|you|people|him|her|them|anyone|anybody|the|doorbell|phone|alarm|teacher|telly|tv|what",
      "telly|tv|television|radio ~ ... blaring|louder",
      "telly|tv|television|radio ~ ... too|so|really|very|way ~ loud",
      "turn|turns|turned|turning ~ the|my|his|her? ~ telly|tv|television|radio|volume ~ up ~ loud|louder|full|really|so|high|max",
    ],
  },
  // "I'm Deaf", "born deaf": who the person is, not hearing going now.
  {
    kind: "nothing",
    phrases: [
      "i'm|im|am|born|profoundly deaf",
      "deaf ~ since ~ birth|childhood|i was",
      "deaf ~ from ~ birth",
      "cochlear implant|implants",
    ],
    outranks: ["hearing_loss", "medicine"],
  },
  // "the coil sticks to my head with a magnet": a hearing implant's coil, not contraception.
  {
    kind: "nothing",
    phrases: ["coil ... magnet|magnets|processor|head|hair|slide|slides|sliding|implant"],
    outranks: ["medicine"],
  },
  {
    kind: "travel_abroad",
    phrases: [
      "back|home|returned|flew|arrived ~ from ~ lagos|nigeria|abuja|ghana|accra|kumasi|kenya|nairobi|uganda|kampala|tanzania|africa|sierra|freetown|congo|cameroon|malawi|zambia|zimbabwe|mozambique|sudan|ethiopia|senegal|gambia|liberia|guinea|togo|benin|mali|burkina|india|pakistan|bangladesh|indonesia|papua|cambodia|myanmar|brazil|amazon|haiti",
      "trip|holiday|holidays|travelled|traveled|visiting|visit|went|been ~ to|in ~ lagos|nigeria|abuja|ghana|accra|kumasi|kenya|nairobi|uganda|kampala|tanzania|africa|sierra|freetown|congo|cameroon|malawi|zambia|zimbabwe|mozambique|sudan|ethiopia|senegal|gambia|liberia|guinea|togo|benin|mali|burkina|india|pakistan|bangladesh|indonesia|papua|cambodia|myanmar|brazil|amazon|haiti",
    ],
  },
  {
    kind: "ear_whoosh",
    phrases: [
      "whooshing|whoosh|pulsing|swishing|thumping ~ noise|sound ~ in ~ my|her|his? ~ ears|ear|head",
      "hear|hearing ~ my|her|his? ~ heartbeat|pulse ~ in ~ my|her|his? ~ ears|ear",
    ],
  },
  {
    kind: "mouth_thrush",
    phrases: [
      "thrush ~ in ~ my|her|his|the? ~ mouth",
      "oral thrush",
      "white ~ furry|coating|coated ~ on? ~ my|her|his|the? ~ tongue|mouth",
    ],
    outranks: ["sore_throat"],
  },
  {
    kind: "puffy_swelling",
    phrases: [
      // Fingers swollen, rings taken off.
      "rings ~ off ~ ... fingers|swelled|swollen|puffy",
      "fingers ~ have|has|gone|are ~ swelled|swollen|puffy|puffed",
      // "my rings wont go on", "fingers like sausages".
      "rings|ring ~ will|wo ~ not ~ go|fit|come ~ on|off",
      "fingers|hands ~ ... like ~ sausages",
      // Not eyes or a face swollen after a product: that is a reaction's (urgent_reaction).
      "face|fingers|hands|feet ~ gone|going|are|is|really|very? ~ puffy|puffed",
      "fingers|hands|feet ~ gone|going|are|is|really|very? ~ swollen|swelling|fat|fatter|podgy|chubby",
      // "my wedding ring won't go over my knuckle", "face like a pumpkin".
      "ring|rings ~ ... not ~ go|fit|get|slide|come ~ over|past",
      "face ~ like ~ a ~ pumpkin|balloon|football",
      "puffy ~ face|fingers|hands",
      // "puffy round the eyes in the mornings": the kidneys holding water.
      "puffy|puffed|swollen|swelling ~ round|around|under ~ the|his|her|my|their? ~ eyes",
      "eyes|eyelids ~ puffy|puffed|swollen",
      "puffy|puffed ~ eyes|eyelids",
      "swollen ~ fingers|hands",
      "cant|can't|cannot|not ~ get ~ my|his|her? ~ rings|ring ~ on|off",
    ],
    outranks: ["growing_features", "round_face"],
  },
  {
    // "a red swollen lump right behind her ear ... her ear is sticking out".
    kind: "behind_ear_swelling",
    phrases: [
      // A lump alone behind the ear is a gland, the neck lump's; swelling, heat or an ear
      // pushed out is this.
      "swelling|swollen ~ ... behind ~ her|his|my|the|your? ~ ear|ears",
      "behind ~ her|his|my|the|your? ~ ear|ears ~ ... swollen|swelling|red|hot|squishy|puffed|puffy|bulging|raised",
      "behind ~ her|his|my|the|your? ~ ear|ears ~ ~ tender",
      "ear|ears ~ sticking|sticks|stuck|pushed|poking ~ out",
    ],
    outranks: ["painful_lumps", "body_complaint", "scalp_bumps"],
  },
  {
    // "a bad ear infection 10 days ago", "earache and gunk coming out".
    kind: "ear_infection",
    phrases: [
      "ear ~ infection|infections",
      "otitis",
      "earache|earaches",
      "ear|ears ~ hurts|hurting|aching|painful|sore|leaking|discharge|gunk|pus",
    ],
    outranks: ["illness", "body_complaint"],
  },
  {
    // Spider naevi and red palms: "small red spots like spider on my chest", "palms are red".
    kind: "liver_skin_signs",
    phrases: [
      // Little red spots with spidery legs.
      "spots|spot|marks|dots|dot ~ with ~ spidery|spider ~ legs|lines",
      // "little red spiders on my chest", "red spots with red lines spreading out".
      "red|purple|pink ~ spider|spiders|spidery",
      "spots|spot|dots|dot|marks ~ with ~ red|little|tiny|thin ~ lines|legs|veins|threads",
      "palms|palm ~ of ~ my|his|her|the? ~ hands|hand ~ ... red|pink|blotchy|reddish|flushed",
      "spider ~ veins|spots|naevi|marks",
      "spots|marks|veins|dots ~ like ~ spider|spiders|spidery",
      "spider|spidery ~ veins|naevi|nevi|marks|spots|angioma|angiomas|web",
      "palms|palm ~ red|pink|blotchy|reddish",
      "red|pink|blotchy|reddish ~ palms|palm",
      "hands ~ red ~ inside",
    ],
    outranks: ["bruising", "scalp_bumps", "body_complaint"],
  },
  {
    kind: "swollen_belly",
    phrases: [
      // A belly gone hard and huge, "like I'm pregnant".
      "belly|tummy|stomach ~ ... hard ~ and ~ huge|big|swollen|massive",
      "belly|tummy|stomach ~ blown|swollen|swelled|swelling|ballooning|blowing|puffing|puffed ~ up",
      // "belly sticking out like i'm 6 months gone", "his arms and legs are getting thin".
      "belly|tummy|stomach|abdomen ~ ... sticking|sticks|poking|bulging ~ out ~ ... like|months|pregnant",
      "arms|limbs ~ and ~ legs ~ ... getting|gone|going|are|look|looking|so ~ thin|thinner|skinny|skinnier|wasted|bony",
      "belly|tummy|stomach ~ ... like ~ i'm|im|she's|shes|he's|hes|i ~ am? ~ pregnant",
      "stomach|belly|tummy|abdomen ~ big|bigger|swollen|swelled|distended|huge ~ and ~ hard|tight",
      "stomach|belly|tummy|abdomen ~ swollen|distended",
      "swollen|distended ~ stomach|belly|tummy|abdomen",
      // "my tummy has been swelling up like a drum".
      "stomach|belly|tummy|abdomen ~ ... swelling|swelled|bloated ~ up? ~ like ~ a ~ drum|balloon|football",
    ],
    outranks: ["body_complaint", "thinning_on_top"],
  },
  {
    kind: "male_breast_growth",
    phrases: [
      // "my son is growing boobs".
      "growing|grown|developing ~ boobs|breasts|moobs|man-boobs",
      "son|boy|husband|lad|dad|brother|grandson|nephew|he ~ ... developed|developing|growing|grown|got|getting ~ boobs|breasts|moobs|man-boobs",
      "man ~ boobs",
      "chest ~ like ~ woman|woman's|womans|women|girl|girl's",
      "man ~ boobs",
      "moobs|gynaecomastia|gynecomastia",
      "breasts|boobs|breast ~ growing|grown|bigger|developing",
    ],
    outranks: ["body_lump", "body_complaint"],
  },
  {
    kind: "heavy_drinking",
    phrases: [
      "beer|beers|pints|pint|cans|lager|lagers|wine|vodka|whisky|cider|spirits ~ every|each|most ~ night|evening|day|evenings|nights|days",
      "drink|drinking ~ a? ~ lot|heavily|loads|daily|everyday",
      "alcoholic|alcoholism",
    ],
  },
  {
    kind: "bone_pain",
    phrases: [
      // Pain "inside the bone itself".
      "inside|in ~ the ~ bone|bones",
      "bones ~ ache|aching|hurt|hurting|sore|throb",
      "pain|pains|ache|aches|aching ~ in ~ my|the? ~ bones|bone",
      "bones|bone ~ ache|aches|aching|hurt|hurts|hurting|sore|painful",
      "bone ~ pain|pains",
      // "my ribs ache deep down, the bones themselves".
      "deep ~ down? ~ in|inside ~ the|my? ~ bone|bones",
      "bone|bones ~ themselves|itself",
      "ribs|rib|shins|shin|hips|hip|legs|thighs|spine ~ ache|aches|aching|hurt|hurts|throb|throbbing ~ deep",
    ],
    outranks: ["body_complaint"],
  },
  {
    kind: "waddling",
    phrases: [
      // Climbing up the legs with the hands to stand up.
      "climb|climbs|climbing|walk|walks ~ up ~ her|his|their ~ legs|thighs",
      "push|pushes|pushing ~ on|off ~ her|his|their ~ knees|thighs ~ to ~ stand|get",
      "walk|walking|walks ~ like ~ a? ~ duck|penguin",
      "waddle|waddling|waddles",
      "hard|struggle|struggling|difficult|trouble|cannot|cant ~ to? ~ stand|get ~ up ~ from|off",
      // "cant get up from the floor without my hands", "hauling myself up on the banister".
      "not ~ get|stand|getting|standing ~ up ~ from|off ~ the|a? ~ floor|ground|chair|sofa|toilet|settee|couch",
      "haul|hauling|hauls|pull|pulling|pulls|drag|dragging|drags ~ myself|himself|herself|themselves ~ up ~ ... banister|bannister|rail|railing|handrail|stairs|steps",
      "stairs|steps ~ without ~ hauling|pulling|dragging|holding|gripping|using|clinging",
      "not ~ climb|manage|do|get|go ~ up? ~ the? ~ stairs|steps ~ without",
    ],
  },
  {
    // A complaint elsewhere in the body, in words no other entry knows ("my thigh aches at
    // night"): it counts only where nothing else in its clause names it or gives it an
    // everyday cause (BodyComplaints.ts), so the told-signs net still hears it.
    kind: "body_complaint",
    phrases: [
      "ear|ears|eye|eyes|nose|mouth|tongue|gums|teeth|tooth|throat|neck|chest|breast|breasts|heart|tummy|stomach|belly|back|spine|hip|hips|leg|legs|thigh|thighs|knee|knees|calf|calves|shin|shins|ankle|ankles|foot|feet|toe|toes|arm|arms|shoulder|shoulders|elbow|elbows|wrist|wrists|hand|hands|finger|fingers|joint|joints|bone|bones|muscle|muscles|jaw|cheek|cheeks|armpit|armpits|groin|bladder|kidney|kidneys ~ ache|aches|aching|achy|hurt|hurts|hurting|pain|painful|sore|swollen|swelling|swelled|numb|numbness|tingle|tingles|tingling|weak|weakness|stiff|stiffness|throb|throbs|throbbing|cramp|cramps|cramping|bleeding|bleeds|deformed|bowed|bowing",
      "ache|aches|aching|pain|pains|swelling|numbness|tingling|weakness|stiffness|cramp|cramps|throbbing ~ in|on|under|behind|around|down|across|below|above|near|round|into ~ ear|ears|eye|eyes|nose|mouth|tongue|gums|teeth|tooth|throat|neck|chest|breast|breasts|heart|tummy|stomach|belly|back|spine|hip|hips|leg|legs|thigh|thighs|knee|knees|calf|calves|shin|shins|ankle|ankles|foot|feet|toe|toes|arm|arms|shoulder|shoulders|elbow|elbows|wrist|wrists|hand|hands|finger|fingers|joint|joints|bone|bones|muscle|muscles|jaw|cheek|cheeks|armpit|armpits|groin|bladder|kidney|kidneys",
      "earache|earaches|backache|toothache|stomachache|bellyache",
      // "my lower back is killing me", "numb patch on the outside of my arm".
      "ear|ears|eye|eyes|tummy|stomach|belly|back|spine|hip|hips|leg|legs|thigh|thighs|knee|knees|calf|calves|shin|shins|ankle|ankles|foot|feet|toe|toes|arm|arms|shoulder|shoulders|elbow|elbows|wrist|wrists|hand|hands|finger|fingers|joint|joints|jaw|groin ~ is|are|has|have|been|s? ~ killing|agony|murdering",
      "numb|numbness|tingly|tingling|dead ~ patch|area|spot|bit ~ ... on|in|down|along|across ~ ... arm|arms|leg|legs|thigh|thighs|hand|hands|foot|feet|back|chest|shoulder|shoulders|shin|shins|calf|hip|knee|face|cheek",
    ],
  },
  {
    // "the straps sit right where the hair is breaking", "i live in hoodies and a big scarf".
    kind: "friction_rub",
    phrases: [
      "straps|strap|hood|hoods|hoodie|hoodies|scarf|scarves|collar|collars|headrest|headphones|helmet|headgear ~ ... rub|rubs|rubbing|rubbed|sit|sits|sitting|press|presses|pressing",
      "live|living ~ in ~ hoodies|hoods|scarves",
      "rub|rubs|rubbing|friction ~ ... nape|back|sides|hairline|crown",
      "sleep|sleeping|slept ~ on ~ a|my|her|his? ~ cotton ~ pillow|pillowcase|pillows",
      // "a big matted knot at the back of his neck from the pillow": matting where the head lies.
      "matted|matting|mats|mat|knot|knots|knotted|tangles|tangled|nest ~ ... from|on|against|in ~ the|his|her|my|their? ~ pillow|pillows|pillowcase|cot|mattress|carseat|headrest|pram",
    ],
    outranks: ["shedding"],
  },
  {
    // An eyelid drooping over days or weeks, an eye looking smaller: a nerve or a muscle.
    kind: "eyelid_droop",
    outranks: ["tiredness"],
    phrases: [
      "eyelid|eyelids|lid|lids ~ droop|droops|drooping|droopy|drooped|sagging|saggy",
      // "both my eyelids are really heavy": lids that will not stay up.
      "eyelid|eyelids|lids ~ are|is|feel|feels|gone|going|getting|so|really|very ~ heavy|heavier",
      "droopy|drooping|drooped|saggy|sagging ~ eyelid|eyelids|lid|lids|eye|eyes",
      "eye|eyes ~ look|looks|looking|looked|gone|is|are|getting ~ smaller",
    ],
  },
  {
    // "the left side of my face pours with sweat and the right side stays bone dry".
    kind: "one_sided_sweating",
    phrases: [
      "left|right|one ~ side ~ ... sweat|sweats|sweating|pours|dripping|drips",
      "only ~ sweat|sweats|sweating ~ on ~ one ~ side",
      "side ~ ... doesnt|doesn't|not|never|wont|won't ~ sweat|sweats|sweating",
    ],
  },
  {
    // "bitten on the ankle by a snake in the sand dunes", "an adder bit him".
    kind: "venomous_bite",
    phrases: [
      "bitten|bit|bites|bite ~ ... by ~ a|an|the? ~ snake|adder|viper|serpent",
      "snake|adder|viper ~ bite|bit|bitten|bites",
      "snakebite|snake-bite",
    ],
  },
  {
    // "a used insulin needle ... stab my thumb", "cut myself on a client's razor": someone's blood in.
    kind: "blood_exposure",
    phrases: [
      "needlestick|needle-stick|needlesticks",
      "sharps ~ injury|injuries",
      "needle ~ stick",
      "used|dirty|someone|someones|insulin|discarded ~ needle|needles|syringe|sharp|sharps ~ ... stab|stabbed|stabs|jab|jabbed|prick|pricked|pricks|stuck|scratched",
      "stab|stabbed|jabbed|pricked|stuck|scratched ~ ... myself|me|my|thumb|finger|hand ~ ... used|dirty|someone|someones|insulin ~ needle|needles|syringe",
      "pricked|stabbed|jabbed|stuck ~ myself|me ~ with|on ~ a|the ~ needle|syringe",
      "client|clients|customer|customers|someone|someones ~ razor|blade|clippers ~ ... cut|nicked|sliced|caught ~ me|my|myself",
      "cut|nicked|sliced ~ myself|me|my ~ ... on|with ~ a|the|his|her? ~ client|clients|customer|customers|someone|someones|used ~ razor|blade|clippers|needle",
      // "a used needle ... and it stab my thumb": said of the needle the sentence names.
      "it|needle|syringe ~ stab|stabbed|stabs|jab|jabbed|prick|pricked|stuck ~ in|into? ~ my|me|his|her ~ thumb|finger|hand|palm|arm|leg",
      "it|needle|syringe ~ went ~ into|in ~ my|his|her ~ thumb|finger|hand|palm|arm|leg",
      "blood ~ splashed|splash|spat|sprayed ~ in|into ~ my ~ eye|eyes|mouth",
    ],
    outranks: ["dark_thoughts"],
    needsInSentence: wordSet(
      "needle needles syringe syringes sharps needlestick razor blade clippers lancet blood",
    ),
  },
  {
    // A grip that will not let go: "my hands lock on the throttle, takes a few secs to open them".
    kind: "grip_locks",
    phrases: [
      "grip|hands|hand|fingers ~ lock|locks|locking|locked|seize|seizes|seizing",
      "grip ~ ... lock|locks|locking|locked",
      "takes|take|taking ~ a? ~ few|some|several? ~ secs|seconds|second ~ to ~ open|let|release|relax|unclench",
      "cant|can't|cannot|hard|slow ~ to? ~ let ~ go ~ of",
    ],
  },
  {
    // "i want my loose hair back": hair worn out of locs or braids, not hairs shed.
    kind: "nothing",
    phrases: [
      "want|wanted|miss|missing|get|back ~ my|me? ~ loose ~ hair",
      "wear|wearing|wore|worn ~ my|her|his|it|hair? ~ loose",
    ],
    outranks: ["shedding"],
  },
  {
    // "short bits along my parting and round my face": around the face, not a face gone round.
    kind: "nothing",
    phrases: ["round|around ~ my|her|his|the|their ~ face|hairline|head|ears|parting"],
    outranks: ["round_face"],
  },
  {
    // "my hair stinks of the bins by the time im home": the work's smell, not the scalp's.
    kind: "nothing",
    phrases: [
      "stinks|smells|smelling|reeks|stinking|smell ~ of ~ the? ~ bins|bin|rubbish|smoke|fish|chips|kitchen|fryer|petrol|diesel|garlic|food|fags|cigarettes|weed|work|farm|pub",
      // "because of the fish smell", "the smoke smell in my hair".
      "fish|fishy|smoke|smoky|bins|kitchen|fryer|petrol|diesel|garlic|fag|cigarette|farm|pub ~ smell|smells|stink|whiff|odour",
    ],
    outranks: ["smell"],
  },
  {
    // "she says its just no sleep and not to make a fuss": about a worry, not the routine.
    kind: "nothing",
    phrases: ["make|making|made ~ a ~ fuss"],
    outranks: ["less_fuss"],
  },
  {
    // "not white like grey hair, more like bleached": a colour described, not a service had.
    kind: "nothing",
    phrases: ["like|looks|look|looked ~ bleached|dyed|highlighted|highlights|peroxide"],
    outranks: ["chemical_service"],
  },
  {
    // "under the gym lights it looks like a bald spot": how it looks, not a patch told.
    kind: "nothing",
    phrases: ["looks|look|looked|looking ~ like ~ a|an? ~ bald ~ spot|patch"],
    outranks: ["bald_patches"],
  },
  {
    // "grafting in the sheds", "the lambing shed": the building, not hair shedding.
    kind: "nothing",
    phrases: [
      "in|into|inside|from|round|around|clean|cleaning|clear|clearing ~ the|a|our|my|his|her ~ shed|sheds",
      "garden|cow|sheep|lambing|tool|potting|cattle|milking|machinery|hay|wood|bike ~ shed|sheds",
    ],
    outranks: ["shedding"],
  },
  {
    // "he says its worse than toothache": a pain measured against another, which is not told.
    kind: "nothing",
    phrases: [
      "than|as ~ a|an|the? ~ toothache|earache|backache|stomachache|bellyache|headache|migraine|labour|childbirth",
    ],
    outranks: ["body_complaint", "headache", "ear_infection"],
  },
  {
    // "aching at the top of my tummy": the top of the body, not the crown.
    kind: "nothing",
    phrases: [
      "top|tops ~ of ~ my|the|his|her ~ tummy|stomach|belly|abdomen|arms|arm|legs|leg|thighs|foot|feet|chest|back|hand|hands",
    ],
    outranks: ["crown_tenderness"],
  },
  {
    kind: "rib_pain",
    phrases: [
      // A stitch or pain under the ribs.
      "stitch|pain|ache|aching|stabbing ~ ... below|under|beneath ~ my|his|her|the ~ ribs|ribcage|rib",
      "pain|ache|aching|sore ~ under ~ my|the|her? ~ ribs|rib|ribcage",
      // "an ache in the right side of my back under my ribs": the kidney's place.
      "pain|ache|aching ~ ... back ~ under ~ my|the|his|her ~ ribs|rib",
      // "my back on the right under my ribs really hurts".
      "back ~ ... under|below ~ my|the|his|her ~ ribs|rib ~ ... hurts|hurting|aches|aching|killing|sore|painful",
      "pain|ache ~ top ~ of ~ my|the|her? ~ tummy|stomach",
      // "aching at the top of my tummy, just below the breastbone", "gnawing pain in the pit of my stomach".
      "pain|ache|aching|sore|hurting|hurts|burning|gnawing ~ ... top ~ of ~ my|the|her|his? ~ tummy|stomach|belly|abdomen",
      "below|beneath|under ~ my|the|his|her ~ breastbone|sternum",
      "pain|ache|aching|gnawing|burning|hurts|sore ~ ... pit ~ of ~ my|the|his|her? ~ stomach|tummy|belly",
      "upper ~ stomach|tummy|belly|abdomen|abdominal ~ pain|pains|hurts|hurting|ache|aches|aching|sore|burning",
      "pain|ache|aching ~ in ~ my|the|his|her ~ upper ~ stomach|tummy|belly|abdomen",
    ],
    outranks: ["body_complaint"],
  },
  {
    // "hard water makes my scalp itch": the water's minerals on the scalp, not itch from water.
    kind: "nothing",
    phrases: ["hard ~ water"],
    outranks: ["itch_after_water"],
  },
  {
    // "about 5 mins after the shower the itching starts": itch from water, with no rash.
    kind: "itch_after_water",
    phrases: [
      // Itching when getting out of the shower or getting wet.
      "get|getting|got ~ out ~ of? ~ the|a ~ shower|bath ... itch*|prickl*|tingl*",
      "getting|get ~ wet ~ makes|make ~ me|her|him ~ itch|itchy",
      "after ~ a|the|my? ~ hot|warm|cold? ~ shower|showers|bath|baths|swim|swimming|showering|bathing ... itch*|prickl*|tingl*",
      "itch*|prickl*|tingl* ... after ~ a|the|my? ~ hot|warm|cold? ~ shower|showers|bath|baths|showering|bathing",
      // "water makes me itch, even washing up".
      "water|wet|showers|showering|baths|bathing ~ makes|make|made ~ me|her|him ~ itch*|prickl*",
      "every ~ time ~ i|he|she? ~ get|gets ~ wet",
    ],
    outranks: ["itching", "pins_and_needles", "itchy_all_over"],
  },
  {
    // A mood gone high (hypomania or mania): little sleep yet no tiredness, fast talk, sprees.
    kind: "mood_high",
    phrases: [
      "sleeping|sleep|slept|sleeps ... 1|2|3|one|two|three|2-3|1-2|couple ~ hours|hrs|hour ... not|never|dont|don't|arent|aren't|isnt|isn't ~ tired",
      "not|never|dont|don't|no ~ need|needing ~ sleep|any sleep|much sleep",
      "barely|hardly|not ~ sleeping|slept|sleep ... full ~ of ~ energy",
      "talking|talk|talks|speaking ~ too|so|really|super? ~ fast|quick|quickly",
      "racing ~ thoughts",
      "thoughts ~ are|keep? ~ racing",
      "spending ~ spree|sprees",
      "maxed ~ out ~ my|her|his? ~ credit|cards|card",
      "feel|feeling|felt ~ invincible|unstoppable|superhuman|on top of the world|like a god",
    ],
  },
  {
    kind: "sees_things",
    phrases: [
      // "seeing things that arent there", "she thinks there are people in the room".
      "seeing|sees|saw|seen|see ~ things|people|animals|spiders|bugs|insects|men|faces|children|kids|figures|shadows ~ that|who|which",
      "is|was|been ~ seeing ~ things|people|animals|spiders|bugs",
      "talks|talking|talk|speaking|speaks ~ to ~ people|someone|somebody|nobody|imaginary|dead",
      "thinks|thinking|convinced|says|insists ~ there ~ are|is ~ people|someone|men|children|animals|bugs|spiders|cats|somebody",
      "see|sees|seeing|saw ~ little? ~ spiders|bugs|insects|snakes|people|faces|men|animals|children|cats|dogs ~ on|in|crawling|walking|everywhere ~ the? ~ wall|walls|ceiling|room|floor|bed|corner|garden",
      "watching|spying|poisoning|following|tracking|plotting ~ on|against? ~ him|her|me ~ through|with|from",
      "neighbours|neighbors|people|someone|they ~ are|is? ~ spying|watching|following|plotting|poisoning ~ on|against? ~ her|him|me",
      // "aren't there" is read "are not there": the phrase ends at "not", so it denies nothing.
      "cat|dog|man|woman|child|people|animals|things ~ that|who ~ is|are|was|were ~ not",
      "havent|haven't|dont|don't ~ got|have ~ a ~ cat|dog",
      "hallucinating|hallucinations|hallucinate",
      // "the telly is talking to her", "hearing voices", "sent to save the world".
      "telly|tv|television|radio|phone ~ ... talking|speaking|sending|messages ~ to? ~ her|him|me",
      "hearing|hears|heard ~ voices",
      "sent ~ to ~ save",
      "bugs|insects|mites|worms|things ~ crawling",
      "crawling ~ in|under|on ~ his|her|my|the? ~ scalp|skin|head",
      "bugs|insects|mites|worms|parasites ~ burrowing|biting|digging",
      "burrowing ~ in|under|into ~ my|his|her|the? ~ scalp|skin",
      "hearing ~ voices",
      "sending|sends|sent ~ her|him|me|them ~ messages|signs",
      "special ~ mission|powers|message",
      // "mum sees shadowy people in the corners".
      "see|sees|seeing|saw ~ shadowy|ghostly|ghost|ghosts|shadow ~ people|figures|men|women|faces|children|kids",
      "see|sees|seeing|saw ~ ... people|figures|men|women|faces|children|kids|animals ~ in|on ~ the ~ corner|corners|room|wall|walls|ceiling|garden|bedroom|hallway|window",
    ],
    outranks: ["head_lice", "pet_contact"],
  },
  {
    kind: "stretch_marks",
    phrases: [
      // Wide red or purple stripes on the thighs or belly.
      "wide|purple|red|dark ~ stripes|lines|streaks|marks ~ on|across ~ my|his|her|the ~ thighs|tummy|belly|arms|sides|hips",
      "purple|red|wide|new|dark|pink ~ stretch marks|stretchmarks",
      "stretch marks|stretchmarks ... purple|wide|new|red",
      "striae",
    ],
  },
  {
    // "what haircut suits a round face": a face's shape, always so.
    kind: "nothing",
    phrases: [
      "suit|suits|suited|suiting|flatter|flatters|flattering|frame|frames|for ~ a|my|her|his? ~ round|rounder ~ face|faces",
      "round ~ face ~ shape|shapes|shaped",
    ],
    outranks: ["round_face"],
  },
  {
    kind: "round_face",
    phrases: [
      // A face gone round.
      "face ~ is|s|gone|going|looks|got|getting ~ ... round|rounder|moon",
      "face ~ gone|got|getting|is|looks|become ~ really|very|so? ~ round|rounder|moon",
      "moon face|faced",
      "round|rounder ~ red? ~ face",
      // "face like a full moon", "cheeks have gone full and red".
      "face ~ like ~ a ~ full? ~ moon|football|ball",
      "cheeks ~ ... full|fuller|chubby|chubbier|puffy|puffier ~ and ~ red|rosy|flushed",
      "hump|fat|fatty ~ back ~ of ~ my|her|his|the ~ neck",
      "buffalo hump",
    ],
  },
  {
    kind: "high_blood_pressure",
    phrases: [
      // "my BP's high on the home machine".
      "bp|blood ~ pressure? ~ is|s|'s|was|been|keeps|reading|readings ~ ... high|up|sky|through",
      "blood pressure|bp ~ was|is|been|reading|readings|came|were ~ out? ~ high|raised|up|through",
      "blood pressure|bp ~ high|raised",
      "bp ~ high|raised|up|sky|through",
      "bp ~ ... 15*|16*|17*|18*|19*|20*|21*|22*",
      // "pharmacy check my blood pressure ... it was 182 over 110".
      "blood ~ pressure ~ ... 15*|16*|17*|18*|19*|20*|21*|22*",
      "15*|16*|17*|18*|19*|20*|21*|22* ~ over ~ 9*|10*|11*|12*|13*",
      // "my home monitor says 160/95", "nurse said my pressure is up".
      "monitor|machine|cuff|reading|readings ~ says|said|shows|showed|reads|read|gave|was|is|of|at? ~ 15*|16*|17*|18*|19*|20*|21*|22*",
      "machine|monitor ~ ... flashing|flashed|flashes ~ red",
      "my|his|her ~ pressure ~ is|s|was|has|been|gone|went|keeps|reading|readings? ~ up|high|raised|sky|through",
      // "my blood pressure ... was 188/114": a top number of 150 or more.
      "blood pressure|bp ~ ... 15*|16*|17*|18*|19*|20*|21*|22*",
      "high|raised ~ blood pressure|bp ... said|says|told|found|checked|pharmacist|nurse|doctor|gp|machine|reading",
    ],
  },
  {
    // "can't get it up into a bun": hair put up.
    kind: "nothing",
    phrases: [
      "get|getting|got|put|putting ~ it|them|my|her|his|hair ~ up ~ into|in ~ a|the? ~ bun|ponytail|pony|puff|updo|bobble|clip|top|high",
    ],
    outranks: ["low_libido"],
  },
  {
    kind: "low_libido",
    phrases: [
      // Erections or desire gone.
      "struggling|cant|can't|trouble|problems ~ to? ~ get|getting|keep ~ it ~ up",
      "zero|no|lost ~ interest|drive ~ in ~ sex",
      "sex ~ drive ~ gone|dropped|zero|disappeared",
      "sex drive|libido ~ gone|down|low|lower|dropped|vanished|disappeared|through|nonexistent|zero|none|dead",
      "libido ~ gone|down|low|lower|dropped|vanished|disappeared|through|nonexistent|zero|none|dead|shot|tanked|dying",
      "no|low|lost|zero ~ sex drive|libido",
      "no|low|lost|zero|dead ~ libido",
      // "can't get it up anymore", "can't stay hard", "not bothered about sex at all".
      "not ~ get|keep ~ it ~ up",
      "not ~ stay|staying|keep|keeping ~ hard|erect",
      "not ~ bothered|interested|fussed ~ about|in|with ~ sex",
      "zero|no|lost ~ urge|desire ~ for|to? ~ sex|intimacy",
      "erection|erections ~ problems|trouble|issues",
      "cant|can't|cannot ~ get ~ it ~ up",
    ],
  },
  {
    // "my moisture balance is off", "unsteady hands": the hair's balance, or a tremor.
    kind: "nothing",
    phrases: [
      "moisture|protein|ph|hormone|hormonal ~ balance",
      "unsteady ~ hands|hand",
      "staggering ~ amount|amounts|number",
    ],
    outranks: ["unsteady"],
  },
  {
    // "my curl pattern is unsteady": the hair's, not the walk.
    kind: "nothing",
    phrases: ["pattern|growth|curl|curls|hair|colour|color|results|progress ~ ... unsteady"],
    outranks: ["unsteady"],
  },
  {
    kind: "unsteady",
    phrases: [
      // "I keep losing my balance", "legs feel like jelly".
      "losing|lose|lost|loses ~ my|his|her|their? ~ balance",
      "off ~ balance",
      "my|his|her balance ~ is|has|been? ~ off|gone|bad|poor|terrible|awful|shot|all",
      "wobbly|unsteady|wobbling|swaying ~ when|walking|about|around|on|if",
      "unsteady",
      // A child walking differently: on the toes of one side, a foot turning in, tripping more.
      "walks|walking|walk|walked ~ on ~ her|his|their|my? ~ toes|tiptoes|tiptoe",
      "foot|feet ~ turns|turning|turned|goes|going ~ in|inwards",
      "trips|tripping ~ much|loads|lots ~ more",
      "staggering|staggers|staggered|stagger ~ around|about|when|like|along|across|into",
      "keep|keeps|kept ~ falling|tripping ~ over",
      "tripping|trip|trips ~ over ~ my|his|her ~ own? ~ feet",
      "sway|swaying|sways ~ when|if ~ i|he|she ~ stand|standing|walk|walking",
      "walking|walks|walk|staggering ~ like ~ hes|he's|shes|she's|im|i'm|i|he|she|a ~ drunk",
      "unsteady|wobbly ~ on ~ my|his|her ~ feet|legs",
      "bumping|walking|walks|banging ~ into ~ the? ~ door|doors|doorframe|walls|things|furniture",
      "walking|walks ~ like ~ ... had ~ a ~ few|drink|drinks",
      "walk|walking|walks|walked ~ like ~ ... drunk|drink|drunkard|tipsy|pissed|drinking",
      "dropping|drop|drops ~ things|stuff|keys|cups",
      "dropping|drop|drops ~ my|his|her ~ keys|cups|phone",
      "cant|can't|cannot|not ~ do|manage ~ up? ~ my|his|her? ~ buttons",
      "words|speech|talking ~ slurry|slurred|slurring",
      "slurry ~ words|speech",
    ],
    outranks: ["sight_change", "face_droop"],
  },
  {
    kind: "dark_urine",
    phrases: [
      "pee|urine|wee|water ~ dark|darker|brown|tea|cola|coke",
      "dark|brown ~ pee|urine|wee",
      "pee|urine|wee ... like ~ coke|cola|tea|bovril",
      "pee|urine|wee|water ... colour|color|coloured|colored ~ of? ~ coke|cola|coca|tea|bovril|brandy|whisky|rum|treacle|marmite",
      "poo|poop|stools|stool|motions ~ pale|white|grey|clay|light",
      "pale|white|grey|clay|clay-coloured ~ poo|poop|stools|stool|motions",
      "other end ~ pale",
    ],
  },
  {
    // "not peeing more than usual" denies peeing often; "no urine infection" is no sign.
    kind: "nothing",
    phrases: [
      "not ~ weeing|peeing|pee|wee ~ more|often|loads|lots|constantly",
      "urine|wee|pee ~ infection|infections|test|tests|sample|smell|smells|leaks|leaking",
    ],
    outranks: ["little_urine"],
  },
  {
    // "barely weeing, what does come out is dark": the kidneys, or too little to drink.
    kind: "little_urine",
    phrases: [
      // "only had one tiny wee since yesterday".
      "one|1 ~ tiny|small|little? ~ wee|pee|wet ~ since|all|today|in",
      "hardly|barely ~ weed|peed|wee|wees|pee|pees|weeing|peeing",
      "barely|hardly|only ~ peed|weed|urinated|wee'd",
      // "havent had a wee all day", "no wet nappies", "cant pee".
      "not ~ had|done|been ~ a|any ~ wee|pee|wees|pees|wet",
      "no|zero ~ wet ~ nappy|nappies|diaper|diapers",
      "dry ~ nappy|nappies|diaper|diapers",
      "not ~ had ~ a? ~ wet ~ nappy|nappies|diaper|diapers",
      "not ~ weed|peed|weeing|peeing|urinated|wee|pee|urinate",
      "not ~ passing|pass ~ much|any ~ urine|water|wee",
      "only ~ peed|weed|been ~ once|twice|one",
      "only|tiny|little|small ~ ... bit|drop|dribble|amount ~ of ~ wee|pee|urine",
      "very|so ~ little ~ pee|wee|urine|water",
      // Not "no frothy wee": a kind of wee denied is not none passed.
      "no wee|pee|wees|pees|urine",
      "no ~ wee|pee|wees|pees|urine ~ since|all|today",
      "barely|hardly ~ weeing|peeing|wee|pee|passing ~ water|urine?",
      // "not weed since this morning"; not "not been great since easter".
      "not ~ weed|peed ~ for|since|all",
      "pee|wee|urine ... not|hardly|barely much|any of? it",
      "hardly|barely|not ~ weeing|peeing ~ much",
      // "only passing a dribble when i go", "i dey pee small small".
      "passing|pass|passed|pee|peeing|wee|weeing ~ a|only|just? ~ dribble|trickle|drops|drip|drips",
      "pee|wee|peeing|weeing|piss ~ small|little ~ small|little",
    ],
    outranks: ["dark_urine"],
  },
  {
    // "tingling round my lips", "lips and fingertips tingle": round the mouth, low calcium's sign.
    kind: "lips_tingling",
    phrases: [
      "pins and needles|tingling|tingly|tingle|tingles|numb|numbness|fizzing ~ round|around|in|on ~ my|her|his|the? ~ lips|lip|mouth",
      "lips|lip|mouth ~ tingling|tingly|tingle|tingles|tingled|numb|fizzing|fizzy",
    ],
    outranks: ["pins_and_needles", "sore_throat", "body_complaint"],
  },
  {
    // "my hand went stiff and bent like a claw": a hand or fingers locking in a spasm.
    kind: "hand_spasm",
    phrases: [
      "like ~ a ~ claw",
      "claw|clawed|claw-like ~ hand|hands|fingers",
      "hand|hands|fingers|wrist ~ cramped|cramping|locked|locking|spasm|spasms|seized|curled ~ up?",
    ],
    outranks: ["feels_stiff", "body_complaint"],
  },
  {
    // "ulcers down below": sores on the genitals.
    kind: "genital_ulcers",
    phrases: [
      // "sores on my private parts", "an ulcer on my willy".
      "ulcers|ulcer|sores|sore|blisters|blister|spots ~ on|in|around|near ~ my|his|her|the? ~ private|privates|genitals|genital|vagina|vulva|labia|penis|willy|bits|foreskin|scrotum|balls|testicles|groin",
      "sores|ulcers|blisters|ulcer|sore|spot|lump ~ down ~ there",
      "ulcers|ulcer|sores|sore|blisters ~ down below|downstairs",
      "ulcers|ulcer|sores|blisters ~ on ~ my|his|her|the? ~ genitals|privates|penis|vulva|scrotum|balls|bits",
      "genital ~ ulcers|ulcer|sores|sore|blisters",
      "sore|sores|spots|spot|blisters|ulcers|lumps ~ down below",
      "sore|sores|spots|spot|blisters|ulcers|lumps ~ downstairs",
      // "painful open spots on my lady parts".
      "ulcers|ulcer|sores|sore|blisters|blister|spots|spot|bumps|lumps ~ on|in|around|near|down ~ my|his|her|the? ~ lady|intimate|nether|private|privates|front|vaginal|vulval ~ parts|bits|area|regions|region",
    ],
    outranks: ["blisters", "body_complaint", "scalp_bumps", "non_healing_sore"],
  },
  {
    // "my calves are sore from the gym": muscles worked, not a clot.
    kind: "nothing",
    phrases: [
      "calf|calves|leg|legs ... gym|training|trained|run|running|ran|football|netball|rugby|workout|squats|cycling|hike|hiking|exercise|exercising|match|leg",
    ],
    outranks: ["calf_swelling"],
  },
  {
    // "my left calf has been sore and a bit swollen": one leg, a clot's sign.
    kind: "calf_swelling",
    phrases: [
      // One leg or calf puffed up, hot or red, beside the other.
      "leg|calf ~ puffed|swelled|swollen ~ up? ~ ... compared|than|other",
      "calf|calves ~ ... hot|red|swollen|tender|puffy",
      // "one of my legs is swollen", "pain in my calf and its warm".
      "leg|calf ~ is|has|feels|gone|looks|got? ~ hot|swollen|swelling|puffy|fat|bigger|fatter|red|warm",
      "pain|ache|aching|tenderness|swelling|throbbing ~ in ~ my|his|her|the|one? ~ left|right? ~ calf",
      "calf ... warm|warmer|hard|firm|tender|painful|throbbing|hurts",
      "one ~ of ~ my|his|her|the ~ legs|calves ... swollen|swelling|puffy|bigger|fatter|hot|red",
      "swollen|puffy|fat ~ leg|calf ~ on ~ one ~ side",
      "lump|lumps ~ in ~ my|his|her|the ~ calf",
      "calf|calves ~ sore|swollen|swelling|tender|hot|red|aching|achy|painful|tight|throbbing|hurts|hurting",
      "sore|swollen|tender|hot|red|aching|achy|painful|tight ~ calf",
      "calf|leg ~ is|was|has|gone? ~ been? ~ agony|killing",
      "left|right|one ~ leg|calf ~ swollen|swelling|puffy|bigger|fatter|sore|tender|hot|red",
      "swollen|swelling|puffy ~ left|right|one ~ leg|calf",
      "calf ... hot|red|fat|swollen|swelling|puffy",
      // "back of her right leg swell up".
      "leg|calf ~ swell|swells|swelled|swole|puffed|puffing ~ up?",
      "back ~ of ~ my|his|her|the ~ right|left|one? ~ leg|knee|thigh ~ ... swell*|swollen|puffy|puffed|hot|red|tender",
    ],
    outranks: ["painful_lumps", "swollen_ankles", "body_complaint", "joint_pain"],
  },
  {
    // "2 flights, about 17 hrs door to door": sitting still for hours, a clot's setting.
    kind: "long_journey",
    phrases: [
      "long|long-haul|long haul ~ flight|flights|drive|journey|coach|haul",
      "flight|flights|flew|flying|plane|coach|drive|drove|train ... hours|hrs|hour|hr",
      "hours|hrs ~ door to door",
      "hours|hrs ~ on ~ a|the? ~ plane|coach|bus|flight|train",
    ],
  },
  {
    // "firm with like a dip in the middle": a dimpled spot (mpox, molluscum).
    kind: "dimpled_spots",
    phrases: [
      // "spots with a dimple", "pearly spots".
      "spots|bumps|lumps|blisters|pimples|spot|bump ~ with ~ a|little|tiny ~ tiny|little|small? ~ dimple|dip|dent|hole|crater|pit|indent",
      "pearly ~ spots|bumps|lumps",
      "dip|dent|dimple|hole|crater|dot|button|buttons|navel|pit|indent|indentation|depression ~ in ~ the ~ middle|centre|center|top",
      "dimpled|umbilicated",
    ],
    outranks: ["scalp_bumps", "body_complaint"],
  },
  {
    // New floaters, flashes or a curtain over the sight: the retina tearing or coming away.
    kind: "eye_flashes",
    phrases: [
      "shadow|curtain|veil|shade ... vision|sight",
      // "sparks of light", "black spots floating in my vision", "a curtain over my vision".
      // Not "flashing zigzags": a migraine's aura is a change in the sight (sight_change).
      "flashes|flashing|flash|sparks|sparkles|lightning|flickering of? light|lights? in|across|at|on ~ my|the|his|her|one? ~ side|corner|edge|eye|eyes|vision|sight",
      "seeing|see|sees|saw flashes|sparks|sparkles|lightning",
      // "seeing little sparkles and squiggles at the edge of my vision", "black spots swimming about".
      "seeing|see|sees|saw ~ little|tiny|bright|small ~ sparkles|sparks|flashes|squiggles|sparkly|lightning",
      "sparkles|squiggles|flashes|sparks|floaters|specks ~ ... edge|side|corner ~ of ~ my|the|his|her? ~ vision|sight|eye|eyes",
      "spots|dots|specks|squiggles|flies|blobs|things ... swimming|swim|swims|darting|zooming|whizzing",
      "spots|dots|specks|squiggles|cobwebs|cobweb|threads|strings|flies|blobs|bits|lines|things ... floating|float|floats|drifting",
      "floating|drifting ... eye|eyes|vision|sight",
      "shower|swarm|cloud ~ of ~ black? ~ dots|spots|specks|floaters|flies",
      "curtain|blind|veil|shadow|shade ~ over|across|down ~ ... eye|eyes|vision|sight",
      "pulled|drawn|drew|pulling ~ a|the ~ blind|curtain|shade ~ down|over|across",
      "floaters|floater",
      "flashes|flashing|flash ~ of? ~ light|lights ~ at? ~ the? ~ edge|side|corner",
      "little|bright|sudden ~ flashes",
      "curtain|shadow|shade ~ coming|came|moving|creeping ~ across|over|down|up",
    ],
    outranks: ["scalp_bumps", "scaly_patch_broken_hairs", "sight_change", "swimming"],
  },
  {
    // "my bum is numb from sitting at work all day": an everyday cause the person gives.
    kind: "nothing",
    phrases: ["bum|bottom|backside|cheeks ... sitting|sat|cycling|bike|ride|riding|chair"],
    outranks: ["saddle_numbness"],
  },
  {
    // "numb round my bum", "can't feel the toilet paper": the nerves at the base of the spine.
    kind: "saddle_numbness",
    phrases: [
      // "cant feel my bum", "no feeling down below", "lost control of my bladder".
      "not ~ feel ~ my|his|her ~ bum|bottom|backside|privates|genitals|groin|crotch",
      "not ~ feel ~ anything|much ~ down ~ below|there|stairs",
      "no ~ feeling|sensation ~ down ~ below|there|stairs",
      "no ~ feeling|sensation ~ in|round|around|between ~ my|his|her? ~ bum|bottom|groin|privates|legs|crotch",
      "not ~ feel ~ myself|it|the ~ ... wipe|wiping|paper",
      "bum|bottom|backside|groin|privates|crotch|genitals|cheeks ~ ... numb|numbness|tingling|tingly",
      "numb|numbness|tingling ~ around|round|in|near ~ my|the|his|her? ~ back ~ passage",
      "numb|numbness|tingling ~ around|round|in|near ~ my|the|his|her? ~ anus|rectum",
      "wet|wetting ~ myself|himself|herself ~ without|and ~ not? ~ knowing|realising|realizing|noticing|feeling",
      "not ~ control ~ my|his|her? ~ bladder|bowels|bowel|wee|pee",
      "lost|losing ~ control ~ of ~ my|his|her? ~ bladder|bowels|bowel",
      "numb|numbness|tingling|tingly ~ round|around|between|in ~ my|his|her? ~ bum|bottom|backside|groin|privates|legs|crotch",
      "cant|can't|cannot|couldnt|couldn't|not ~ feel ~ the? ~ toilet ~ paper|roll",
      "cant|can't|cannot|couldnt|couldn't|not ~ tell|feel ~ if|when ~ i|he|she? ~ need|needed|needs ~ to|a? ~ wee|pee|poo|go",
      "wet|wetting ~ myself|himself|herself ... back",
      "wipe|wiping ... numb|numbness|no feeling",
      "numb ... wipe|wiping",
      "butt|bum|bottom|backside ~ ... numb|numbness",
      "tell ~ if|when ~ i|id|i'd|he|she ~ had? ~ finished|need|needed|needs ~ peeing|weeing|a? ~ wee|pee",
      "not|cant|can't|couldnt|couldn't ~ empty|emptying ~ my|his|her|the? ~ bladder",
      "emptying|empty ~ my|his|her|the? ~ bladder ~ properly|fully|right",
      // "i can't tell when my bladder is full anymore".
      "not ~ tell|feel|know|sense ~ if|when ~ my|his|her|the? ~ bladder|bowel|bowels ~ is|are|gets? ~ full",
    ],
    outranks: ["pins_and_needles", "body_complaint"],
  },
  {
    // "a week late with the retwist": late for something else.
    kind: "nothing",
    phrases: [
      "late ~ with|on ~ the|my|a|her|his",
      "late ~ for ~ the|my|a|her|his ~ appointment|retwist|touch|relaxer|colour|color|dye|wash|braids|install|installation|payment|rent|work|school|class|bus|train",
    ],
    outranks: ["period_late"],
  },
  {
    // "period is 2 weeks late": weeks, not the months periods_stopped means.
    kind: "period_late",
    phrases: [
      // "I'm a week late", "havent had my period this month".
      "week|weeks|days|day|wk|wks ~ late|overdue",
      "late ~ for ~ my|her ~ period|periods",
      "not ~ had|come|started ~ my|a|her ~ period",
      "period|periods ~ is|are|was? ~ late|overdue",
      "late|missed ~ period|periods",
      "missed ~ my|her? ~ period|periods",
      // "my period was due on the 3rd and nothing".
      "period ~ was|is ~ due ... and ~ nothing|no sign|not come|hasnt|hasn't",
    ],
  },
  {
    // "pain on the right side of my forehead": a side of somewhere else.
    kind: "nothing",
    phrases: [
      "side ~ of ~ my|the|his|her ~ chest|head|face|neck|back|forehead|scalp|nose|mouth|jaw|tongue|body|eye|ear|throat|hairline",
    ],
    outranks: ["low_tummy_pain"],
  },
  {
    // "a sharp pain low down on the left": one side low in the tummy, or the shoulder tip.
    kind: "low_tummy_pain",
    phrases: [
      // "my bump has gone hard and aches": a pregnant belly that stays hard.
      "my|the ~ bump ~ has|is|gone|feels|keeps ~ gone|going|got? ~ hard|tight|rock|aching",
      // "pain in my pelvis", "sharp pain in my right side".
      "lower|low ~ abdominal|tummy|belly|stomach|abdomen|pelvic ~ pain|pains|ache|cramps|cramping|hurts|hurting|really|is|sore",
      "pelvic ~ pain|pains|ache",
      "pain|pains|ache|aching ~ in ~ my|the|her? ~ pelvis",
      "pain|pains|stabbing|cramp|cramps|cramping ~ ... one ~ side ~ of ~ my|her|the ~ tummy|belly|stomach|abdomen",
      "pain|pains|stabbing|ache|cramp|cramping ~ in|on|down ~ my|her|the ~ right|left ~ side",
      "pain|pains|cramp|cramps|ache|stabbing|cramping ~ low|lower ~ down? ~ in|on? ~ my|the|her? ~ tummy|belly|stomach|abdomen|pelvis|left|right|side",
      "pain|pains|ache ~ in|at ~ my|the|her? ~ shoulder ~ tip",
      "pain|pains|cramp|cramps|ache|stabbing ~ low|lower ~ down? ~ in? ~ my|the? ~ tummy|belly|stomach|abdomen|pelvis|left|right|side",
      "pain|pains ~ at|in ~ the ~ tip ~ of ~ my|her? ~ shoulder",
      "shoulder ~ tip ~ pain",
      // "my pelvis is aching, like a deep dragging pain".
      "pelvis|pelvic|womb|ovary|ovaries ~ ... aching|ache|aches|hurts|hurting|sore|painful|throbbing|killing|pain|pains|cramping",
    ],
    outranks: ["body_complaint", "scalp_bumps"],
  },
  {
    // "we played hot potato at the party": a game.
    kind: "nothing",
    phrases: [
      "play|played|playing|plays|game|games|of ~ hot ~ potato",
      "hot ~ potato ~ game|games|at|with|party",
    ],
    outranks: ["throat_swelling"],
  },
  {
    // "can hardly open my mouth", "spitting my spit out", a "hot potato" voice: an abscess by the tonsil.
    kind: "throat_swelling",
    phrases: [
      // "my throat is closing", "jaw wont open".
      "jaw|mouth ~ not|barely|hardly ~ open|opening",
      "throat ... closing|closed|closes|tightening ~ up?",
      "voice ~ sounds|is|gone ~ muffled|thick",
      "cant|can't|cannot|barely|hardly|not ~ open ~ my|his|her|the? ~ mouth|jaw",
      "hot potato",
      // "my tongue feels pushed up": swelling under the tongue from a spreading infection.
      "tongue ~ feels|is|being|gets? ~ pushed|lifted|raised|forced ~ up",
      // "tongue feels too big for my mouth": the tongue swelling, an airway at risk.
      "tongue ~ ... swollen|swelling|too big|huge|massive|fat",
      // "her lips and tongue is getting big": the mouth swelling, an airway at risk.
      "lips|lip|tongue ~ getting|gone|going|got|went|swelling|puffing|blowing|blown ~ big|bigger|huge|fat|swollen|puffy",
      "cant|can't|cannot|barely|hardly|not ~ swallow ~ my|his|her|own? ~ spit|saliva|spittle",
      "spitting ~ my|his|her? ~ spit|saliva ~ out",
      "drooling|dribbling",
    ],
    outranks: ["swallowing", "sore_throat"],
  },
  {
    // "my scarf feels like it's choking me": clothes, not a person.
    kind: "nothing",
    phrases: [
      "scarf|collar|tie|necklace|top|jumper|turtleneck|polo|hood|bonnet|headwrap|wrap|durag|strap|chain|choker|bun|ponytail|braids ~ ... choking|strangling|choke|chokes|strangles|strangled|choked ~ me|her|him",
    ],
    outranks: ["strangled", "hurt_by_someone"],
  },
  {
    // "had his hands round my neck", "he choked me till i saw stars": strangled by someone.
    kind: "strangled",
    phrases: [
      "hands|hand|arm ~ round|around|on ~ my|her|his ~ neck|throat",
      "choked|chokes|choking|strangled|strangles|strangling|throttled ~ me|her|him",
      "grabbed|grabs|squeezed|squeezes ~ me|her|him? ~ by ~ the ~ throat|neck",
      "squeezed|squeezes|squeezing|gripped|grips|grabbed|grabs|throttled ~ my|her|his ~ neck|throat",
    ],
  },
  {
    // More of a medicine than its dose, or two that both hold paracetamol ("paracetamol and cold
    // and flu sachets"): an overdose taken over days harms the liver before it shows.
    kind: "over_the_dose",
    phrases: [
      // Too many spoons of a child's medicine.
      "three|two|four|3|2|4|double|extra ~ spoons|doses|spoonfuls|sachets ~ of ~ calpol|paracetamol|nurofen|ibuprofen|medicine",
      "more ~ than ~ the|it|its|the ~ packet|box|label|leaflet|dose|pharmacist ~ says?",
      "double|doubled|doubling|twice|triple ~ the ~ dose",
      // "i've doubled up on my tablets", "three painkillers at a time", "lemsip and panadol".
      "doubled|doubling|double ~ up ~ on ~ my|the|his|her? ~ tablets|pills|meds|painkillers|dose|doses|paracetamol|ibuprofen|medicine|medication",
      "three|four|3|4|5|five|6|six|extra|double ~ painkillers|paracetamol|paracetamols|ibuprofen|nurofen|co-codamol|cocodamol|codeine|tablets|pills ~ at ~ a|the ~ time|go",
      "three|four|3|4|5|five|6|six|extra|double ~ painkillers|paracetamol|paracetamols|ibuprofen|nurofen|co-codamol|cocodamol|codeine|tablets|pills ~ at ~ once",
      "paracetamol|panadol|calpol|tylenol|anadin|hedex|disprol|paramol|co-codamol|cocodamol ~ ... and|plus|with ~ ... lemsip|sachets|sachet|beechams|nurse|co-codamol|cocodamol|solpadeine|flu",
      "lemsip|sachets|beechams|nurse|co-codamol|cocodamol|solpadeine ~ ... and|plus|with ~ ... paracetamol|panadol|calpol|tylenol|anadin|hedex|disprol|paramol",
      "over|overdid|overdoing ~ the ~ paracetamol|painkillers|dose",
      // "I took all my amitriptyline about an hour ago": a whole supply taken at once.
      "took|taken|take|swallowed|had ~ all|whole ~ my|of|the|her|his|a ~ ... tablets|pills|box|pack|packet|bottle|meds|medication|medicine|amitriptyline|paracetamol|sertraline|citalopram|fluoxetine|codeine|co-codamol|tramadol|insulin|lithium|propranolol",
    ],
  },
  {
    // Pain at its worst: "agony", "the worst pain of my life", "ripping", "way worse than the cut
    // looks". With fainting, a grey face or a fever it is an emergency wherever it is.
    kind: "severe_pain",
    phrases: [
      "agony|agonising|agonizing|excruciating|unbearable|unbearably",
      "worst ~ pain|ache ~ of ~ my|his|her ~ life",
      "ripping|tearing ~ pain|feeling|ache",
      "way|much|far ~ worse ~ than ~ the|it ~ cut|wound|graze|bite|scratch? ~ looks",
      "terrible|horrendous|horrific|awful|severe ~ ache|pain|pains",
      "ten|10 ~ out ~ of ~ ten|10",
      "pain|ache|hurts|hurting ~ ... through ~ the ~ roof",
      "way|far|much ~ worse ~ than ~ when ~ i|he|she|it ~ ... broke|broken|did|hurt|injured|fell",
      "doubled ~ up ~ in|with ~ pain",
      // "the pain is unreal", "savage pain".
      "pain|ache ~ is|was|s|has|been ~ unreal|insane|savage|brutal|horrendous|horrific|immense|intense|crazy|mental|indescribable",
      "unreal|insane|savage|brutal|immense|indescribable ~ pain|pains",
      // "pain is 10/10", "never felt anything like it".
      "pain|ache|agony|hurts|hurting ~ ... 10/10|11/10|12/10|20/10|100/10|10/10s",
      "10/10|11/10|12/10|20/10|100/10 ~ pain",
      "pain|ache|agony ~ ... never ~ ever? ~ felt|had|known|experienced ~ anything|nothing|pain ~ like",
    ],
  },
  {
    // The scalp's or the hair's pain after braids or a relaxer is the scalp's, not the body's.
    kind: "nothing",
    phrases: [
      "scalp|hair|braids|plaits|cornrows|edges|roots|weave|head|detangling|detangle|combing|brushing|washday|braiding ~ ... agony|killing|unbearable|excruciating",
      "agony|unbearable|excruciating ~ ... scalp|braids|plaits|cornrows|edges|roots|weave|detangling|combing|hair|waiting|wait",
    ],
    outranks: ["severe_pain"],
  },
  {
    // "its my HANDS that sting from the bleach at work": cleaning bleach on the hands, not a
    // lightener on the hair or a reaction of the scalp.
    kind: "nothing",
    phrases: [
      "hands|hand|fingers|palms ~ ... bleach|cleaning|detergent|chemicals",
      "bleach|chemicals|detergent ~ at ~ work",
      "cleaning ~ bleach|products|stuff|chemicals|sprays",
    ],
    outranks: ["product_reaction", "chemical_service", "scalp_burning", "urgent_reaction"],
  },
  {
    // "it's made me a bit paranoid": "a bit", not someone biting.
    kind: "nothing",
    phrases: ["a bit|little"],
    outranks: ["hurt_by_someone"],
  },
  {
    // "scared to touch near his soft spot": a baby's fontanelle, not a spot on the scalp.
    kind: "nothing",
    phrases: ["soft ~ spot|spots|bit|part"],
    outranks: ["scalp_bumps", "painful_lumps"],
  },
  {
    // "the runs in the family box": the family-history question, not diarrhoea.
    kind: "nothing",
    phrases: ["runs|run ~ in ~ the|my|our|her|his ~ family"],
    outranks: ["bowel_changes"],
  },
  {
    // "my scalp feels like its suffocating, like it cant breathe": build-up, not the airway.
    kind: "nothing",
    phrases: [
      "scalp|roots|hair|skin ~ ... suffocating|suffocate|breathe|breath",
      "suffocating|suffocate ... scalp|roots|hair",
      "like ~ it ~ not ~ breathe",
    ],
    outranks: ["urgent_reaction", "breathless", "struggling_to_breathe"],
  },
  {
    // "she's always confused, that's her usual": dementia's confusion, not a new one.
    kind: "nothing",
    phrases: [
      "always ~ confused|muddled|forgetful",
      "confused|muddled ~ ... her|his ~ usual|normal",
    ],
    outranks: ["confusion"],
  },
  {
    // "a hair skin nails gummy": a vitamin sweet, not hair gone gummy after chemistry.
    kind: "nothing",
    phrases: ["nails ~ gummy|gummies", "gummy|gummies ~ vitamin|vitamins|supplement|supplements"],
    outranks: ["over_processed"],
  },
  {
    // "sickle cell TRAIT not the disease": a carrier, who is well and needs nothing for it.
    kind: "nothing",
    phrases: ["sickle ~ cell|cells ~ trait|carrier", "sickle-cell ~ trait|carrier", "hbas"],
    outranks: ["sickle_cell"],
  },
  {
    // Sickle cell disease: a fever is an emergency, the spleen no longer guarding the blood.
    kind: "sickle_cell",
    phrases: ["sickle ~ cell|cells", "sickle-cell", "hbss|hbsc"],
  },
  {
    // "my hair is so dehydrated": the hair wants moisture.
    kind: "nothing",
    phrases: [
      "hair|curls|locs|strands|ends|scalp|skin|coils|roots|tresses ~ ~ dehydrated|dehydration",
      "dehydrated|dehydration ~ hair|curls|locs|strands|ends|scalp|skin|coils|roots|tresses",
    ],
    outranks: ["dehydrated"],
  },
  {
    // A body short of water: a baby's sunken soft spot, no keeping drinks down, few wet nappies.
    kind: "dehydrated",
    phrases: [
      // Sunken eyes; every sip brought back up.
      "eyes ~ look|looks|looking|are|gone ~ sunken|sunk|hollow|hollowed|sinking",
      "sunken ~ eyes",
      "every|each ~ sip|drink|drop|mouthful ~ ... up|back",
      "sunken ~ eyes|fontanelle|fontanel|soft spot",
      "soft ~ spot ~ ... sunken|dipped|dipping|caved",
      "not ~ keep|keeping|kept ~ anything|milk|fluids|water|drinks|feeds|food ~ down",
      "only ~ 1|one|2|two ~ wet ~ nappy|nappies|diaper|diapers",
      "not ~ had ~ a|any ~ wet ~ nappy|nappies|diaper|diapers",
      "dehydrated|dehydration",
    ],
  },
  {
    // A limp, or a leg that will not take weight: in a child a hip or a bone is seen the same day.
    kind: "limping",
    phrases: [
      // Hobbling or hopping, will not stand on a foot.
      "hobbling|hobbles|hobble|hobbled|hopping",
      "refuses|refusing|won't|wont|not ~ stand|walk|put ~ on ~ her|his|their? ~ left|right? ~ foot|leg",
      // Not "limp" alone: "my curls have gone limp".
      "limping|limps|limped",
      "a|with ~ a? ~ limp",
      "not ~ put|putting|bear|bearing|take|taking ~ any? ~ weight ~ on",
      "not ~ walk|walking|stand|standing ~ on ~ it|that|his|her|the|my ~ leg|foot|ankle?",
    ],
    outranks: ["weight_gain", "unexplained_weight_loss"],
  },
  {
    // "a white as a sheet platinum blonde": a shade of hair.
    kind: "nothing",
    phrases: [
      "white|pale ~ as ~ a ~ sheet|ghost ~ blonde|blond|platinum|hair|colour|color|shade|toner",
    ],
    outranks: ["looks_very_unwell", "pale"],
  },
  {
    // "my skin feels cold after the ice bath": cold from outside.
    kind: "nothing",
    phrases: [
      "cold|icy|freezing|clammy ~ ... after|from ~ the|a|my? ~ ice|cold ~ bath|plunge|shower|swim|dip|water|weather",
    ],
    outranks: ["looks_very_unwell", "always_cold"],
  },
  {
    // A body in shock: clammy, grey or white as a sheet, cold and sweaty.
    kind: "looks_very_unwell",
    phrases: [
      // A baby who will not feed, feeds far less, or is floppy or sleepier than usual.
      "not|wont|won't|isnt|isn't|refusing|refuses|stopped ~ feeding|feed|feeds|taking|take ~ her|his|the|any? ~ milk|bottle|bottles|feeds|feed",
      "not|wont|won't want|wants|wanting her|his|their|any? milk|feeds|feed|bottle|bottles",
      "not finishing|finish|finished|finishes her|his|their bottles|bottle|feeds|feed|milk",
      // "i have to wake her for feeds and she only feeds for a few minutes then drops off".
      "have|had|having ~ to ~ wake ~ her|him|them ~ for ~ her|his|their|the? ~ feeds|feed",
      "only ~ feeds|fed|feeding|feed ~ for ~ a ~ few|couple ~ minutes|mins",
      // "not waking for her feeds": too sleepy to feed.
      "not|wont|won't|isnt|isn't ~ waking|wake|woken ~ up? ~ for ~ her|his|their|the|any? ~ feeds|feed|milk|bottle|bottles",
      "off ~ her|his|their ~ feeds|milk|bottle|bottles",
      "only ~ fed|had|taken|took ~ once|twice|one|two ~ feed|feeds|bottle|bottles|time|times?",
      "floppy|floppier ~ than ~ usual|normal",
      "floppy",
      // "gone a horrible grey colour and sweaty".
      "grey|gray|ashen|white ~ colour|color ~ and ~ sweaty|clammy|cold",
      "grey|gray|ashen|ashy ~ and|, ~ sweaty|clammy|cold|wet|damp",
      "clammy",
      "grey|gray|white|pale ~ as ~ a ~ sheet|ghost",
      // Not "cold and wet": the weather at work.
      "cold ~ and ~ sweaty|clammy|sweating|moist",
      "pale ~ and ~ sweaty|clammy",
      // "his skin is cold to touch", "he skin cold like fridge".
      "skin ~ ... cold|icy|freezing ~ to ~ the? ~ touch",
      "skin ~ feels|feel|felt|is|s|gone|went|turned ~ so|really|very|all? ~ cold|icy|freezing|clammy",
      "skin ~ cold|icy ~ like ~ a? ~ fridge|ice|stone|death|corpse",
    ],
  },
  {
    // Something swallowed that harms from inside: a button battery, magnets, someone's tablets.
    kind: "swallowed_object",
    phrases: ["ate|eaten|eat|cooked|fried ~ ... wild ~ mushrooms|mushroom|fungi"],
  },
  {
    // "me and my friend pick mushrooms in the forest and cook them ... vomiting": picked wild
    // and eaten (the sentence says so).
    kind: "swallowed_object",
    phrases: [
      "pick|picked|picking|foraged|forage|foraging|gathered ~ ... mushrooms|mushroom|fungi|toadstools",
    ],
    needsInSentence: wordSet(
      "ate eat eaten eating cooked cook cooking fried soup dinner tea breakfast",
    ),
  },
  {
    kind: "swallowed_object",
    phrases: [
      "swallowed|swallow|swallowing|ate|eaten|eat|got ~ into ~ ... battery|batteries|magnet|magnets|tablets|pills|gummies|vitamins|capsules|bleach|detergent|pod|pods",
      "battery|batteries|magnet|magnets ~ ... missing|gone|swallowed",
      "button ~ battery|batteries",
      // "he choked on a peanut yesterday ... wheezy since": something breathed in.
      "choked|choking ~ on ~ a|an|some|his|her|the? ~ peanut|nut|nuts|grape|sweet|coin|toy|piece|bit|food|popcorn|crisp",
      "swallowed|swallow|swallowing|ate|eaten ~ ... battery|batteries|magnet|magnets|magnetic|coin|coins",
      "got ~ into ~ my|her|his|the ~ tablets|pills|gummies|vitamins|medicine|meds|capsules",
      "bottle|pot|tub|packet ~ was ~ nearly|almost|half? ~ full ... left",
      // "ate half a bottle of my vitamin gummies", "drank some of the bleach".
      "ate|eaten|swallowed|drank|drunk|chewed|scoffed ~ ... half|whole|all|most|bottle|pot|tub|packet|handful|load|loads|lots|bunch ~ ... gummies|vitamins|tablets|pills|capsules|meds|medicine|paracetamol|calpol",
      "drank|drunk|swallowed|swigged|sipped|licked|ate|eaten ~ some|the|a|of|bit|mouthful|sip|drop|bottle|little|any|my|her|his ~ bleach|detergent|relaxer|peroxide|developer|cleaner|chemicals|acetone|antifreeze|pod|pods|mouthwash|perfume|remover",
    ],
    outranks: ["eats_hair", "chemical_service"],
  },
  {
    // "she had the dropper in her mouth ... no idea how much she swallowed".
    kind: "swallowed_object",
    phrases: [
      "dropper|bottle|pill|pills|tablet|tablets|capsule|capsules|battery|magnet|magnets|sachet|pod ~ in ~ her|his|their ~ mouth",
      "how ~ much ~ she|he|they ~ swallowed|drank|had|took|ate",
    ],
  },
  {
    // "took the dye powder from my bag and put in her mouth, i think she swallow some".
    kind: "swallowed_object",
    phrases: ["put|puts|putting|stuck|shoved|popped ~ ... in|into ~ her|his|their|its|the ~ mouth"],
    needsInSentence: wordSet("swallow swallowed swallows swallowing ate eaten drank chewed licked"),
  },
  {
    // "tiny hard lumps on the ends of my hair, like little beads on single hairs ... tied round
    // itself in a knot": single-strand knots, a kind of breakage, not bumps on the scalp.
    kind: "breakage",
    phrases: [
      "single ~ strand ~ knots|knot",
      "lumps|beads|bumps|balls|dots ~ ... on ~ the|my? ~ ends|hairs|strands",
      "tiny|little|small ~ knots|knot ~ ... ends|hairs|strands|itself",
      "tied ~ round|around ~ itself",
    ],
    outranks: ["scalp_bumps", "body_lump", "painful_lumps", "head_lice"],
  },
  {
    // "his tongue looks too big for his mouth lately, he keeps biting the sides of it": grown over
    // weeks or months, not swelling within hours (throat_swelling reads that).
    kind: "big_tongue",
    phrases: [
      "tongue ~ ... too? ~ big|bigger|huge|large|larger|enlarged|fat ~ for",
      "biting|bites|bit ~ the ~ sides|side|edges ~ of ~ his|her|my|their? ~ tongue",
    ],
    needsInSentence: wordSet(
      "lately recently months weeks year years gradually slowly keeps biting bites",
    ),
    outranks: ["throat_swelling", "swallowing"],
  },
  {
    kind: "frothy_urine",
    phrases: [
      "wee|urine|pee|wees ~ is|are|has|gone|goes|looks|been? ~ frothy|foamy|bubbly|fizzy",
      "frothy|foamy|bubbly ~ wee|urine|pee",
    ],
  },
  {
    // "stabbing pains on the right side: cheek, top lip, along the jaw ... like an electric shock
    // ... set off by brushing the right side of my hair": the face's nerve (trigeminal neuralgia).
    kind: "face_shocks",
    phrases: ["electric ~ shock|shocks", "stabbing|shooting|electric|jabbing ~ pain|pains"],
    // The face named in the sentence, where a clause break may fall between.
    needsInSentence: wordSet("cheek cheeks jaw lip lips teeth tooth gum gums face"),
    outranks: ["low_tummy_pain", "severe_pain", "body_complaint", "stress"],
  },
  {
    // "both sides of his face have swelled up in front of and under his ears": the parotids.
    kind: "cheek_gland_swelling",
    phrases: [
      "swelled|swollen|swelling|swell|puffed|puffy|lump|lumps ~ ... in ~ front ~ of ~ ... ears|ear",
      "swelled|swollen|swelling|swell|puffed ~ ... under ~ his|her|my|their|the ~ ears|ear|jaw",
    ],
    outranks: ["urgent_reaction", "neck_lump", "behind_ear_swelling", "body_lump"],
  },
  {
    // "like an electric shock": a pain's likeness, not a shock to the system.
    kind: "nothing",
    phrases: ["electric ~ shock|shocks"],
    outranks: ["stress"],
  },
  {
    // "he looks like a hamster", "hair like a bird's nest": a likeness, not an animal at home.
    kind: "nothing",
    phrases: [
      "like ~ a|an ~ hamster|chipmunk|panda|poodle|lion|sheep|bear|monkey|rat|bird|birds|squirrel",
    ],
    outranks: ["pet_contact"],
  },
  {
    // "my arms were shaking holding the hairdryer, had to sit down": arms too weak to hold up.
    kind: "muscle_weakness",
    phrases: [
      "arms|arm ~ ... shaking|shook|weak|gave|giving|tired ~ ... holding|hold|lift|lifting|up ~ the|my? ~ hairdryer|dryer|brush|straighteners|kettle|arms",
    ],
    needsInSentence: wordSet("sit sat couldnt couldn't cant can't barely hardly finish"),
  },
  {
    // "the soft spot on top is tight and bulgin even when hes calm".
    kind: "soft_spot_bulging",
    phrases: [
      "soft ~ spot|spots ~ ... tight|bulging|bulgin|bulges|bulge|bulged|raised|swollen|puffy|sticking",
      "fontanelle|fontanel|fontanelles ~ ... tight|bulging|bulges|bulge|bulged|raised|swollen|full|puffy",
    ],
    outranks: ["forehead_swelling", "scalp_bumps", "body_lump"],
  },
  {
    // "no sign of periods or breasts yet" at 14, "the smallest in year 9 by a head".
    kind: "puberty_late",
    phrases: [
      "no ~ sign|signs ~ of ~ periods|period|breasts|boobs|puberty|growing",
      "not ~ started ~ her|his|their? ~ periods|period|puberty ~ yet",
      "periods|breasts|puberty ~ not ~ started|come|developed|begun ~ yet",
      "smallest|shortest|tiniest ~ in ~ her|his|the ~ year|class|school|form",
    ],
  },
  {
    // "hair growth capsules from a kabiraj ... label is all in bangla".
    kind: "unlabelled_remedy",
    phrases: [
      "kabiraj|kobiraj|hakim|hakeem|vaid|vaidya|ayurvedic|ayurveda|unani|siddha",
      "label|labels|packet|bottle|box ~ ... all|only? ~ in ~ bangla|bengali|chinese|hindi|urdu|arabic|punjabi|gujarati|tamil|thai|vietnamese",
      "no ~ label|labels|ingredients ~ on ~ it|them|the",
      "unlabelled|unlabeled ~ capsules|pills|tablets|powder|remedy|remedies|bottle|bottles",
      "herbal|traditional|chinese ~ capsules|pills|tablets|powder|remedy|remedies|medicine ~ ... from ~ back ~ home|abroad|india|pakistan|bangladesh|sylhet|china|nigeria|ghana",
    ],
  },
  {
    // An older person giving a child gifts, lifts and nights away, kept secret: grooming.
    kind: "groomed",
    phrases: [
      "man|guy|bloke|boyfriend|fella ~ in ~ his ~ 20s|twenties|30s|thirties|40s|forties|late",
      "older ~ boyfriend|boyfriends",
      "wont|won't|not ~ say|tell ~ ... where ~ she|he|they ~ ... been|goes|going|went|gets|got",
    ],
  },
  {
    kind: "groomed",
    phrases: [
      "stayed|staying|stays|stay ~ out ~ all ~ night|nights",
      "older ~ man|men|guy|guys|bloke|blokes",
    ],
    // Not "any products for older men": a young person, met, given things or driven about.
    needsInSentence: wordSet("online phone car gifts paid picks lifts daughter son met"),
  },
  {
    // Hours at the mirror, hundreds of photos, not leaving the room over how one looks: BDD.
    kind: "appearance_checking",
    phrases: [
      "check|checking|checks|look|looking|stare|staring|inspect|inspecting ~ ... mirror|mirrors ~ for ~ hours|ages",
      "mirror|mirrors ~ for ~ hours",
      "hundreds|100s ~ of ~ photos|pictures|selfies|pics",
      "not|never ~ left|leave|leaving|been ~ out ~ of? ~ my|his|her|the ~ room|house|flat|bedroom ~ ... because|cos|cause|incase|case ~ ... see|seeing|notice|look|looks",
    ],
  },
  {
    // "my dad had bowel cancer at 47 and his brother at 51": a family history that screening serves.
    kind: "family_cancer",
    phrases: [
      "dad|mum|mom|father|mother|brother|sister|son|daughter ~ ... bowel|colon|colorectal|breast|ovarian|womb ~ cancer ~ at|aged|age ~ 20|21|22|23|24|25|26|27|28|29|30|31|32|33|34|35|36|37|38|39|40|41|42|43|44|45|46|47|48|49",
      "dad|mum|mom|father|mother|brother|sister ~ ... bowel|colon|colorectal|breast|ovarian|womb ~ cancer ~ in ~ his|her|their ~ 20s|twenties|30s|thirties|40s|forties",
    ],
  },
  {
    // "my baby is so quiet in the bath": a born baby, calm.
    kind: "nothing",
    phrases: [
      "quiet|quieter|still|calm|calmer|settled ~ in ~ the|her|his ~ bath|bathtub|car|pram|buggy|cot|sling|carrier|night|sleep",
    ],
    outranks: ["baby_moving_less"],
  },
  {
    // A baby moving less in the womb: the maternity unit checks today, not at the next visit.
    kind: "baby_moving_less",
    phrases: [
      // "the baby's moving less".
      "baby|babys|baby's|bubs|bump ~ ... moving|kicking|movements|kicks ~ less|fewer|slowed|quieter|stopped",
      "baby|bump|he|she ~ ... quiet|quieter|still|stiller|not ~ moving|kicking",
      "hardly|barely|less|fewer ~ movements|kicks|kicking|moving",
      "not ~ felt ~ ... move|moving|kick|kicks|kicking",
      "movements ~ ... less|fewer|slowed|reduced|changed|stopped",
      // "baby's been really quiet since yesterday", "usually kicks loads after dinner but ...":
      // read only in a pregnancy (ToldSigns).
      "been ~ really|very|so|quite? ~ quiet|still ~ since|today|all",
      "usually|normally ~ kicks|kicking|moves|moving|wriggles|wriggling",
      // "baby has gone quiet in my tummy", "less movement than usual", "the baby inside me no dey move".
      "baby|bump|babys|baby's|bubs ~ has|is|gone|been|seems|s ~ gone? ~ really|very|so|quite? ~ quiet|quieter|still|stiller",
      "quiet|quieter|still|stiller ~ in|inside ~ my|the ~ tummy|belly|womb|bump",
      "less|fewer|reduced|decreased ~ movement|movements|kicking|kicks ~ than ~ usual|normal",
      "baby|bump|babys|baby's ~ ... not|no ~ dey? ~ move|moving|kick|kicking|wriggle|wriggling|moved|kicked",
    ],
  },
  {
    // A testicle that hurts: twisted (torsion) until a surgeon has seen it.
    kind: "testicle_pain",
    phrases: [
      "testicle|testicles|testis|balls|ball|nuts|bollocks|scrotum|privates|nads ~ ... pain|painful|hurts|hurting|hurt|killing|agony|aching|ache|sore|throbbing",
      "pain|agony|ache|kicked|kick ~ in|down ~ his|my|the ~ testicle|testicles|balls|nuts|privates|scrotum",
      // "my son says his nut hurts".
      "his|my|one|left|right ~ nut|nuts|ball|balls|goolies|knackers|nads ~ hurt*|pain*|killing|agony|ache*|aching|sore|throbbing|swollen|tender",
    ],
  },
  {
    // Sex with a partner whose status is not known, without a condom or with one that split.
    kind: "unprotected_sex",
    phrases: [
      // "the johnny came off".
      "johnny|condom|rubber|durex ~ came|come ~ off",
      "johnny|rubber ~ split|broke|tore|burst",
      "condom ~ split|broke|burst|ripped|tore|slipped|came",
      "unprotected ~ sex",
      "without ~ a ~ condom|protection",
      "not ~ use|wear|using|wearing ~ a? ~ condom|condoms|protection",
      "no ~ condom",
      "bareback|barebacking",
      // "slept with a guy raw at the weekend".
      "slept|sleeping|shagged|shagging|hooked|had ~ with|up|sex ~ ~ raw|bareback|unprotected",
    ],
  },
  {
    // Breathing that is an emergency whatever its cause: too breathless to talk, the ribs
    // drawn in, blue or grey lips, an inhaler that no longer helps.
    kind: "struggling_to_breathe",
    phrases: [
      // Too breathless to finish a sentence.
      "too ~ breathless|puffed ~ to ~ finish|talk|speak|say",
      "cant|can't|cannot|not ~ finish ~ a|her|his ~ sentence|sentences",
      "only|can ~ only? ~ say|get|manage ~ a ~ few ~ words",
      "struggling|struggle|struggles ~ to ~ talk|speak",
      "cant|can't|cannot|not ~ finish|talk|speak ~ ... sentences|sentence|properly ~ for? ~ breath|breathing|wheezing?",
      "ribs|tummy|neck ~ sucking|sucked|pulling|pulled|drawing|sinking ~ in",
      "lips ~ are|is|look|looks|gone|going|turned|turning? ~ blue|grey|gray|bluish|greyish|purple",
      "blue|grey|gray|bluish|greyish ~ round|around ~ the|her|his|my? ~ lips|mouth",
      "inhaler|inhalers|puffer|puffers|ventolin|salbutamol ~ ... not|isnt|isn't ~ working|helping|lasting",
      "inhaler|ventolin|salbutamol ~ ... every ~ few? ~ minutes|hour",
      // "i've had 10 puffs".
      "6|7|8|9|10|11|12|15|20|six|seven|eight|nine|ten|twelve|fifteen|twenty|loads|lots ~ of? ~ puffs",
      "puffs ~ ... in ~ the ~ last ~ hour",
      // "my breathing in has got noisy": a narrowed airway.
      "breathing|breath ~ ... noisy|noisier|rattly|rattling|squeaky|whistling|crowing",
      // Croup's stridor: "a squeaky noise every time he breathes in", the skin under the ribs drawn in.
      "noise|noisy|squeaky|squeak|squeaking|rasping|whistle ~ ... breathes|breathing|breathe ~ in",
      // "his breath is making noise": a narrowed airway heard.
      "breath|breathing ~ is|was|keeps|s? ~ making ~ a|funny|strange|weird|horrible? ~ noise|noises|sound|sounds",
      "sucking|sucked|pulling|drawing ~ in ~ under|between|below ~ his|her|my|the ~ ribs",
      "pale|blue|grey|gray ~ round|around ~ the|her|his|my? ~ lips|mouth",
    ],
    outranks: ["breathless"],
  },
  {
    // "my feet get cold in winter", "cold feet about the big chop": the weather, or nerves.
    kind: "nothing",
    phrases: [
      "feet|foot|hands|toes ~ ... cold|freezing ... winter|weather|snow|socks|aircon|office|outside",
      "cold ~ feet ~ about|over",
    ],
    outranks: ["cold_foot"],
  },
  {
    // A foot gone cold and pale, pain at night eased by hanging it down, a black toe: no blood reaching it.
    kind: "cold_foot",
    phrases: [
      // "my foot feels like ice", "one foot is much colder than the other".
      "foot|leg|toe ~ ... icy|ice|freezing|frozen|mottled|colder",
      "feet|toes ~ ... mottled",
      "colder ~ than ~ the ~ other",
      "cold|icy|pale|white|blue|mottled ~ and? ~ pale|white|blue|mottled? ~ foot|leg|toe",
      "foot|feet|toes|toe|leg ~ is|are|gone|going|turned? ~ cold|pale|white|blue|purple ~ and? ~ pale|cold|white|blue?",
      "hang|hanging|dangle|dangling ~ it|my|his|her? ~ foot|leg|feet ~ out|over|off",
      "black|dark ~ spot|patch|bit ~ on ~ my|his|her|the? ~ toe|toes|foot|heel",
      "toe|toes ~ gone|going|turned|is|are ~ a? ~ purple|purply|dusky|blue|black|white",
      "hanging|hang|dangling|dangle ~ it|them ~ over|out|off ~ the? ~ side|edge ~ of? ~ the? ~ bed",
    ],
    outranks: ["body_complaint"],
  },
  {
    // Bleach, relaxer or dye in the eye: a chemical burn of the eye, an emergency.
    kind: "eye_splash",
    phrases: [
      "splashed|splash|splashes|splashing|dripped|dripping|squirted ~ in|into ~ my|her|his|the? ~ right|left? ~ eye|eyes",
      "bleach|relaxer|dye|developer|peroxide|perm|lye|chemical|chemicals|solution|toner|colour|color|lightener ... in|into ~ my|her|his|the|their? ~ right|left? ~ eye|eyes",
      // "some of the mix ran in my eye when i rinsed".
      "mix|mixture|stuff|product|cream|foam|lather ~ ... ran|went|got|go|goes|gone|running ~ in|into ~ my|her|his|the|their? ~ right|left? ~ eye|eyes",
    ],
    outranks: ["red_eye", "sight_change"],
  },
  {
    // "my eyes get a bit red after training, thats the pool": a red eye the person explains.
    kind: "nothing",
    phrases: [
      "eyes|eye ~ red|stingy|stinging|sore|bloodshot ... pool|chlorine|swimming|goggles|hayfever|hay|pollen|shampoo|screen|screens",
      "red|stingy|stinging|sore|bloodshot|itchy ~ eyes|eye ... pool|chlorine|swimming|goggles|hayfever|hay|pollen|shampoo|screen|screens",
      "pool|chlorine|swimming|goggles|hayfever ... eyes|eye ~ red|stingy|stinging|sore|bloodshot",
    ],
    outranks: ["red_eye"],
  },
  {
    // "in august i went home 3 weeks and was totally fine": worse at work, better away from it.
    kind: "better_away",
    phrases: [
      "fine|better|clear|cleared|gone|normal ~ on|when|at|over|during ~ holiday|holidays|weekends|weekend|leave",
      "holiday|holidays|weekends|weekend|days off ... totally|completely|much? ~ fine|better|clear|normal",
      "went ~ home|away ... totally|completely|much? ~ fine|better|clear|normal",
      // Time words ("always", "first week") are read as times, not as phrase words.
      "fine|better|clear ~ no ~ inhaler|puffer|wheeze|wheezing|cough|coughing|symptoms",
      "worse|bad|worst ~ at|on ~ work|shift|shifts",
      "wheezy|wheeze|wheezing|cough|coughing|chest|breathless|sneezing|itchy|rash ... at ~ work",
    ],
  },
  {
    // "peeling my fingers off the sticky gel": fingers taken off something.
    kind: "nothing",
    phrases: ["peeling|peel|peeled ~ my|his|her ~ fingers|hands ~ off|away|from"],
    outranks: ["peeling_fingers"],
  },
  {
    // "the skin on his fingertips is peeling off in sheets": peeling after a fever (Kawasaki).
    kind: "peeling_fingers",
    phrases: [
      // "skin coming off his hands", "his fingers are shedding skin".
      "skin ~ ... off|peeling|shedding ~ ... fingertips|fingers|toes|hands|palms|feet|soles",
      "fingertips|fingers|toes|hands|palms|feet|soles ~ ... shedding ~ skin",
      "peeling ~ hands|feet",
      "fingertips|fingers|toes|hands|palms|feet|soles ~ ... peeling|peel|peels|peeled",
      "peeling|peel|peels|peeled ~ off? ~ ... fingertips|fingers|toes|palms|soles",
    ],
    outranks: ["shedding", "blisters", "dry_skin"],
  },
  {
    // "has to start all over again and counts under his breath", "knows its daft but cant stop".
    kind: "compulsions",
    phrases: [
      // Checking the door or washing again and again.
      "check|checking|checks ~ ... door|doors|locks|lock|oven|taps|plugs|hob ~ ... times|again",
      "have|has ~ to ~ check|wash|count|touch ~ ... times|again|over",
      // "I wash my hands over and over", "a certain number of times".
      "washing|washes|wash|checking|checks|check|counting|counts|cleaning|cleans|clean|touching|touches ~ ... over ~ and ~ over",
      "washing|washes|wash|checking|checks|check|counting|counts|cleaning|cleans|clean|touching|touches ~ ... again ~ and ~ again",
      "hands ~ till|until ~ they|it|its ~ bleed|raw|crack|bled|are|cracked",
      "certain|exact|right|set|particular ~ number ~ of ~ times",
      "keep|keeps ~ checking ~ things|doors|locks|the ~ door|doors|locks|oven|taps",
      "keep|keeps|kept ~ washing|wash ~ my|his|her ~ hands",
      "counting ~ everything|things|steps|tiles|stairs",
      "compulsive|compulsively ~ washing|checking|cleaning|counting|wash",
      "compulsion|compulsions",
      "washes|washing|wash ~ his|her|my? ~ hair|hands ~ 11|12|13|14|15|16|17|18|19|20|25|30|40|50|60|70|80|90|100|twenty|thirty|forty|fifty|hundred|dozens|hundreds ~ of? ~ times",
      // "5 times in a row till it feels right".
      "times|again|over ~ ... till|until ~ it|they|things|everything ~ feels|feel ~ right|just|perfect|even",
      "has|have|had|having ~ to ~ start ~ all? ~ over|again",
      "counts|counting|count ~ under ~ his|her|my ~ breath",
      "knows|know|knew ~ its|it's|it is ~ daft|silly|stupid|mad ~ but",
      "cant|can't|cannot|not ~ stop ~ washing|checking|counting|cleaning|touching",
      "washes|washing|wash ~ his|her|my? ~ hair|hands ~ 4|5|6|7|8|9|10|four|five|six|seven|eight|ten ~ or? ~ 5|6|five|six? ~ times ~ a ~ day",
    ],
  },
  {
    // "my shoulders ache after retwisting my locs": an everyday cause the person gives.
    kind: "nothing",
    phrases: [
      "shoulders|shoulder|arms ... braiding|retwist*|twisting|gym|training|lifting|carrying|desk|typing|sleeping|slept|pillow|weights",
    ],
    outranks: ["girdle_stiffness"],
  },
  {
    // "my shoulders and the tops of my arms are that stiff in the mornings, the hips the same".
    kind: "girdle_stiffness",
    phrases: [
      // Stiff tops of the arms and hips, an hour to loosen up each morning.
      "stiff|achy|aching ~ tops ~ of ~ my|his|her|the? ~ arms|legs",
      "loosen|limber ~ up ~ her|his|my|their ~ shoulders|hips",
      // "cant lift my arms above my head", "stiff shoulders and hips".
      "arms|arm ~ not ~ go|lift|raise ~ up|above",
      "stiff|achy|aching|sore|painful ~ shoulders|hips",
      "shoulders ... hurt|hurts|sore|ache|aches|painful",
      "aching|ache|aches|stiff|stiffness|pain|sore ~ in ~ the ~ tops ~ of",
      // One shoulder that aches is not the girdle's two: "my right shoulder is weirdly achy".
      "shoulders ... stiff|stiffness|aching|achy|seized",
      "shoulder ... stiff|stiffness|seized",
      "stiff|stiffness|aching ~ in ~ my|his|her|the|both? ~ shoulders",
      "cant|can't|cannot|couldnt|couldn't|not ~ get|lift|raise ~ my|his|her|both? ~ arms|hands ~ up|above|over|to?",
      "tops ~ of ~ my|his|her|the ~ arms ... stiff|stiffness|aching|achy",
      // "my upper arms ache and feel locked in the mornings".
      "upper ~ arms|arm ~ ... ache|aches|aching|achy|stiff|stiffness|locked|seized|sore|painful|hurt|hurts|hurting",
    ],
    outranks: ["feels_stiff", "joint_pain", "body_complaint"],
  },
  {
    // "the whole house has had headaches", "the boiler flame has gone yellow": the home's air.
    kind: "household_ill",
    phrases: [
      "whole|all ~ house|household|family|flat ... headaches|headache|sick|dizzy|drowsy",
      "everyone|everybody ~ in|at ~ the|our? ~ house|home|flat ~ ... headaches|headache|sick|dizzy",
      "boiler|fire|heater|cooker ... flame ~ ... yellow|yellowy|orange|lazy",
      "boiler|fire|heater ... soot|sooty|stains|staining",
      // "the flame is yellowy orange not blue", "even the dog is dopey".
      "flame ~ is|was|burns|burning|looks|gone? ~ yellow|yellowy|orange|lazy|floppy",
      "even ~ the ~ dog|cat|kids|baby ~ is|are|seems|seem|gets? ~ dopey|sleepy|drowsy|sick|lethargic|poorly|ill",
    ],
  },
  {
    kind: "light_hurts",
    phrases: [
      // Sunglasses indoors; covering the eyes from a lamp.
      "sunglasses ~ indoors|inside",
      "light|lights|lamp ~ is|s|too ~ too? ~ painful|sore|bright",
      "covers|covering|cover|shields ~ her|his|my|their ~ eyes ~ from|when",
      // "my eye is red, bright light hurts it"
      "light|lights ~ hurts|hurt|hurting ~ it|them",
      "light ~ hurts|hurt|hurting|bothers|bothering ~ my|her|his|their? ~ eyes|them",
      "sensitive ~ to ~ light|bright",
      "photophobia",
      "bright ~ light|lights|sun|sunlight ~ hurts|hurt|hurting|bothers|bothering|kills",
      "cant|can't|cannot|not ~ stand|bear ~ the? ~ light|bright",
      // "light bothers me".
      "light|lights|brightness ~ bothers|bothering|bother|hurts|kills|killing ~ me",
      // "bright lights make my eyes sting", "sunlight is like a knife in my eyes".
      "light|lights|sun|sunlight|brightness|glare|daylight ~ ... make|makes|making|made ~ my|his|her|their? ~ eyes ~ sting|hurt|water|ache|burn|stream|squint|sore",
      "light|lights|sun|sunlight|brightness|glare|daylight ~ ... like ~ a? ~ knife|knives|dagger|daggers|needles|needle ~ ... eye|eyes",
    ],
  },
  {
    kind: "unvaccinated",
    phrases: [
      "never|not|didnt|didn't|havent|haven't|hasnt|hasn't ~ had|have|get|got|gotten ~ her|his|my|the|their|any? ~ mmr|jabs|jab|vaccines|vaccine|vaccinations|immunisations|injections",
      "missed ~ her|his|my|the|their ~ mmr|jabs|vaccines|vaccinations|immunisations",
      "unvaccinated|unimmunised",
      "mmr ~ jabs|jab ... missed|forgot|never|not",
    ],
  },
  {
    kind: "iron_overload",
    phrases: [
      "haemochromatosis|hemochromatosis|haemo",
      "iron overload",
      "too much iron",
      "take|took|taking|takes ~ blood ~ off|out",
    ],
    outranks: ["family_history"],
  },
  {
    // "started fitting my own wigs": fitting a wig, cap or client.
    kind: "nothing",
    phrases: [
      "fitting my|her|his|a|the|wigs|wig|caps|cap|hats|hat|units|unit|lace|frontals|frontal|clients|braces|well|tight|properly",
    ],
    outranks: ["seizure"],
  },
  {
    kind: "seizure",
    phrases: [
      // Fits that follow each other: "one fit after another", "hasnt come round in between".
      "one fit|seizure after another",
      "fits|seizures one after another",
      "not ~ come|came|coming ~ round|around|to ~ properly? ~ in ~ between|between",
      "went|gone|goes ~ all? ~ rigid",
      "collapsed|fell|dropped ~ and ~ ... twitching|jerking|shaking|fitting|convulsing",
      "twitching|jerking ~ and ~ jerking|twitching|shaking|convulsing|fitting",
      // "went rigid and started shaking", "foaming at the mouth", "started fitting".
      "started|starts|was|were|been|began|begun|is ~ fitting|convulsing",
      "went|gone|going ~ rigid|stiff ~ and|then ~ ... shaking|shook|jerking|jerked|twitching|fitting|convulsing",
      "arms|legs|body|limbs ~ ... jerking|jerked|jerk|jerks|convulsing|thrashing",
      "fitting|convulsing|jerking|shaking ~ on ~ the ~ floor|ground",
      // A baby's spasms: "her head drops forward and both arms shoot up ... again and again".
      "head ~ drops|dropped|dropping|nods|nodding ~ forward|down ... arms",
      "arms ~ shoot|shoots|shot|fly|flies|flung|jerk|jerks ~ up|out ... again|row|times|cluster",
      "spasms|jerks ~ ... in ~ a ~ row|cluster|clusters",
      "shaking|jerking|twitching|shook|jerked ~ ... wouldnt|wouldn't|would|didnt|didn't|not|couldnt|unresponsive|respond|responding",
      "uncontrollably|uncontrollable ~ shaking|jerking",
      "shaking|jerking|twitching ~ uncontrollably",
      "jerking|jerked|twitching|shaking|shook|shuddered ~ ... minute|minutes|mins|seconds",
      "stiffened|stiffen|stiff ~ up? ~ and ~ shook|shaking|jerked|jerking|twitched|twitching",
      "foaming ~ at ~ the ~ mouth",
      "shook|shaking|jerked|jerking|twitched|twitching|stiff|rigid ... wet ~ himself|herself|myself|themselves",
      "wet ~ himself|herself|myself|themselves ... jerking|shaking|jerked|shook|twitching|fit|fitting",
      "blank|blanked|zoned|staring ... twitching|jerking",
      "seizure|seizures|convulsion|convulsions|convulsing",
      "had|having ~ a? ~ fit|fits",
      // What onlookers describe: stiff and jerking, eyes rolling, a bitten tongue.
      "went|gone|going ~ stiff ~ and ~ jerked|jerking|shaking|shook|twitching",
      "eyes ~ rolled|rolling ~ back|up",
      "bit|bitten ~ my|his|her ~ tongue",
    ],
  },
  {
    // "felt like I'd been hit on the back of the head": a headache likened to a blow, no blow.
    kind: "sudden_headache",
    phrases: [
      "felt|feels|feel|feeling ~ like ~ i'd|id|i|someone|i've|ive|he'd|she'd|he|she? ~ been|had|would? ~ been? ~ hit|kicked|punched|smacked|struck|whacked|shot ~ in|on|over ~ ... head",
    ],
    outranks: ["head_injury"],
  },
  {
    kind: "sudden_headache",
    phrases: [
      // "an almighty headache in a split second", "my head suddenly exploded".
      "headache|head ... split ~ second",
      "headache|head ... instantly|instant",
      "head ~ suddenly|just? ~ exploded|burst|exploding|bursting",
      // "a headache that came on in a split second", "like a bomb went off in my head".
      "headache|headaches|head ~ ... came|come|comes|coming ~ on ... suddenly|nowhere|seconds|instantly|split|once|blue|flash",
      "headache|head|pain ... out ~ of ~ nowhere|the ~ blue?",
      "out ~ of ~ nowhere|the ~ blue? ... headache|head",
      "head ~ felt|feels|feel|was ~ like ~ it ~ was? ~ split|splitting|exploded|exploding|burst|bursting|going",
      "bomb|explosion|something ~ went|going|exploded|burst|popped ~ off? ~ in ~ my|his|her ~ head",
      "exploded|burst|popped|snapped ~ in ~ my|his|her ~ head",
      "headache|pain|head ... like ~ a|being|someone? ~ hammer|bat|brick|bomb|thunderclap|bolt|explosion|axe|sledgehammer|gunshot|blow|hit|kicked|shot|lightning|thunderbolt|punch|whack|strike|bullet|crowbar",
      // "my head is paining me like never before".
      "headache|headaches ~ ... like ~ never ~ before",
      "head ~ pain|paining|pains|hurt|hurts|hurting|aching|aches|pounding|throbbing|banging|killing|exploding ~ ... like ~ never ~ before",
      "headache|headaches ... ever ~ had|felt|experienced|known",
      "worst|intense|severe|bad ~ head ~ pain|ache",
      "head ~ pain ... ever ~ had|felt|experienced",
      "headache|head ~ so ~ bad ~ ... screaming|screamed|scream",
      "sudden|suddenly ~ headache",
      "sudden|suddenly ~ ... pain ~ in ~ my|the|his|her? ~ head",
      "crashing|blinding ~ headache ... suddenly|sudden|nowhere|once|seconds",
      "headache|head ... during|after|while ~ sex|orgasm|climax",
      "worst ~ headache|headaches ... ever|life",
      "sudden|suddenly ~ severe|bad|terrible|awful|blinding|splitting ~ headache",
      "thunderclap",
      "headache ~ came on ~ suddenly|nowhere",
      "worst ~ pain|headache ~ of ~ my|her|his ~ life",
      "headache|pain ... like ~ i'd|i|id|someone|been? ~ been? ~ hit|kicked|punched|smacked|struck",
      "horrendous|excruciating|agonising|agonizing|explosive ~ headache",
    ],
  },
  {
    kind: "downy_hair",
    phrases: [
      "soft|fine|fuzzy|downy|furry ~ hair|hairs ~ on my|on ~ arms|back|face|body",
      "fuzz|fuzzy hair|peach fuzz",
      // "fine fluffy hair growing on her arms".
      "soft|fine|fuzzy|downy|furry|fluffy ~ hair|hairs ~ growing|coming ~ on|all ~ over? ~ her|his|my|the ~ arms|back|face|body",
    ],
  },
  {
    kind: "bruising",
    phrases: [
      "bruise|bruises|bruising|bruised ~ arms|legs|body|skin|everywhere|nowhere|easily|dont|don't|remember|knock|knocks|banging",
      "big|huge|dark|purple|unexplained|random|new ~ bruise|bruises|bruising",
      // "a bruise on her ear", "fingertip-shaped bruises on his arm": where a bruise is matters.
      "bruise|bruises|bruising ~ on|behind|round|around ~ her|his|my|the ~ ear|ears|face|cheek|cheeks|neck|back|tummy|chest|arm|arms|legs|bottom|head",
      "fingertip|fingertip-shaped|finger|finger-shaped|fingermark|grip|hand|hand-shaped ~ shaped? ~ bruise|bruises|marks",
      // "both his eyes have gone purple underneath like hes been punched": bruising round the
      // eyes with no blow, blood tracking down from the scalp or the skull.
      "eyes|eye ~ gone|going|turned|turning|are|is ~ purple|black|bruised",
      "purple|black|bruised ~ under|underneath|round|around ~ his|her|my|the|both? ~ eyes|eye",
      "panda ~ eyes",
      "bruises|bruise ~ a lot|loads|easily",
      "bleeding|bleed|bleeds ~ gums",
      "gums ~ bleed|bleeding|bleeds",
      "nosebleed|nosebleeds",
      "nose ~ bleeds|bleeding|bleed|bled",
      // "i bruise like a peach, black and blue from nothing".
      "bruise|bruises|bruising ~ like ~ a ~ peach|banana|apple|plum",
      "black ~ and ~ blue ~ ... from|for ~ nothing|no",
      "bruise|bruises|bruising ~ ... from|for ~ nothing|no ~ reason?",
      "tiny|little|small ~ red|purple ~ spots|dots",
    ],
    outranks: ["sight_change"],
  },
  {
    kind: "pins_and_needles",
    phrases: [
      "pins and needles",
      "numb|numbness|tingling|tingly|tingle|tingles ~ feet|foot|hands|hand|legs|fingers|toes",
      "feet|foot|hands|legs|fingers|toes ~ numb|tingling|tingly|tingle",
      "wobbly|unsteady ~ on? ~ stairs|walking|feet|dark|legs",
      // "that dead-leg buzz in my toes".
      "buzz|buzzing|fizzing|fizzy|prickly|prickling|electric ~ ... in ~ my|his|her|the? ~ toes|feet|foot|fingers|fingertips|hands|hand|legs|soles",
    ],
  },
  {
    kind: "red_eye",
    phrases: [
      // "my eye is killing me".
      "eye|eyes|eyeball ~ is|are|really? ~ killing|agony|agonising|agonizing|throbbing|burning|streaming|weepy|weeping|gritty|angry",
      "eye|eyes|eyeball|eyeballs ~ red|sore|painful|watery|watering|bloodshot|pink|weepy|streaming|gritty|inflamed|gunky|sticky|crusty",
      "red|sore|painful|watery|bloodshot|pink|weepy|gritty|sticky|gunky|crusty ~ eye|eyes|eyeball",
      "hurts|hurt|painful|sore|stings ~ to|when ~ i|he|she? ~ blink|blinking",
      "pain|ache|aching|throbbing ~ round|around|behind|in ~ my|her|his|the? ~ right|left? ~ eye|eyes|eyeball",
      "eye|eyeball ~ pain|ache|aches|aching|throbbing|throbs|hurts|hurting",
      // "got hit in the eye with a cricket ball": an injured eye is looked in today.
      "hit|struck|smacked|whacked|poked|punched|elbowed|caught ~ ... in ~ the|his|her|my|their ~ eye|eyeball",
    ],
  },
  {
    kind: "body_rash",
    phrases: [
      "rash|rashes|spots|blotches ~ on|over|across ~ palms|palm|hands|soles|feet|chest|back|body|arms|legs|trunk|tummy|stomach",
      "palms|palm|soles|sole ~ rash|spots|blotchy|red|peeling",
      // "rash on my body and on my hands palm and feet sole": the palms named, where it is told.
      "rash|rashes|spots|blotches ... palms|palm|soles|sole",
      // "spots came up behind her ears ... spread onto her face and neck, going blotchy"
      "spread|spreading|spreads ~ onto|to|over|across|down ~ her|his|my|the? ~ face|neck|body|chest|tummy|back|arms|legs",
      "spots|rash|blotches ~ behind ~ her|his|my|the? ~ ears",
      "blotchy",
      // "my skin has gone red all over like sunburn": a rash over the whole body.
      "skin|body ~ gone|went|is|turned|has? ~ red|blotchy|purple|pink ~ all ~ over",
      "red|rash|rashes|blotchy ~ all ~ over ~ my|his|her|the? ~ body|skin",
      // "im red from my scalp to my feet": the whole skin red.
      "red|raw ~ from ~ my|his|her|the? ~ scalp|head|neck ~ to ~ my|his|her|the? ~ feet|toes|toe",
      "skin ~ coming|came|comes|peeling|shedding ~ off ~ in ~ sheets|flakes|layers",
    ],
  },
  {
    kind: "sore_throat",
    phrases: [
      "sore|scratchy|raw throat",
      "throat ~ sore|hurts|hurting|raw|killing|agony|burning|scratchy|rough|painful|aching",
      "mouth ~ sores|ulcers|patches",
      "lips ~ sore|cracked|blistered|peeling|swollen",
      "lips ~ cracking|crusting|crusted|bleeding",
      "sores ~ inside ~ my|his|her|the? ~ mouth",
      "hurts|painful|sore ~ to ~ eat|swallow",
      "white patches ~ mouth|tongue",
      "white ~ patches|spots|bits|stuff ~ ... throat|tonsils|tonsil|mouth|tongue|gums",
    ],
  },
  {
    kind: "moth_eaten",
    phrases: [
      "moth eaten|moth-eaten|motheaten|nibbled|munched|chewed|ragged|raggedy",
      // "look like moth ate it", "as if moths had been at it": the likeness, not the moth's
      // past tense, is what is said of the hair now. The single word alone too.
      "like|if ~ a|the? ~ moth|moths",
      "motheaten|moth-eaten",
      "patchy|patches ~ all over|everywhere",
      "not smooth|round ~ patches|patch|spots|bald",
      "lots of ~ little|small|tiny ~ patches|gaps|bald bits",
    ],
    outranks: ["bald_patches"],
  },
  {
    kind: "pet_contact",
    phrases: [
      "kitten|kittens|puppy|puppies|cat|cats|dog|dogs|pet|pets|hamster*|rabbit*|horse|horses|farm|cattle|cows|calves|livestock",
      "guinea pig|pigs",
    ],
  },
  // "nit lotion 6 times", "horse paste": a treatment used, not lice seen nor a horse kept.
  {
    kind: "nothing",
    phrases: [
      "nit|nits|lice|louse ~ lotion|lotions|shampoo|shampoos|spray|sprays|treatment|treatments|solution|comb|combs",
      "permethrin|malathion|dimeticone|hedrin",
    ],
    outranks: ["head_lice"],
  },
  { kind: "nothing", phrases: ["horse ~ paste|wormer|dewormer"], outranks: ["pet_contact"] },
  // "still losing weight on slimming world": weight lost on purpose.
  {
    kind: "nothing",
    phrases: [
      "losing|lost|dropping|dropped|lose ~ ... on|doing|using|taking|with a|the|my? slimming|diet|keto|weightwatchers|fasting|ozempic|mounjaro|wegovy|jab|jabs|injections|injection|plan|programme|program",
    ],
    outranks: ["unexplained_weight_loss"],
  },
  // "eating like a horse": an appetite, not a horse kept.
  {
    kind: "nothing",
    phrases: ["eat|eating|eats|ate ~ like ~ a ~ horse|pig|gannet"],
    outranks: ["pet_contact"],
  },
  {
    // "split my head open when I was 6, had stitches": a scar from an injury or operation.
    kind: "old_scar",
    phrases: [
      "stitches|stitched|staples",
      "scar|scars ~ from ~ a|an|the|my|his|her? ~ accident|injury|operation|surgery|fall|cut|op",
      "split|cut|gashed ~ my|his|her ~ head ~ open",
      // "a little bald line there ever since": the scar's line, not thinning.
      "bald|hairless ~ line|strip|stripe",
    ],
    outranks: ["thinning_on_top", "bald_patches"],
  },
  {
    // "we keep catching her eating it, swallowing strands": hair swallowed can block the stomach.
    kind: "eats_hair",
    phrases: [
      "eating|eats|ate|swallowing|swallows|swallowed|chewing|chews ~ her|his|their|my|the? ~ hair|strands",
      "eating|eats|swallowing|swallows|swallowed ~ it|them ... hair|strands",
      "pulling ~ strands ... swallowing|swallow|eating",
    ],
  },
  {
    // "hasnt had a proper poo since monday": no bowel movement for days.
    kind: "constipation",
    phrases: [
      "poo|poop|poos ~ since|for",
      "not ~ been ~ to ~ the ~ toilet ~ properly? ~ since|for",
      // "haven't passed wind or opened my bowels since Sunday": a bowel that is blocked.
      "not ~ passed ~ wind|gas",
      "not ~ opened|open ~ my|his|her|the? ~ bowels",
      "not ~ pooed|farted|pooped",
    ],
  },
  // "bồ kết", a Vietnamese soap-pod wash: not body odour.
  { kind: "nothing", phrases: ["bo ket|kết|ket's"], outranks: ["puberty_signs"] },
  // "does it make your hair fall out?": what a product does to anyone, asked; not shedding seen.
  {
    kind: "nothing",
    phrases: [
      "make|makes|making|cause|causes ~ your|the|my? ~ hair ~ fall ~ out",
      "does|do|can|will ~ it|they|that ~ make|cause ~ hair? ~ fall|falling ~ out",
    ],
    outranks: ["shedding"],
  },
  // "ignore the pregnant tick": the quiz's box, not a pregnancy.
  {
    kind: "nothing",
    phrases: ["pregnant|pregnancy ~ tick|box|option|button|answer|one"],
    outranks: ["pregnancy"],
  },
  // "cramps in my calves": the legs, not the farm.
  { kind: "nothing", phrases: ["my|her|his|both|your ~ calves|calf"], outranks: ["pet_contact"] },
  {
    // "first week of every new set my scalp itches like mad then it calms down"
    kind: "install_itch",
    phrases: [
      "first|few ~ week|days ~ of|after ~ every|each|a|the? ~ new|fresh? ~ set|install|braids|weave ... itch|itches|itchy|itching",
      "itch|itches|itchy|itching ... first|few ~ week|days ~ of|after ~ every|each|a|the? ~ new|fresh? ~ set|install|braids|weave",
      "new|fresh ~ braids|set|install ~ always? ~ itch|itches|itchy|itching",
    ],
    outranks: ["itching"],
  },
  {
    // "is it the spray?": a cause the person suspects; the report says whether it fits.
    kind: "cause_asked",
    phrases: [
      "is|could|might|would ~ it|this|that ~ be? ~ the|her|his|my|this|that|a|new ~ spray|shampoo|shampoos|relaxer|dye|product|products|conditioner|oil|gel|cream|detangler|wash|soap|water|braids|wig|weave|extensions|stress|diet|pill|medication|medicine|tablets|hormones|vitamins",
      "thinking|think|reckon|wonder ~ its|it's|it ~ is? ~ the|that|her|his|my|new ~ spray|shampoo|shampoos|relaxer|dye|product|products|conditioner|oil|gel|cream|detangler|wash|soap|water|braids|wig|weave|extensions|stress|diet|pill|medication|medicine|tablets|hormones|vitamins",
    ],
  },
  {
    kind: "no_cutting",
    phrases: [
      "never ~ cut|cuts|trim|trims ~ my|her|his|their|it|hair",
      "not ~ even ~ a ~ trim|trims",
      "dont|don't|not ~ suggest|say|tell ~ me? ~ trim|trimming|cutting|cut",
      "amritdhari|keshdhari",
      "uncut ~ hair",
    ],
  },
  {
    kind: "belief",
    value: "hats",
    phrases: [
      "caps|cap|hats|hat|helmets|helmet|beanies ~ make|makes|cause|causes|causing|give ~ you|u? ~ go? ~ bald|baldness|balding|thinning",
      "caps|cap|hats|hat|helmets|helmet|beanies ~ make|makes|cause|causes|causing ~ hair ~ loss",
    ],
    outranks: ["thinning_on_top"],
  },
  {
    kind: "belief",
    value: "shampoo_loss",
    phrases: [
      "shampoo|shampoos|washing ~ making|makes|make|causing|causes|cause ~ his|her|my|the? ~ hair ~ fall|come|falling|coming ~ out",
      "shampoo|shampoos ~ making|makes|causing|causes ~ him|her|me|you ~ go? ~ bald|thin",
    ],
    outranks: ["shedding"],
  },
  {
    // "found like 10 hairs in the shower, is that bad?": a worry about ordinary daily fall.
    kind: "belief",
    value: "daily_fall",
    phrases: [
      "hairs ~ in|on ~ the|my? ~ shower|plughole|drain|brush|pillow|sink ... bad|normal|worried|worry|much|many",
    ],
  },
  {
    kind: "belief",
    value: "flammable",
    phrases: [
      "synthetic|braiding|kanekalon ~ hair|braids ... flammable|fire|melt|melts|burn|burns",
      "braids ~ flammable",
    ],
  },
  {
    kind: "belief",
    value: "braid_coating",
    phrases: [
      "coating ... itch|itching|itchy|itches",
      "pre-stretched|braiding hair ~ coating|coated",
    ],
  },
  {
    kind: "belief",
    value: "lint_or_build_up",
    phrases: [
      "lint ~ or ~ build|buildup|build-up|residue",
      "build|buildup|build-up|residue ~ or ~ lint",
    ],
  },
  {
    // "does rosemary oil actually work?", "is rosemary worth it?"
    kind: "belief",
    value: "rosemary_oil",
    phrases: ["rosemary ... work|works|worth|help|helps|regrow|actually|true|proven"],
  },
  {
    // "a caffeine shampoo advertised on the telly, is it worth the money?"
    kind: "belief",
    value: "caffeine_shampoo",
    phrases: [
      "caffeine|alpecin ... worth|work|works|help|helps|regrow|good|actually",
      "worth ... caffeine|alpecin",
    ],
  },
  {
    // "can i pluck them or will two grow back??"
    kind: "belief",
    value: "plucking_greys",
    phrases: [
      "pluck|plucking|plucked ... grow|grows|come|comes ~ back",
      "two|2 ~ grow|grows|come|comes ~ back",
      "pluck|plucking ~ the|my|them|out? ~ grey|greys|gray|grays|white",
    ],
  },
  {
    // "is an apple cider vinegar rinse safe for locs?"
    kind: "belief",
    value: "acv_rinse",
    phrases: [
      "vinegar|acv ... safe|ok|okay|good|bad|fine|alright|damage|harm",
      "safe|ok|okay|good|bad ... vinegar|acv",
    ],
  },
  {
    // "is vaseline actually ok?"
    kind: "belief",
    value: "petroleum_jelly",
    phrases: [
      "vaseline|petroleum|petrolatum ... ok|okay|safe|good|bad|fine|alright|clog",
      "ok|okay|safe|good|bad ... vaseline|petroleum|petrolatum",
    ],
  },
  {
    // "is it worth carrying on with the cap?" on chemotherapy.
    kind: "belief",
    value: "cold_cap",
    phrases: [
      "cold|cooling|paxman ~ cap|caps ... worth|carry|carrying|keep|stop|bother|point",
      "worth|carry|carrying|keep|stop|bother|point ... cold|cooling|paxman ~ cap|caps",
      "worth ~ carrying ~ on ~ with ~ the ~ cap",
    ],
  },
  {
    // "washing it every day makes it fall out, is that right?"
    kind: "belief",
    value: "shampoo_loss",
    phrases: [
      "washing|wash|shampooing ~ it? ~ every|each ~ day ~ make|makes|making|cause|causes ~ it|hair|you ~ fall|falling|come|thin|bald",
      "washing|wash|shampooing ~ daily ~ make|makes|making|cause|causes ~ it|hair|you ~ fall|falling|come|thin|bald",
      // "is it because i use my own shampoo on her?"
      "because ~ i ~ use ~ my|her|his|the|own|adult ~ shampoo",
      "because ~ of ~ the|my|her|his ~ shampoo",
    ],
    outranks: ["shedding"],
  },
  {
    // "is sea water actually good for hair like everyone says?"
    kind: "belief",
    value: "sea_water",
    phrases: [
      "sea|salt|saltwater|seawater|ocean ~ water? ~ good|bad|ok|okay|damage|damaging|harm|ruin|ruining",
      "good|bad ~ for ~ hair ... sea|salt water|saltwater|seawater",
      "beach waves",
    ],
  },
  {
    // "can i use dry shampoo on locs to stretch the washes?"
    kind: "belief",
    value: "dry_shampoo",
    phrases: [
      "can|could|should ~ i|you|we ~ use ~ dry shampoo|shampoos",
      "dry shampoo|shampoos ~ ok|okay|safe|bad|fine|good|alright|damage|harm|harmful",
    ],
  },
  {
    // "are those satin lined caps worth it or a gimmick?"
    kind: "belief",
    value: "satin_cap",
    phrases: [
      "satin|silk ~ lined|bonnet|bonnets|cap|caps|scarf|scarves|pillowcase|pillowcases|undercap|undercaps ... worth|gimmick|help|helps|work|works|difference|bother|point",
      "worth|gimmick ... satin|silk",
      "sleep ~ in ~ my|the ~ undercap|under-cap|cap|bonnet ~ bad|ok|okay",
      "bad ~ that ~ i ~ sleep ~ in",
    ],
  },
  {
    // "if i bleached would it ruin my curls? my friend says just use henna instead??"
    kind: "belief",
    value: "henna",
    phrases: [
      "henna ~ instead|better|safe|ok|okay|damage|ruin|good|bad",
      "use ~ henna",
      "henna ... curls|bleach|copper|ginger|red",
    ],
    outranks: ["chemical_service"],
  },
  {
    kind: "belief",
    value: "trims_growth",
    phrases: ["trims|trimming|cutting ~ make|makes|help|helps ~ it|hair? ~ grow ~ faster|quicker"],
  },
  {
    kind: "belief",
    value: "silicones",
    phrases: [
      "silicones|silicone|cones ~ bad|harmful|evil|toxic|ok|okay|fine|safe",
      "bad|harmful ~ silicones|silicone",
    ],
  },
  {
    kind: "supplement",
    value: "biotin",
    phrases: ["biotin|gummies|hairburst|sugarbear", "hair|vitamin|vitamins|biotin gummy"],
    // "a hair gummy" is a supplement, not hair gone gummy.
    outranks: ["over_processed"],
  },
  { kind: "supplement", value: "biotin", phrases: ["hair ~ vitamins|supplements|tablets"] },
  { kind: "supplement", value: "collagen", phrases: ["collagen"] },
  { kind: "supplement", value: "creatine", phrases: ["creatine|creatin"] },
  {
    kind: "supplement",
    value: "fat_burner",
    phrases: [
      "fat ~ burner|burners|burning|burn ~ pills|tablets|caps|capsules|powder|stuff",
      // "cutting for a holiday ... chicken, rice and the caps": capsules taken to cut weight.
      "cutting|cut|shred|shredding|dieting ~ ... caps|capsules|pills",
      "fat-burner|fat-burners|fatburner|fatburners|dnp",
      "fat burner|burners",
      "diet|slimming|weight-loss ~ pills|tablets|capsules|caps",
      "weight ~ loss ~ pills|tablets|capsules|caps",
    ],
  },
  { kind: "supplement", value: "rosemary", phrases: ["rosemary"] },
  {
    kind: "supplement",
    value: "potassium",
    phrases: [
      "lo-salt|losalt|lo salt",
      "low ~ sodium ~ salt",
      "potassium ~ tablets|supplement|supplements|salt|chloride",
    ],
  },
  {
    // "he shou wu (fo-ti) tablets from the vietnamese supermarket", "chinese herbs for my hair".
    kind: "supplement",
    value: "herbal_remedy",
    phrases: [
      "he ~ shou ~ wu",
      "fo-ti|foti|polygonum",
      "fo ~ ti",
      "herbal|chinese|ayurvedic ~ tablets|pills|capsules|herbs|remedy|remedies|medicine|supplement|supplements",
      "herbs ~ for ~ my|her|his? ~ hair",
    ],
    outranks: ["medicine"],
  },
  {
    kind: "supplement",
    value: "vitamin_a",
    phrases: [
      "vitamin|vit a",
      "retinol ~ capsules|capsule|tablets|supplement|supplements",
      "cod liver oil",
    ],
  },
  { kind: "supplement", value: "selenium", phrases: ["selenium", "brazil ~ nuts"] },
  {
    kind: "supplement",
    value: "hair_loss_treatment",
    phrases: ["minoxidil|regaine|rogaine|finasteride|propecia|dutasteride"],
  },
  {
    kind: "supplement",
    value: "growth_serum",
    // "a hair growth serum"; not "rice water for hair growth", which names what is hoped for.
    phrases: [
      "growth|regrowth ~ serum|serums|oil|oils|drops",
      "hair growth|regrowth ~ serum|serums|oil|oils|drops|product|products|stuff|treatment|spray|tonic",
    ],
  },
  {
    // Which product is kept is read from its sentence (ReadNotes, keptProductWords).
    kind: "keeps_product",
    phrases: [
      "not|never|wont|won't|aint|ain't ~ giving|give ~ it|them|that ~ up",
      "not|never|wont|won't ~ switching|switch|changing|change ~ it|them|brands?",
      "swear by",
      "cant|can't|cannot ~ live|do ~ without",
      "not|never ~ switching",
      "staying|sticking ~ with ~ my|it|them",
      // "please keep it!", "please dont tell me to bin it", "i'm keeping my gel".
      "please ~ keep ~ it|them|my|that",
      "dont|don't|not ~ tell|make ~ me ~ to? ~ bin|ditch|drop|stop|give|change|lose",
      "not ~ binning|ditching|dropping|losing ~ it|them|my|that",
      "keeping ~ it|them|my|that ~ ... no ~ matter|whatever",
      "im|i'm|am ~ keeping ~ it|them|my|that",
      // Asked: "can I keep using Head & Shoulders?" (a question: answered, not counted as kept).
      "can|could|should ~ i ~ keep|still ~ using|use|my|it|them",
    ],
  },
  {
    kind: "going_natural",
    phrases: [
      "go|going|gone|went ~ natural",
      "big chop",
      "transition|transitioning|transitioned",
      "stop|stopping|quit ~ the? ~ relaxer|relaxers|relaxing|perms|straightening",
      "give|giving ~ up ~ the? ~ relaxer|relaxers|relaxing|perms|straightening",
    ],
  },
  {
    kind: "scalp_oil",
    phrases: [
      "shea|cocoa ~ butter",
      "coconut|olive|castor|argan|jojoba|mustard|almond ~ oil",
      "hair grease",
      "grease|oil|butter ~ on|into ~ my|her|his|the ~ scalp",
      "blue magic",
      "parachute",
    ],
  },
  {
    // "i teach dinghy sailing, in salt water and wind most days": salt, sun and wind on the hair.
    kind: "at_sea",
    phrases: [
      "in|into ~ salt water|saltwater|seawater|the sea|the ocean",
      "sea spray|salt spray",
      "sailing|surfing|surf|surfer|paddleboarding|capsize",
    ],
  },
  {
    kind: "swimming",
    phrases: [
      "swim|swims|swimming|swam|swum|swimmer|swimmers",
      "pool",
      "lengths|laps",
      "chlorine|chlorinated",
      // A lifeguard is in the pool or the sea for work.
      "lifeguard|lifeguards|lifeguarding",
    ],
  },
  {
    kind: "sport",
    phrases: [
      "gym|running|runner|jogging|jog|football|soccer|rugby|netball|basketball|hockey|tennis|squash|cricket|cycle|bike",
      "training|workout|workouts|exercise|excercise|exercising|crossfit|spin|spinning|cycling|boxing|hiit|cardio|marathon|triathlon|athlete|sport|sports|dancing",
      "go|went for ~ run|runs",
      "work|working out",
      "hot|bikram yoga",
      "martial arts",
      "lift|lifts|lifting ~ weights",
      "weights",
      "sweat|sweats ~ loads|lot|alot|buckets",
      "sweaty|sweating",
    ],
  },
  {
    kind: "sun_exposure",
    phrases: [
      "sun|sunburn*|sunburnt|sunburned|sunbathe|sunbathing|sunny|sunbed*",
      "outside|outdoors ~ all ~ day|weathers|year",
      "outside|outdoors for work",
      "work|works|working outside|outdoors",
      "outdoor ~ job|work",
      "roofer|farmer|gardener|builder|lifeguard",
    ],
  },
  // --- Habits and limits
  {
    kind: "budget",
    phrases: [
      "budget|afford|cheap|cheaper|affordable|skint",
      "not afford",
      "money ~ tight",
      "tight ~ budget|money",
      "not much money",
    ],
  },
  {
    kind: "less_fuss",
    phrases: [
      "quick|simple|easy|minimal|minimalist|straightforward ~ routine|routines|regime|regimen",
      "something ~ quick|simple|easy",
      "quick and easy",
      "keep|keeping it simple",
      "low maintenance|maintainence|effort",
      "low-maintenance|busy",
      "lazy ~ girl|man|guy|woman|routine|routines|hair|person|days|day",
      "so|really|very|too|super lazy",
      "no|less|minimal|without ~ fuss|hassle",
      "fuss-free|hassle-free",
      "fuss free",
      "no time",
      "not much|enough time",
      "not|never have ~ time",
    ],
  },
  // Dry shampoo is not a wash.
  { kind: "nothing", phrases: ["dry shampoo|shampoos"], outranks: ["wash_frequency"] },
  {
    kind: "wash_frequency",
    phrases: ["wash|washes|washing|washed|shampoo|shampoos|shampooing|cowash*|co-wash*"],
    needsFrequency: true,
  },
]
