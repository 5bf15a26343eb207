/**
 * Medicines by the names people type, generic and brand, UK and US, each
 * read as the quiz's class (Medicines.ts), so a rule reads one fact
 * whichever way the person told us. "Chemo" is also the life event
 * (NoteLexicon.ts). A word for medicine in general ("meds", "tablets") is a
 * medicine of no named class; steroid creams and injections are not
 * anabolic steroids; a copper coil is not hormonal.
 */
import type { MedicineClass } from "@strand/domain/quiz/Medicines"
import type { LexiconEntry } from "./LexiconEntry.ts"

const names: Readonly<Record<MedicineClass, ReadonlyArray<string>>> = {
  weight_loss_injection: [
    "semaglutide|ozempic|wegovy|rybelsus|tirzepatide|mounjaro|monjaro|mounjaro's|zepbound|liraglutide|saxenda|victoza|glp-1|glp1",
    "weight|fat|skinny ~ injection|injections|jab|jabs|pen",
    "glp 1",
  ],
  retinoid: [
    "isotretinoin|isotretinion|isotretinoine|roaccutane|accutane|absorica|claravis|acitretin|neotigason|soriatane|alitretinoin|retinoid|retinoids",
  ],
  blood_thinner: [
    "warfarin|apixaban|eliquis|rivaroxaban|xarelto|edoxaban|lixiana|dabigatran|pradaxa|heparin|clexane|enoxaparin|anticoagulant|anticoagulants",
    // Antiplatelets after a stroke or a stent: people call them blood thinners, and they bruise.
    "clopidogrel|plavix|ticagrelor|brilique|prasugrel|dipyridamole|antiplatelet|antiplatelets",
    // Aspirin at 75 mg a day is an antiplatelet after a stent or a stroke, not a painkiller.
    "aspirin ~ 75|75mg",
    "75|75mg ~ aspirin",
    "low|baby ~ dose? ~ aspirin",
    "blood thinner|thinners|thinning",
  ],
  beta_blocker: [
    "propranolol|propanolol|propranalol|atenolol|bisoprolol|metoprolol|nebivolol|carvedilol|labetalol",
    "beta blocker|blockers",
    "beta-blocker|beta-blockers|betablocker|betablockers",
  ],
  thyroid_medicine: [
    "levothyroxine|levothyroxin|levothyroxene|levo|thyroxine|thyroxin|eltroxin|synthroid|euthyrox|liothyronine|carbimazole|propylthiouracil",
    "thyroid ~ medication|medicine|meds|tablets|pills",
  ],
  pill_change: [
    "the|a|contraceptive|combined|mini|progesterone-only|progestogen-only pill",
    "minipill|contraceptive|contraception|microgynon|rigevidon|yasmin|yaz|cerazette|desogestrel|dianette|loestrin|levonorgestrel|nexplanon|implanon|mirena|kyleena|jaydess|depo|depo-provera|nuvaring",
    "birth control",
    "the|contraceptive implant|coil",
    "hormonal coil|iud",
  ],
  hrt: [
    "hrt|estrogel|oestrogel|sandrena|evorel|utrogestan|estradiol|oestradiol|vagifem|femoston|elleste|lenzetto|tibolone",
    "hormone replacement",
    "estrogen|oestrogen ~ gel|patch|patches|spray|tablets",
  ],
  breast_cancer_tablets: [
    "tamoxifen|tamoxifan|anastrozole|anastrazole|arimidex|letrozole|femara|exemestane|aromasin|fulvestrant",
    "aromatase inhibitor|inhibitors",
    "hormone ~ therapy|tablets ~ breast cancer",
  ],
  testosterone_steroids: [
    "testosterone|trt|testogel|tostran|nebido|sustanon|anabolic|anabolics|steroids|steroid|roids|sarms|nandrolone|oxandrolone|anavar|dianabol",
  ],
  antidepressant_mood: [
    "sertraline|setraline|zoloft|fluoxetine|prozac|citalopram|escitalopram|cipralex|lexapro|paroxetine|seroxat|venlafaxine|effexor|duloxetine|cymbalta|mirtazapine|amitriptyline|bupropion|wellbutrin|trazodone|lithium|valproate|depakote|epilim|lamotrigine|lamictal|quetiapine|olanzapine|aripiprazole|clozapine|clozaril|denzapine|risperidone|haloperidol|antidepressant|antidepressants|anti-depressant|anti-depressants|ssri|ssris",
    "anti depressant|depressants",
    // St John's wort acts as an antidepressant does, and with one it can bring serotonin syndrome.
    "st|saint ~ johns|john's|john ~ wort|wart",
    "mood stabiliser|stabilizer|stabilisers|stabilizers",
  ],
  chemo_immunotherapy: [
    "chemo|chemotherapy|chemo-therapy|kemo|immunotherapy|immuno|keytruda|pembrolizumab|nivolumab|opdivo|ipilimumab|yervoy|herceptin|trastuzumab|docetaxel|paclitaxel|taxol|cyclophosphamide|capecitabine",
    "chemo therapy",
    "targeted therapy",
  ],
  immune_suppressant: [
    "methotrexate|metoject|azathioprine|imuran|mycophenolate|cellcept|ciclosporin|cyclosporine|leflunomide|arava|tacrolimus|immunosuppressant|immunosuppressants",
    "immune ~ suppressant|suppressants|suppressing",
  ],
  other_medicine: [
    "metformin|sitagliptin|gliclazide|empagliflozin|dapagliflozin|insulin|donepezil|memantine|levetiracetam|spironolactone|spiro|finasteride|dutasteride|propecia|statin|statins|atorvastatin|simvastatin|omeprazole|lansoprazole|ramipril|amlodipine|lisinopril|losartan|enalapril|perindopril|captopril|quinapril|trandolapril|candesartan|irbesartan|valsartan|oxycodone|oxycontin|oxynorm|morphine|zomorph|codeine|co-codamol|cocodamol|dihydrocodeine|tramadol|tapentadol|fentanyl|buprenorphine|butrans|methadone|baclofen|prednisolone|prednisone|hydroxychloroquine|allopurinol|gabapentin|pregabalin|ritalin|methylphenidate|elvanse|adderall",
    "blood pressure ~ tablets|medication|meds|pills",
    // Insulins and tablets for diabetes by their brands: the domain reads lows and DKA from them.
    "novorapid|lantus|humalog|levemir|tresiba|fiasp|abasaglar|toujeo|humulin|novomix|semglee|lyumjev|apidra|insulatard|glimepiride|linagliptin|alogliptin|saxagliptin|vildagliptin|canagliflozin|pioglitazone|trulicity|dulaglutide",
    // Inhalers and oxygen at home: the doctor needs them, and oxygen is a fire risk near flames.
    "inhaler|inhalers|puffer|puffers|salbutamol|ventolin|trelegy|seretide|symbicort|fostair|relvar|spiriva|tiotropium|montelukast|nebuliser|nebulizer",
    // Parkinson's medicines, and the disease named as what a medicine is for.
    "co-careldopa|cocareldopa|co-beneldopa|levodopa|sinemet|madopar|stalevo|ropinirole|requip|pramipexole|mirapexin|rasagiline|azilect|rotigotine|neupro",
    "for ~ his|her|my|their ~ parkinson|parkinsons|parkinson's",
    "home ~ oxygen",
    "oxygen ~ at ~ home",
    "oxygen ~ concentrator|cylinder|cylinders|machine|tube|tubes|tubing|mask",
    "furosemide|frusemide|bendroflumethiazide|indapamide|losartan|candesartan|irbesartan|valsartan|doxazosin|tamsulosin|allopurinol|colchicine|gabapentin|pregabalin|tramadol|codeine|co-codamol|morphine|oxycodone|digoxin|isosorbide|nicorandil|ivabradine",
    // "fin" is finasteride only where it is taken: "taking fin", "fin 1mg".
    "taking|take|takes|took|on|started|start|using ~ fin",
    "fin ~ 1mg|mg|tablet|tablets|pill|pills",
  ],
}

