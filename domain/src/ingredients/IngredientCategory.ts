/**
 * What an ingredient is, in the groups a trichologist reads a label by:
 * the closed list every recognised ingredient is sorted into.
 * The ingredient library behind the IngredientLibrary port decides which
 * group an ingredient falls in; these are only the names and the order.
 */
import { Schema } from "effect"

export const ingredientCategories = [
  "strong_surfactant",
  "mild_surfactant",
  "non_water_soluble_silicone",
  "water_soluble_silicone",
  "protein",
  "humectant",
  "film_former",
  "light_oil",
  "heavy_oil_or_butter",
  "wax_or_petrolatum",
  "drying_alcohol",
  "fatty_alcohol",
  "conditioning_agent",
  "fragrance",
  "fragrance_allergen",
  "essential_oil",
  "preservative_of_note",
  "exfoliating_acid",
  "anti_dandruff_active",
  "chelator",
  "other",
] as const
export const IngredientCategory = Schema.Literals(ingredientCategories)
export type IngredientCategory = typeof IngredientCategory.Type

/** The group's name on screen, plural, in label order. */
export const categoryNames: Record<IngredientCategory, string> = {
  strong_surfactant: "Sulfates and other strong surfactants",
  mild_surfactant: "Mild surfactants",
  non_water_soluble_silicone: "Silicones that are not water-soluble",
  water_soluble_silicone: "Water-soluble or evaporating silicones",
  protein: "Proteins",
  humectant: "Humectants",
  film_former: "Film-formers",
  light_oil: "Light oils",
  heavy_oil_or_butter: "Heavy oils and butters",
  wax_or_petrolatum: "Waxes and petrolatum",
  drying_alcohol: "Drying alcohols",
  fatty_alcohol: "Fatty alcohols",
  conditioning_agent: "Conditioning agents",
  fragrance: "Fragrance",
  fragrance_allergen: "Labelled fragrance allergens",
  essential_oil: "Essential oils",
  preservative_of_note: "Preservatives of note",
  exfoliating_acid: "Exfoliating acids",
  anti_dandruff_active: "Anti-dandruff actives",
  chelator: "Chelators",
  other: "Other recognised ingredients",
}

/** One line on what the group does, for the checker's legend. */
export const categoryMeanings: Record<IngredientCategory, string> = {
  strong_surfactant:
    "Cleanse hard and lather well; they also lift the oils that keep dry or lightened hair supple.",
  mild_surfactant: "Cleanse gently; the usual base of a sulfate-free shampoo.",
  non_water_soluble_silicone:
    "Smooth and protect, but stay on until a shampoo with a stronger cleanser washes them off.",
  water_soluble_silicone:
    "Smooth the hair and rinse out with water or evaporate, so they do not build up.",
  protein: "Fill gaps in damaged strands for a while; too much leaves hair stiff.",
  humectant: "Draw water into the hair.",
  film_former: "Coat the strand to hold a style or smooth it; some build up.",
  light_oil: "Soften without weighing hair down.",
  heavy_oil_or_butter:
    "Seal and soften thick, dry or coily hair; weigh fine hair down and feed an oily scalp.",
  wax_or_petrolatum: "Seal and hold; build up unless a clarifying wash lifts them.",
  drying_alcohol: "Evaporate fast and can dry the hair when high on the list.",
  fatty_alcohol: "Soften and thicken; not drying, despite the name.",
  conditioning_agent: "Give slip and cut static; the base of most conditioners.",
  fragrance: "Scent: a common cause of scalp irritation and contact allergy.",
  fragrance_allergen:
    "Scent chemicals the EU requires on the label because they cause allergies in some people.",
  essential_oil: "Plant scents: also common contact allergens on a sensitive scalp.",
  preservative_of_note:
    "Keep the product safe, but known contact allergens or formaldehyde releasers.",
  exfoliating_acid: "Loosen scale and dead skin; can sting a sensitive scalp.",
  anti_dandruff_active: "Calm the yeast behind dandruff.",
  chelator: "Grab hard-water and pool minerals so they rinse away.",
  other: "Water, thickeners, pH adjusters, colours and the like: nothing to weigh for your hair.",
}
