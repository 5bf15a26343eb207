/**
 * The evidence behind the rules. Every rule names its keys; each key says
 * what kind of evidence it is and, where it could be checked, where it lives.
 *
 * Kinds, named for what the document is rather than who wrote it: a
 * guideline is clinical guidance for professionals with a stated method (the
 * BAD's and NICE's guidelines, Therapeutic Guidelines); patient information
 * is a professional body's or health service's page written for the public
 * (the AAD's public pages, BAD leaflets, NHS, Mayo Clinic, FDA consumer
 * pages); a press release is a body's news release; an encyclopedia is a
 * reference site such as DermNet; a charity page is a patient charity's
 * (Macmillan, Cancer Research UK); a review is a journal review article that
 * is not systematic; a study is original research; a systematic review pools
 * studies with a stated method; practitioner consensus ("CP" in the team's
 * hair-science brief) is common practice among hair professionals without a
 * good study, so its cadences are tunable defaults rather than facts.
 * Addresses are the page itself, never an index page or a short link.
 *
 * `checked` says how far the address was verified (2026-11, with the team's
 * search tool, which reads stored copies of public pages):
 * - "page": the page was seen at this address on the body's or journal's own site;
 * - "citation": the citation (DOI, PubMed id, the leaflet's printed address)
 *   was confirmed, the address resolves it;
 * - "unverified": no primary page could be reached from here, so no address
 *   is given rather than a guessed one or a copy on a blog or news feed.
 */
import type { SourceKind } from "../report/ReportExplanation.ts"

export interface Source {
  readonly title: string
  readonly kind: SourceKind
  readonly url?: string
  readonly checked: "page" | "citation" | "unverified"
}

/** A page seen at its address (or none could be reached: then no address). */
const page = (kind: SourceKind, title: string, url: string | undefined): Source =>
  url === undefined ? { title, kind, checked: "unverified" } : { title, kind, url, checked: "page" }