export const medicineNames: ReadonlyArray<LexiconEntry> = [
  ...Object.entries(names).map(
    ([value, phrases]): LexiconEntry => ({ kind: "medicine", value, phrases }),
  ),
  {
    kind: "medicine",
    phrases: ["medication|medications|medicine|medicines|meds|tablets|pills|injections"],
  },
  {
    kind: "medicine",
    value: "other_medicine",
    phrases: [
      "steroid ~ cream|creams|lotion|injection|injections|inhaler|spray|drops|ointment|mousse|foam|shampoo|application",
      // "prednisolone steroid tablets for my chest": a prescribed course, not an anabolic one.
      "steroid|steroids ~ tablets|tablet|course|courses|pills|pill",
      "course|courses ~ of ~ steroid|steroids",
      // "had to go on steroids" for arteritis, "put on steroids for my chest": a doctor's course.
      "go|went|gone|put|started|starting ~ on ~ steroids|steroid|prednisolone|pred",
      "steroids|steroid ~ for ~ my|her|his|the|their? ~ arteritis|gca|asthma|chest|copd|crohns|crohn's|colitis|arthritis|eczema|psoriasis|lupus|sarcoid|rash|flare|polymyalgia|pmr",
    ],
    outranks: ["medicine"],
  },
  { kind: "nothing", phrases: ["copper coil|iud"], outranks: ["medicine"] },
]
