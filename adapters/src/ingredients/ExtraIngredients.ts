/**
 * What the wrapped library (haircare-ingredients-analyzer) lacks for the
 * groups issue 16 names, kept small and sourced: the fragrance allergens a
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
  /** The INCI name and the other names labels print. */
  readonly names: ReadonlyArray<string>
  readonly categories: ReadonlyArray<IngredientCategory>
  readonly source: keyof typeof extraSources
}

const allergen = (...names: Array<string>): ExtraIngredient => ({
  names,
  categories: ["fragrance_allergen"],
  source: "EU_ALLERGENS",
})

export const extraIngredients: ReadonlyArray<ExtraIngredient> = [
  // The 26 labelled fragrance allergens (the library knows a few as "other").
  allergen("Amyl Cinnamal"),
  allergen("Amylcinnamyl Alcohol"),
  allergen("Anise Alcohol", "Anisyl Alcohol"),
  allergen("Benzyl Alcohol"),
  allergen("Benzyl Benzoate"),
  allergen("Benzyl Cinnamate"),
  allergen("Benzyl Salicylate"),
  allergen("Butylphenyl Methylpropional", "Lilial"),
  allergen("Cinnamal"),
  allergen("Cinnamyl Alcohol"),
  allergen("Citral"),
  allergen("Citronellol"),
  allergen("Coumarin"),
  allergen("Eugenol"),
  allergen("Farnesol"),
  allergen("Geraniol"),
  allergen("Hexyl Cinnamal", "Hexyl Cinnamaldehyde"),
  allergen("Hydroxycitronellal"),
  allergen("Hydroxyisohexyl 3-Cyclohexene Carboxaldehyde", "Lyral"),
  allergen("Isoeugenol"),
  allergen("Alpha-Isomethyl Ionone"),
  allergen("Limonene", "D-Limonene"),
  allergen("Linalool"),
  allergen("Methyl 2-Octynoate"),
  allergen("Evernia Prunastri Extract", "Oakmoss Extract"),
  allergen("Evernia Furfuracea Extract", "Treemoss Extract"),
  {
    names: ["Fragrance", "Parfum", "Perfume", "Aroma", "Flavor"],
    categories: ["fragrance"],
    source: "EU_ALLERGENS",
  },
  {
    names: [
      "Methylisothiazolinone",
      "Methylchloroisothiazolinone",
      "Benzisothiazolinone",
      "Octylisothiazolinone",
    ],
    categories: ["preservative_of_note"],
    source: "ISOTHIAZOLINONES",
  },
  {
    names: [
      "DMDM Hydantoin",
      "Imidazolidinyl Urea",
      "Diazolidinyl Urea",
      "Quaternium-15",
      "Sodium Hydroxymethylglycinate",
      "2-Bromo-2-Nitropropane-1,3-Diol",
      "Bronopol",
      "Formaldehyde",
      "Methenamine",
    ],
    categories: ["preservative_of_note"],
    source: "FORMALDEHYDE_RELEASERS",
  },
  {
    names: ["Salicylic Acid", "Glycolic Acid", "Mandelic Acid"],
    categories: ["exfoliating_acid"],
    source: "AAD_PSORIASIS",
  },
  {
    names: [
      "Zinc Pyrithione",
      "Pyrithione Zinc",
      "Ketoconazole",
      "Selenium Sulfide",
      "Selenium Disulfide",
      "Piroctone Olamine",
      "Climbazole",
      "Coal Tar",
      "Sulfur",
    ],
    categories: ["anti_dandruff_active"],
    source: "AAD_DANDRUFF",
  },
  {
    names: [
      "Disodium EDTA",
      "Tetrasodium EDTA",
      "Trisodium EDTA",
      "Calcium Disodium EDTA",
      "EDTA",
      "Etidronic Acid",
      "Sodium Phytate",
      "Phytic Acid",
      "Sodium Gluconate",
      "Tetrasodium Glutamate Diacetate",
      "Trisodium Ethylenediamine Disuccinate",
      "Trisodium Methylglycinediacetate",
      "Sodium Citrate",
      "Trisodium Citrate",
    ],
    categories: ["chelator"],
    source: "FORMULATION",
  },
  // Common label ingredients the library does not know, or would match to
  // the wrong entry by a part of their name ("zinc sulfate" is not a sulfate
  // cleanser; "hydrogenated castor oil" is a wax-like thickener).
  {
    names: [
      "Glycol Distearate",
      "Glycol Stearate",
      "Zinc Carbonate",
      "Zinc Sulfate",
      "Magnesium Carbonate Hydroxide",
      "Sodium Salicylate",
      "Sodium Xylenesulfonate",
      "Ammonium Xylenesulfonate",
      "Trideceth-10",
      "Trideceth-12",
      "PEG-7 Glyceryl Cocoate",
      "PEG-40 Hydrogenated Castor Oil",
      "Hydrogenated Castor Oil",
      "Isopropyl Myristate",
      "Isopropyl Palmitate",
      "Polysorbate 20",
      "Polysorbate 80",
      "Carbomer",
      "Triethanolamine",
      "Sodium Hydroxide",
      "Potassium Hydroxide",
      "Aminomethyl Propanol",
      "Amino Methyl Propanol",
      "Sodium Chloride",
      "Ammonium Chloride",
      "Citric Acid",
      "Lactic Acid",
      "Water",
      "Aqua",
      "Laureth-4",
      "Laureth-23",
      "PEG-80 Sorbitan Laurate",
      "PEG-150 Distearate",
      "PPG-9",
      "PPG-1 Trideceth-6",
      "Sorbitan Olivate",
      "Calcium Gluconate",
      "Butylated Hydroxytoluene",
      "Vinegar",
      "Carbomer",
      "Acrylic Acid Polymer",
      "Alkyl Acrylate Crosspolymer",
      "Acrylates/C10-30 Alkyl Acrylate Crosspolymer",
      "Butane",
      "Isobutane",
      "Propane",
      "Dimethyl Ether",
      "Hydrofluorocarbon 152A",
    ],
    categories: ["other"],
    source: "FORMULATION",
  },
  {
    names: ["Panthenyl Ethyl Ether", "Aloe Barbadensis Gel"],
    categories: ["humectant"],
    source: "FORMULATION",
  },
  {
    // A gentle polyhydroxy acid that also binds minerals.
    names: ["Gluconolactone"],
    categories: ["chelator", "humectant"],
    source: "FORMULATION",
  },
  {
    // A quaternised silicone: conditions and rinses out.
    names: ["Quaternium-80"],
    categories: ["conditioning_agent", "water_soluble_silicone"],
    source: "FORMULATION",
  },
  {
    names: ["Sodium Laureth-13 Carboxylate"],
    categories: ["mild_surfactant"],
    source: "FORMULATION",
  },
  {
    names: ["Cocamide MEA", "Cocamide DEA", "Lauramide DEA", "Lauramidopropyl Betaine"],
    categories: ["mild_surfactant"],
    source: "FORMULATION",
  },
  {
    names: [
      "Sodium Lauroyl Sarcosinate",
      "Sodium Cocoyl Sarcosinate",
      "Sodium Cocoyl Glutamate",
      "Disodium Cocoyl Glutamate",
      "Sodium Lauroyl Lactylate",
      "Sodium Lauryl Sulfoacetate",
      "Sodium Cocoyl Glycinate",
      "Potassium Cocoyl Glycinate",
      "Sodium Lauroyl Glutamate",
    ],
    categories: ["mild_surfactant"],
    source: "FORMULATION",
  },
  {
    names: ["Mineral Oil", "Paraffinum Liquidum"],
    categories: ["heavy_oil_or_butter"],
    source: "FORMULATION",
  },
  {
    names: ["Petrolatum", "Paraffin", "Microcrystalline Wax", "Ozokerite"],
    categories: ["wax_or_petrolatum"],
    source: "FORMULATION",
  },
]