export const sources = {
  "AAD-S": page(
    "patient_information",
    "American Academy of Dermatology: how to stop damaging your hair",
    "https://www.aad.org/public/diseases/hair-loss/insider/stop-damage",
  ),
  "AAD-D": page(
    "patient_information",
    "American Academy of Dermatology: how to treat dandruff",
    "https://www.aad.org/public/everyday-care/hair-scalp-care/scalp/treat-dandruff",
  ),
  // Seen at its short link (aad.org/tips-healthy-hair); this is the page's own address.
  "AAD-T": {
    title: "American Academy of Dermatology: tips for healthy hair",
    kind: "patient_information",
    url: "https://www.aad.org/public/everyday-care/hair-scalp-care/hair/healthy-hair-tips",
    checked: "citation",
  },
  "AAD-SHED": {
    title: "American Academy of Dermatology: do you have hair loss or hair shedding?",
    kind: "patient_information",
    url: "https://www.aad.org/public/diseases/hair-loss/insider/shedding",
    checked: "citation",
  },
  "AAD-C": page(
    "patient_information",
    "American Academy of Dermatology: central centrifugal cicatricial alopecia, signs and symptoms",
    "https://www.aad.org/public/diseases/hair-loss/types/ccca/symptoms",
  ),
  "AAD-PSO": page(
    "patient_information",
    "American Academy of Dermatology: scalp psoriasis, tips for managing",
    "https://www.aad.org/diseases/psoriasis/psoriasis-scalp-self-care",
  ),
  "AAD-B": page(
    "press_release",
    "American Academy of Dermatology news release: African-American hair, tips for everyday care, processing and styling (2014)",
    undefined,
  ),
  "AAD-PP": page(
    "press_release",
    "American Academy of Dermatology news release: hair loss in new mothers (2016)",
    undefined,
  ),
  "AAD-L": page(
    "patient_information",
    "American Academy of Dermatology: hair loss, who gets it and when to see a dermatologist",
    undefined,
  ),
  "AAD-M": page(
    "patient_information",
    "American Academy of Dermatology: do not stop a prescribed medicine because of hair loss",
    undefined,
  ),
  // The leaflet's own page could not be reached from here; the leaflets' index is no address.
  "BAD-F": {
    title: "British Association of Dermatologists patient leaflet: female pattern hair loss",
    kind: "patient_information",
    checked: "unverified",
  },
  "FDA-F": page(
    "patient_information",
    "US Food and Drug Administration: hair smoothing products that release formaldehyde when heated",
    "http://fda.gov/Cosmetics/ProductsIngredients/Products/ucm228898.htm",
  ),
  "FDA-B": page(
    "patient_information",
    "US Food and Drug Administration safety communication: biotin interferes with some lab tests (2017, updated 2019)",
    undefined,
  ),
  "NHS-DYE": page(
    "patient_information",
    "NHS: is it safe to use hair dye when I'm pregnant or breastfeeding?",
    undefined,
  ),
  CHEMO: page(
    "charity_page",
    "Macmillan Cancer Support: when your hair grows back after treatment",
    "https://www.macmillan.org.uk/information-and-support/breast-cancer/coping/side-effects-and-symptoms/hair-loss/after-treatment.html",
  ),
  "MAYO-CHEMO": page(
    "patient_information",
    "Mayo Clinic: chemotherapy and hair loss, what to expect",
    "http://www.mayoclinic.org/tests-procedures/chemotherapy/in-depth/chemotherapy/art-20093279",
  ),
  // The AAD's sunscreen steps: for thinning hair, sunscreen on the scalp or a wide-brimmed
  // hat. The address as several independent pages cite it; the page itself could not be
  // opened from here.
  "AAD-SUN": {
    title: "American Academy of Dermatology: how to apply sunscreen",
    kind: "patient_information",
    url: "https://www.aad.org/public/everyday-care/sun-protection/shade-clothing-sunscreen/how-to-apply-sunscreen",
    checked: "citation",
  },
  // A patient charity's page answered by a dermatologist: hats, SPF on the parting and on
  // thinning or bald areas, sunscreens made for the scalp (seen at this address).
  "SCF-SCALP": page(
    "charity_page",
    "Skin Cancer Foundation, Ask the Expert: how can I protect my scalp better? (2020)",
    "https://www.skincancer.org/blog/ask-the-expert-how-can-i-protect-my-scalp-better/",
  ),
  TRI: page(
    "patient_information",
    "Institute of Trichologists: how to choose a trichologist",
    "http://www.trichologists.org.uk/choose_trichologist",
  ),
  DC: page(
    "charity_page",
    "Canadian Hair Loss Foundation: dissecting cellulitis",
    "http://www.canadianhairlossfoundation.org/dissecting-cellulitis",
  ),
  FOL: page("guideline", "Therapeutic Guidelines (Australia): folliculitis", undefined),
  AKN: page(
    "patient_information",
    "Mayo Clinic: shaving too close and bumps at the nape",
    undefined,
  ),
  PFB: page("encyclopedia", "DermNet: pseudofolliculitis barbae (razor bumps)", undefined),
  TA: {
    title: "Billero & Miteva, Clin Cosmet Investig Dermatol 2018;11:149, traction alopecia",
    kind: "review",
    url: "https://doi.org/10.2147/CCID.S137296",
    checked: "page",
  },
  "SD-AFP": {
    title: "Clark, Pope & Jaboori, Am Fam Physician 2015;91:185, seborrheic dermatitis",
    kind: "review",
    url: "https://pubmed.ncbi.nlm.nih.gov/25822272/",
    checked: "citation",
  },
  PPD: {
    title: "Mukkanna, Stone & Ingram, J Asthma Allergy 2017;10:9, para-phenylenediamine allergy",
    kind: "review",
    url: "https://doi.org/10.2147/JAA.S90265",
    checked: "page",
  },
  COW: {
    title:
      "Gavazzoni Dias, Skin Appendage Disord 2019;5:131, pro and contra of cleansing conditioners",
    kind: "review",
    url: "https://pmc.ncbi.nlm.nih.gov/articles/PMC6489037",
    checked: "page",
  },
  BIO: {
    title: "Yelich et al., J Clin Aesthet Dermatol 2024;17:56, biotin for hair loss",
    kind: "review",
    url: "https://pmc.ncbi.nlm.nih.gov/articles/PMC11324195",
    checked: "page",
  },
  PH: {
    title: "Gavazzoni Dias et al., Int J Trichol 2014, the shampoo pH can affect the hair",
    kind: "study",
    url: "https://pmc.ncbi.nlm.nih.gov/articles/PMC4158629",
    checked: "page",
  },
  PROT: {
    title: "Malinauskyte et al., Int J Cosmet Sci 2021;43:26, hydrolysed keratins in relaxed hair",
    kind: "study",
    url: "https://pmc.ncbi.nlm.nih.gov/articles/PMC7820954",
    checked: "page",
  },
  HW1: {
    title: "Luqman et al., Int J Trichol 2018;10:113, hard water and hair strength",
    kind: "study",
    url: "https://pmc.ncbi.nlm.nih.gov/articles/PMC6028999",
    checked: "page",
  },
  GLY: {
    title:
      "Bnaya et al., Am J Kidney Dis 2023, acute kidney injury after hair-straightening products",
    kind: "study",
    url: "https://doi.org/10.1053/j.ajkd.2022.11.016",
    checked: "citation",
  },
  REL: {
    title: "Chang et al., J Natl Cancer Inst 2022;114:1636, straighteners and uterine cancer",
    kind: "study",
    url: "https://academic.oup.com/jnci/article/114/12/1636/6759686",
    checked: "page",
  },
  HOP: {
    title: "Haskin & Aguh, J Am Acad Dermatol 2016;75:606, hairstyles and traction risk",
    kind: "review",
    checked: "unverified",
  },
  HIJ: {
    title: "Alhanshali et al., Int J Womens Dermatol 2023, headwear and hair loss",
    kind: "review",
    checked: "unverified",
  },
  GLUE: {
    title: "Sornakumar et al., Int J Trichol 2013;5:43, wig glue allergy",
    kind: "study",
    checked: "unverified",
  },
  IRON: {
    title: "Moeinvaziri et al., Acta Dermatovenerol Croat 2009;17:279, iron and hair loss",
    kind: "study",
    checked: "unverified",
  },
  COS: {
    title: "Gavazzoni Dias, Int J Trichol 2015, hair cosmetics overview",
    kind: "review",
    checked: "unverified",
  },
  SC: {
    title: "D'Souza & Rathi, Indian J Dermatol 2015;60:248, shampoo and conditioners",
    kind: "review",
    checked: "unverified",
  },
  CUT: {
    title: "Cline et al., Cutis 2018;101:22, shampoo and sulfates",
    kind: "review",
    checked: "unverified",
  },
  OIL: {
    title: "Rele & Mohile, J Cosmet Sci 2003;54:175, coconut oil and protein loss",
    kind: "study",
    checked: "unverified",
  },
  BLE: {
    title: "Grosvenor et al., Int J Cosmet Sci 2018, bleaching proteomics",
    kind: "study",
    checked: "unverified",
  },
  BOND: {
    title:
      "Förster et al., SOFW Journal: trade-journal report of bond-builder tests, largely by their makers",
    kind: "study",
    checked: "unverified",
  },
  "HEAT-D": {
    title: "Lee et al., Ann Dermatol 2011;23:455, blow-drying damage",
    kind: "study",
    checked: "unverified",
  },
  "HEAT-P": {
    title: "Heat protectant polymers (PubMed 21635854)",
    kind: "study",
    checked: "unverified",
  },
  "HEAT-T": {
    title: "J Cosmet Sci 62(2), flat-iron temperature and the cortex",
    kind: "study",
    checked: "unverified",
  },
  HW2: {
    title: "Srinivasan et al., Int J Trichol 2013, hard water and hair strength",
    kind: "study",
    checked: "unverified",
  },
  POL: {
    title: "Kwon, EADV Congress 2019, pollution and hair (cell study, conference abstract)",
    kind: "study",
    checked: "unverified",
  },
  "BAD-TINEA": {
    title:
      "British Association of Dermatologists' guidelines for the management of tinea capitis 2014 (Fuller et al., Br J Dermatol 2014;171:454)",
    kind: "guideline",
    url: "https://doi.org/10.1111/bjd.13196",
    checked: "citation",
  },
  "NICE-NG12": {
    title: "NICE guideline NG12: suspected cancer, recognition and referral",
    kind: "guideline",
    url: "https://www.nice.org.uk/guidance/ng12",
    checked: "page",
  },
  "NHS-HYPER": {
    title: "NHS: overactive thyroid (hyperthyroidism), symptoms",
    kind: "patient_information",
    url: "https://www.nhs.uk/conditions/overactive-thyroid-hyperthyroidism/symptoms/",
    checked: "page",
  },
  "NHS-IDA": {
    title: "nidirect (NHS Northern Ireland): iron deficiency anaemia",
    kind: "patient_information",
    url: "https://www.nidirect.gov.uk/conditions/iron-deficiency-anaemia",
    checked: "page",
  },
  "PI-GCA": {
    title: "Patient.info (peer reviewed): temporal arteritis, giant cell arteritis",
    kind: "patient_information",
    url: "https://patient.info/health/visual-problems/giant-cell-arteritis",
    checked: "page",
  },
  "NHS-SYPH": {
    title: "Lincolnshire Sexual Health (NHS): syphilis",
    kind: "patient_information",
    url: "https://lincolnshiresexualhealth.nhs.uk/stis/syphilis",
    checked: "page",
  },
  "NHS-HYPO": {
    title: "NHS: underactive thyroid (hypothyroidism), symptoms",
    kind: "patient_information",
    checked: "unverified",
  },
  "NHS-LICE": {
    title: "West Yorkshire Healthier Together (NHS): head lice",
    kind: "patient_information",
    url: "https://wyhealthiertogether.nhs.uk/parentscarers/worried-your-child-unwell/head-lice",
    checked: "page",
  },
  "CRUK-SKIN": {
    title: "Cancer Research UK: skin cancer, symptoms and getting diagnosed",
    kind: "charity_page",
    url: "https://www.cancerresearchuk.org/about-cancer/skin-cancer",
    checked: "page",
  },
  "BAD-FFA": {
    title: "British Association of Dermatologists patient leaflet: frontal fibrosing alopecia",
    kind: "patient_information",
    url: "https://www.skinhealthinfo.org.uk/condition/frontal-fibrosing-alopecia/",
    checked: "page",
  },
  "BAD-LPP": {
    title: "British Association of Dermatologists patient leaflet: lichen planopilaris",
    kind: "patient_information",
    url: "https://www.skinhealthinfo.org.uk/condition/lichen-planopilaris/",
    checked: "page",
  },
  "BAD-DLE": {
    title: "British Association of Dermatologists patient leaflet: discoid lupus erythematosus",
    kind: "patient_information",
    url: "https://www.skinhealthinfo.org.uk/condition/discoid-lupus-erythematosus-dle/",
    checked: "page",
  },
  "BAD-AA": {
    title: "British Association of Dermatologists patient leaflet: alopecia areata",
    kind: "patient_information",
    url: "https://www.skinhealthinfo.org.uk/condition/alopecia-areata",
    checked: "citation",
  },
  "BAD-FD": {
    title: "British Association of Dermatologists patient leaflet: folliculitis decalvans",
    kind: "patient_information",
    checked: "unverified",
  },
  EIA: {
    title:
      "Freites-Martinez et al., JAMA Dermatol 2018;154:670, hair loss from endocrine therapy for breast cancer",
    kind: "study",
    url: "https://pmc.ncbi.nlm.nih.gov/articles/PMC6145643",
    checked: "page",
  },
  // Its text was seen only in copies on pharmacies' sites, not at the NHS's address.
  "NHS-SHINGLES": {
    title: "NHS: shingles",
    kind: "patient_information",
    checked: "unverified",
  },
  "NHS-LUPUS": {
    title: "NHS: lupus (systemic lupus erythematosus)",
    kind: "patient_information",
    checked: "unverified",
  },
  "NHS-PSA": {
    title: "NHS: psoriatic arthritis",
    kind: "patient_information",
    checked: "unverified",
  },
  "BAD-DM": {
    title: "British Association of Dermatologists: dermatomyositis, patient information leaflet",
    kind: "patient_information",
    checked: "unverified",
  },
  "NHS-ICP": {
    title: "NHS: intrahepatic cholestasis of pregnancy",
    kind: "patient_information",
    checked: "unverified",
  },
  "MHRA-VALP": {
    title: "MHRA: valproate use by women and girls, the pregnancy prevention programme",
    kind: "guideline",
    checked: "unverified",
  },
  "NHS-EH": {
    title: "NHS: eczema herpeticum",
    kind: "patient_information",
    checked: "unverified",
  },
  "NICE-HI": {
    title: "NICE NG232: head injury, assessment and early management",
    kind: "guideline",
    checked: "unverified",
  },
  "NHS-STROKE": {
    title: "NHS: stroke symptoms (FAST)",
    kind: "patient_information",
    checked: "unverified",
  },
  "NHS-HF": {
    title: "NHS: heart failure, symptoms",
    kind: "patient_information",
    checked: "unverified",
  },
  "NHS-SCABIES": {
    title: "NHS: scabies",
    kind: "patient_information",
    checked: "unverified",
  },
  "NHS-SUICIDE": {
    title: "NHS: help for suicidal thoughts",
    kind: "patient_information",
    checked: "unverified",
  },
  "NHS-DIAB": {
    title: "NHS: type 1 diabetes, symptoms",
    kind: "patient_information",
    checked: "unverified",
  },
  "NHS-MEN": {
    title: "NHS: meningitis, symptoms",
    kind: "patient_information",
    checked: "unverified",
  },
  "BAD-PV": {
    title: "British Association of Dermatologists: pemphigus vulgaris, patient information leaflet",
    kind: "patient_information",
    checked: "unverified",
  },
  "NHS-LYME": {
    title: "NHS: Lyme disease",
    kind: "patient_information",
    checked: "unverified",
  },
  "NHS-SCURVY": {
    title: "NHS: scurvy",
    kind: "patient_information",
    checked: "unverified",
  },
  "BAD-MORPH": {
    title: "British Association of Dermatologists: morphoea, patient information leaflet",
    kind: "patient_information",
    checked: "unverified",
  },
  "NHS-COELIAC": {
    title: "NHS: coeliac disease, diagnosis",
    kind: "patient_information",
    checked: "unverified",
  },
  "NHS-LYMPH": {
    title: "NHS: non-Hodgkin lymphoma, symptoms",
    kind: "patient_information",
    checked: "unverified",
  },
  "NHS-ED": {
    title: "NHS: eating disorders, overview and getting help",
    kind: "patient_information",
    checked: "unverified",
  },
  "ES-HIRS": {
    title: "Martin et al., Endocrine Society guideline: hirsutism in premenopausal women, 2018",
    kind: "guideline",
    checked: "unverified",
  },
  "VA-MTX": {
    title: "Versus Arthritis: methotrexate, possible side effects",
    kind: "charity_page",
    url: "http://www.arthritisresearchuk.org/arthritis-information/drugs/methotrexate/possible-side-effects.aspx",
    checked: "page",
  },
  "NHS-VITA": {
    title: "NHS: vitamin A, how much is too much",
    kind: "patient_information",
    checked: "unverified",
  },
  "NIH-SE": {
    title:
      "NIH Office of Dietary Supplements: selenium, fact sheet for health professionals (selenosis)",
    kind: "patient_information",
    checked: "unverified",
  },
  "NHS-HEADACHE": {
    title: "NHS: headaches, when to get help (call 999 for a sudden, severe headache)",
    kind: "patient_information",
    checked: "unverified",
  },
  "NHS-B12": {
    title: "NHS: vitamin B12 or folate deficiency anaemia",
    kind: "patient_information",
    checked: "unverified",
  },
  "NHS-TRICH": {
    title: "NHS: trichotillomania (hair pulling disorder)",
    kind: "patient_information",
    checked: "unverified",
  },
  "NHS-PCOS": {
    title: "NHS: polycystic ovary syndrome",
    kind: "patient_information",
    checked: "unverified",
  },
  CP: {
    title: "Common practice among hair professionals; a tunable default, not a study",
    kind: "practitioner_consensus",
    checked: "unverified",
  },
} as const satisfies Record<string, Source>

export type SourceKey = keyof typeof sources
