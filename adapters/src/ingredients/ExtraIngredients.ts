/**
 * What the wrapped library (haircare-ingredients-analyzer) lacks for the
 * checker's groups, kept small and sourced: the fragrance allergens a
 * label must list, the preservatives behind most allergic scalp reactions,
 * exfoliating acids, anti-dandruff actives, chelators, and a few very common
 * label ingredients it does not know or files wrongly for our purpose. Read
 * before the library, so an entry here wins. Everything else is the library's.
 */
import type { IngredientCategory } from "@strand/domain/ingredients/IngredientCategory"

export interface ExtraSource {
  readonly title: string
  /** Only where the page itself was checked; citations without one stay without. */
  readonly url?: string
}

export const extraSources = {
  EU_ALLERGENS: {
    title:
      "Regulation (EC) No 1223/2009 on cosmetic products, Annex III: the 26 fragrance allergens that must be named on the label",
    url: "https://eur-lex.europa.eu/eli/reg/2009/1223/oj",
  },
  ISOTHIAZOLINONES: {
    title:
      "SCCS opinion on methylisothiazolinone (SCCS/1557/15) and the EU ban of MCI/MI in leave-on products (Regulation (EU) 2016/1198)",
  },
  FORMALDEHYDE_RELEASERS: {
    title:
      "de Groot AC et al., Formaldehyde-releasers in cosmetics: relationship to formaldehyde contact allergy, Contact Dermatitis 2010",
  },
  AAD_DANDRUFF: {
    title: "American Academy of Dermatology: how to treat dandruff (active ingredients)",
    url: "https://www.aad.org/public/everyday-care/hair-scalp-care/scalp/treat-dandruff",
  },
  AAD_PSORIASIS: {
    title: "American Academy of Dermatology: scalp psoriasis self-care (salicylic acid, coal tar)",
    url: "https://www.aad.org/diseases/psoriasis/psoriasis-scalp-self-care",
  },
  FORMULATION: {
    title:
      "Each ingredient's function (chelating, surfactant, opacifying...) in CosIng, the EU's cosmetic ingredient database",
    url: "https://ec.europa.eu/growth/tools-databases/cosing/",
  },
} as const satisfies Record<string, ExtraSource>

export interface ExtraIngredient {
  /**
   * One ingredient: its INCI name first (the name the checker shows), then
   * only the other names labels print for the same substance. Two different
   * substances are two entries, even when they share a group.
   */
  readonly names: ReadonlyArray<string>
  readonly categories: ReadonlyArray<IngredientCategory>
  readonly source: keyof typeof extraSources
}

/** One name, or an INCI name with its synonyms. */
type Names = string | ReadonlyArray<string>

/** One entry per ingredient, all in the same groups on the same source. */
const each = (
  categories: ReadonlyArray<IngredientCategory>,
  source: keyof typeof extraSources,
  ...ingredients: ReadonlyArray<Names>
): Array<ExtraIngredient> =>
  ingredients.map((names) => ({
    names: typeof names === "string" ? [names] : names,
    categories,
    source,
  }))

export const extraIngredients: ReadonlyArray<ExtraIngredient> = [
  // The 26 labelled fragrance allergens (the library knows a few as "other").
  ...each(
    ["fragrance_allergen"],
    "EU_ALLERGENS",
    "Amyl Cinnamal",
    ["Amylcinnamyl Alcohol", "Amyl Cinnamyl Alcohol"],
    ["Anise Alcohol", "Anisyl Alcohol"],
    "Benzyl Alcohol",
    "Benzyl Benzoate",
    "Benzyl Cinnamate",
    "Benzyl Salicylate",
    ["Butylphenyl Methylpropional", "Lilial"],
    "Cinnamal",
    "Cinnamyl Alcohol",
    "Citral",
    "Citronellol",
    "Coumarin",
    "Eugenol",
    "Farnesol",
    "Geraniol",
    ["Hexyl Cinnamal", "Hexyl Cinnamaldehyde"],
    "Hydroxycitronellal",
    ["Hydroxyisohexyl 3-Cyclohexene Carboxaldehyde", "Lyral"],
    "Isoeugenol",
    "Alpha-Isomethyl Ionone",
    ["Limonene", "D-Limonene"],
    "Linalool",
    "Methyl 2-Octynoate",
    ["Evernia Prunastri Extract", "Oakmoss Extract"],
    ["Evernia Furfuracea Extract", "Treemoss Extract"],
  ),
  // "Aroma" is the INCI name of a flavour blend: scent all the same, but not "Parfum".
  ...each(["fragrance"], "EU_ALLERGENS", ["Fragrance", "Parfum", "Perfume"], ["Aroma", "Flavor"]),
  ...each(
    ["preservative_of_note"],
    "ISOTHIAZOLINONES",
    "Methylisothiazolinone",
    "Methylchloroisothiazolinone",
    "Benzisothiazolinone",
    "Octylisothiazolinone",
  ),
  ...each(
    ["preservative_of_note"],
    "FORMALDEHYDE_RELEASERS",
    "DMDM Hydantoin",
    ["Imidazolidinyl Urea", "Imidurea"],
    "Diazolidinyl Urea",
    "Quaternium-15",
    "Sodium Hydroxymethylglycinate",
    ["2-Bromo-2-Nitropropane-1,3-Diol", "Bronopol"],
    "Formaldehyde",
    "Methenamine",
  ),
  ...each(
    ["exfoliating_acid"],
    "AAD_PSORIASIS",
    "Salicylic Acid",
    "Glycolic Acid",
    "Mandelic Acid",
  ),
  ...each(
    ["anti_dandruff_active"],
    "AAD_DANDRUFF",
    ["Zinc Pyrithione", "Pyrithione Zinc"],
    "Ketoconazole",
    ["Selenium Sulfide", "Selenium Disulfide"],
    "Piroctone Olamine",
    "Climbazole",
    "Ciclopirox Olamine",
    ["Sulfur", "Sulphur"],
  ),
  // Coal tar is a scale lifter for psoriasis as much as a dandruff active.
  ...each(["anti_dandruff_active"], "AAD_PSORIASIS", [
    "Coal Tar",
    "Pix Carbonis",
    "Coal Tar Solution",
    "Distilled Coal Tar",
  ]),
  ...each(
    ["chelator"],
    "FORMULATION",
    "Disodium EDTA",
    "Tetrasodium EDTA",
    "Trisodium EDTA",
    "Calcium Disodium EDTA",
    "EDTA",
    ["Etidronic Acid", "HEDP"],
    "Sodium Phytate",
    "Phytic Acid",
    "Sodium Gluconate",
    ["Tetrasodium Glutamate Diacetate", "GLDA"],
    "Trisodium Ethylenediamine Disuccinate",
    "Trisodium Methylglycinediacetate",
    ["Sodium Citrate", "Trisodium Citrate"],
  ),
  // Common label ingredients the library does not know, or would file by a
  // part of their name ("zinc sulfate" is not a sulfate cleanser; "PEG-40
  // hydrogenated castor oil" is a solubiliser, not an oil).
  ...each(
    ["other"],
    "FORMULATION",
    ["Water", "Aqua", "Eau", "Purified Water", "Distilled Water"],
    "Glycol Distearate",
    "Glycol Stearate",
    "Zinc Carbonate",
    "Zinc Sulfate",
    "Sodium Sulfate",
    "Magnesium Carbonate Hydroxide",
    "Magnesium Aluminum Silicate",
    ["Titanium Dioxide", "CI 77891"],
    "Sodium Salicylate",
    "Sodium Xylenesulfonate",
    "Ammonium Xylenesulfonate",
    "Trideceth-6",
    "Trideceth-10",
    "Trideceth-12",
    "PEG-7 Glyceryl Cocoate",
    "PEG-40 Hydrogenated Castor Oil",
    "PEG-60 Hydrogenated Castor Oil",
    "Hydrogenated Castor Oil",
    "PEG-120 Methyl Glucose Dioleate",
    "Isopropyl Myristate",
    "Isopropyl Palmitate",
    "Polysorbate 20",
    "Polysorbate 60",
    "Polysorbate 80",
    "Carbomer",
    "Acrylic Acid Polymer",
    "Alkyl Acrylate Crosspolymer",
    "Acrylates/C10-30 Alkyl Acrylate Crosspolymer",
    "Triethanolamine",
    ["Sodium Hydroxide", "Caustic Soda"],
    "Potassium Hydroxide",
    "Hydrochloric Acid",
    ["Aminomethyl Propanol", "Amino Methyl Propanol"],
    "Sodium Chloride",
    "Ammonium Chloride",
    "Citric Acid",
    "Lactic Acid",
    "Laureth-4",
    "Laureth-23",
    "PEG-80 Sorbitan Laurate",
    "PEG-150 Distearate",
    "PPG-9",
    "PPG-1 Trideceth-6",
    "Sorbitan Olivate",
    "Calcium Gluconate",
    ["Butylated Hydroxytoluene", "BHT"],
    "Vinegar",
    "Hydroxypropyl Methylcellulose",
    "Cetyl Esters",
    ["Oryza Sativa Starch", "Rice Starch"],
    "Aluminum Starch Octenylsuccinate",
    "Menthol",
    "Biotin",
    "Hydroxyethyl Ethylcellulose",
    "Chlorhexidine Dihydrochloride",
    // The maleic-acid bond builder: its claims are the report's to weigh, not a group's.
    "Bis-Aminopropyl Diglycol Dimaleate",
    "Butane",
    "Isobutane",
    "Propane",
    "Dimethyl Ether",
    ["Hydrofluorocarbon 152A", "HFC-152a"],
  ),
  // Ethanol under its own names: the library files plain "Alcohol" as denatured alcohol.
  ...each(["drying_alcohol"], "FORMULATION", ["Alcohol", "Ethanol"]),
  ...each(["humectant"], "FORMULATION", "Panthenyl Ethyl Ether", "Aloe Barbadensis Gel"),
  ...each(["humectant", "film_former"], "FORMULATION", [
    "Aloe Barbadensis Leaf Juice",
    "Aloe Vera Juice",
  ]),
  // A gentle polyhydroxy acid that also binds minerals.
  ...each(["chelator", "humectant"], "FORMULATION", "Gluconolactone"),
  // A quaternised silicone: conditions and rinses out.
  ...each(["conditioning_agent", "water_soluble_silicone"], "FORMULATION", "Quaternium-80"),
  // Amino silicones: cling to damaged spots and stay until a real shampoo lifts them.
  ...each(["non_water_soluble_silicone"], "FORMULATION", "Bis-Aminopropyl Dimethicone"),
  ...each(
    ["conditioning_agent"],
    "FORMULATION",
    "Distearyldimonium Chloride",
    "Cetrimonium Methosulfate",
    "Quaternium-91",
    "Brassicamidopropyl Dimethylamine",
  ),
  ...each(
    ["mild_surfactant"],
    "FORMULATION",
    "Sodium Laureth-13 Carboxylate",
    "Cocamide MEA",
    "Cocamide DEA",
    "Lauramide DEA",
    "Lauramidopropyl Betaine",
    "Sodium Lauroyl Sarcosinate",
    "Sodium Cocoyl Sarcosinate",
    "Sodium Cocoyl Glutamate",
    "Disodium Cocoyl Glutamate",
    "Sodium Lauroyl Lactylate",
    "Sodium Lauryl Sulfoacetate",
    "Sodium Cocoyl Glycinate",
    "Potassium Cocoyl Glycinate",
    "Sodium Lauroyl Glutamate",
    "Sodium Methyl Oleoyl Taurate",
    "Disodium Laureth Sulfosuccinate",
  ),
  ...each(["heavy_oil_or_butter"], "FORMULATION", ["Mineral Oil", "Paraffinum Liquidum"]),
  ...each(
    ["wax_or_petrolatum"],
    "FORMULATION",
    "Petrolatum",
    "Paraffin",
    "Microcrystalline Wax",
    "Ozokerite",
  ),
]
