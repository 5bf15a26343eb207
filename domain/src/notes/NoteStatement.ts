/**
 * What a note says, statement by statement, as a note reader found it: the
 * kind of fact (a closed list, the same kinds the quiz asks about), who it is
 * about, when, whether it was denied or only imagined, any number with its
 * unit, and the words that counted. Readers report what is written; what a
 * statement means for the report (an urgent finding, a question to ask, a
 * family history, nothing) is decided once, in the domain (NotedFacts.ts).
 *
 * The same shape comes from Strand's own reader and from an AI provider's
 * reading of the same notes, so both are checked and merged the same way.
 */
import { Schema } from "effect"

/**
 * Every kind of fact a note can state, with what it covers. The descriptions
 * go to AI providers with the schema.
 */
export const noteKindMeanings = {
  // --- Signs on the scalp, hair, brows or beard
  urgent_reaction:
    "swelling of the face or eyelids, trouble breathing, blistering, oozing or open sores after a product or chemical service",
  painful_lumps: "painful or boggy lumps, pus, an abscess or spreading redness on the scalp",
  fever: "a fever or high temperature (with when, if said)",
  bald_patches: "round, smooth or coin-sized bald patches, patchy loss, alopecia areata",
  scaly_plaques: "thick, silvery or scaly plaques, psoriasis",
  scaly_patch_broken_hairs:
    "a scaly or flaky patch with broken-off hairs or black dots, ringworm, a fungal infection of the scalp",
  non_healing_sore:
    "a spot, sore or scab on the scalp that bleeds, crusts, keeps coming back, grows or has not healed",
  shiny_skin: "smooth, shiny or scarred skin where hair used to grow",
  crown_tenderness:
    "tenderness, soreness, burning or itching at the crown or where hair is thinning",
  hairline_band: "the front hairline or temples moving back in a band, a forehead getting higher",
  thinning_on_top: "a widening parting, thinning on top or at the crown, a receding hairline",
  thin_edges:
    "the edges or temples thinning, breaking or going (the hair along the front and sides, often under tension)",
  brow_lash_loss: "eyebrows or eyelashes thinning or falling out",
  beard_loss: "patches or thinning in the beard",
  shedding: "more hair falling out than usual, handfuls, clumps, shedding",
  breakage: "hair snapping or breaking off",
  flaking: "flakes, dandruff, a flaky scalp",
  itching: "an itchy scalp",
  scalp_bumps: "spots, pimples or bumps on the scalp (not painful lumps)",
  neck_lump: "a lump or swollen glands in the neck or behind the ears",
  over_processed: "hair that feels gummy, mushy, over-stretchy or fried after chemistry",
  feels_stiff: "hair that feels stiff, straw-like or crunchy",
  smell: "a smell, odour or mustiness from the scalp, hair or locs",
  head_lice:
    "head lice or nits: eggs stuck to hairs near the roots, something moving in the hair, a school letter about lice",
  build_up:
    "product build-up or residue: white bits, gunk, wax or lint stuck in the hair or locs, hair that feels coated",
  tiredness: "feeling very tired, exhausted or run down",
  hair_pulling: "pulling, twisting or plucking one's own hair",
  androgen_signs: "new acne, new facial or body hair, or irregular periods (not about menopause)",
  // --- Life events and history
  chemotherapy: "chemotherapy, now or in the past",
  pregnancy: "being pregnant",
  birth: "having had a baby, being postpartum, breastfeeding",
  illness: "an illness, operation, hospital stay or infection such as COVID or flu (with when)",
  weight_loss: "a crash diet or losing a lot of weight quickly (with how much, if said)",
  stress: "a big shock, bereavement or a very stressful time",
  menopause: "menopause, perimenopause, hot flushes, periods stopping",
  family_history: "thinning, balding or alopecia in a blood relative",
  chemical_service:
    "relaxer, perm, bleach, colour, keratin or other chemical straightening (value: which; with when)",
  home_chemistry: "dyeing, bleaching or relaxing at home or by oneself",
  avoids_product:
    "a product or ingredient the person cannot use or keeps away from, such as 'can't use anything with coconut' (value: which)",
  product_reaction:
    "a product the person says their scalp or skin reacts to: itching, burning, redness or a rash after it (value: which)",
  tight_styles: "tight braids, weaves, extensions, ponytails or buns",
  // --- Health
  medicine: "a medicine taken now or recently (value: its class)",
  heavy_periods: "heavy periods",
  vegetarian_vegan: "a vegetarian, vegan or otherwise restricted diet",
  low_iron: "low iron, anaemia or low ferritin",
  thyroid: "a thyroid condition",
  // Body-wide signs a GP weighs with shedding (an overactive or underactive thyroid, anaemia)
  unexplained_weight_loss:
    "losing weight without trying or dieting, or while eating as much as usual or more",
  racing_heart: "a racing, pounding or fluttering heart, palpitations",
  shaky_hands: "shaky or trembling hands, a tremor",
  always_hot:
    "feeling hot or sweating when others are comfortable, not standing the heat (not menopausal hot flushes)",
  always_cold: "feeling cold when others are comfortable",
  weight_gain: "putting on weight without eating more",
  constipation: "constipation",
  dry_skin: "dry, rough skin on the body (not the scalp)",
  breathless: "getting out of breath with little effort, breathlessness",
  ice_craving: "craving or chewing ice, or craving things that are not food (clay, starch)",
  headache: "a headache, especially a new one at the temples or one side of the head",
  jaw_pain: "pain in the jaw or tongue when chewing or talking that eases with rest",
  sight_change: "blurred, double, dimmed or lost sight, a shadow over an eye",
  body_rash:
    "a rash on the body, or on the palms of the hands or the soles of the feet (not on the scalp)",
  sore_throat: "a sore throat, mouth sores or white patches in the mouth",
  one_sided_rash:
    "a painful rash, blisters or burning pain on one side of the head, face or body only, shingles",
  red_eye: "a red, sore, painful or watery eye",
  joint_pain:
    "stiff, swollen, aching or painful joints (fingers, wrists, knees, a heel), a finger swollen like a sausage",
  face_rash: "a red rash over the cheeks and nose, or on the face after sun",
  nail_changes: "pitted, dented, lifting, thickened or crumbly nails",
  muscle_weakness:
    "muscles that have grown weak: hard to lift the arms, climb stairs or stand up from a chair",
  eyelid_rash: "purple, red or puffy eyelids, or red, rough bumps over the knuckles",
  night_sweats: "waking up drenched in sweat, night sweats (not menopausal hot flushes)",
  deeper_voice: "the voice getting deeper or lower",
  periods_stopped:
    "periods stopping or missed for months in someone not pregnant and not at menopause",
  low_intake: "eating very little, skipping meals, a very low calorie count such as 800 a day",
  downy_hair: "new soft, fine, fuzzy or downy hair on the arms, back or face",
  spoon_nails: "nails gone thin, soft or spoon-shaped (dished), a sign of low iron",
  pale: "looking pale, grey or washed out in the face",
  itchy_hands_feet:
    "itching of the palms of the hands or the soles of the feet, often worse at night",
  painkillers:
    "anti-inflammatory painkillers taken often: ibuprofen, naproxen, diclofenac, aspirin",
  pregnancy_risk_medicine:
    "a medicine that must be changed before a pregnancy: valproate (Epilim), topiramate, isotretinoin, acitretin, methotrexate, mycophenolate, warfarin, lithium, carbamazepine, phenytoin, finasteride, dutasteride, spironolactone",
  eczema: "eczema, atopic dermatitis",
  head_injury: "a fall, or a bang, knock or blow to the head",
  confusion: "being confused, muddled or not making sense, or more drowsy than usual",
  vomiting: "being sick, vomiting, throwing up",
  chest_pain: "pain, pressure or tightness in the chest",
  effort_pain:
    "pain, ache or tightness in the chest, jaw, throat, neck or arm that effort brings on (walking uphill, stairs, hurrying, carrying, cold wind, after a meal) and rest eases within minutes",
  fainting: "fainting, blacking out or collapsing, or feeling dizzy or light-headed",
  swollen_ankles: "swollen ankles, feet or legs, or sleeping propped up to breathe",
  face_droop: "one side of the face drooping, slurred speech, or an arm or leg suddenly weak",
  others_itching: "other people at home, in the family or where the person lives also itching",
  low_mood:
    "feeling low, flat or depressed for weeks, no interest or energy for anything, sleeping the days away, stopped going to work or college (not everyday stress)",
  dark_thoughts:
    "thoughts of ending one's life, not wanting to be here or to wake up, harming oneself, feeling others would be better off without one",
  thirst: "being very thirsty all the time, drinking far more than usual",
  peeing_often: "peeing much more often than usual, getting up in the night to pee",
  stiff_neck:
    "a stiff neck that hurts to bend forward, or light hurting the eyes, with a fever or headache",
  blisters:
    "blisters, or raw, weeping or peeling patches where the skin comes away, on the scalp or body, not after a product and not on one side only",
  tick_bite: "a tick bite, or a tick found on or taken off the skin",
  ring_rash: "a red ring or bull's-eye rash, or a red patch that keeps spreading outwards",
  corkscrew_hairs:
    "corkscrew, coiled or bent body hairs, or tiny red dots around the hairs on the legs",
  skin_dent:
    "a sunken, dented or grooved band or patch of skin on the forehead or scalp, or a patch of skin gone hard, tight and shiny",
  bowel_changes:
    "diarrhoea, loose, pale or fatty stools, bloating or tummy pain that keeps coming back, or blood in the stools",
  bruising:
    "bruises that came without a knock, bleeding gums, nosebleeds or tiny red or purple spots on the skin",
  pins_and_needles:
    "pins and needles, numbness or tingling in the hands or feet, or feeling unsteady on the feet",
  moth_eaten:
    "hair loss in many small, ragged patches, moth-eaten or nibbled, not smooth round ones",
  yellow_skin:
    "yellow skin or yellow whites of the eyes, or pee gone very dark with pale stools (jaundice)",
  unexpected_bleeding:
    "blood where there should be none: coughing or vomiting blood, blood in the pee, black tarry stools, bleeding after the menopause, between periods or after sex",
  body_lump:
    "a new lump in the breast, armpit, groin, testicle or tummy, or one anywhere on the body that is growing (not on the scalp or neck)",
  nipple_discharge: "milk or fluid leaking from the nipples when not pregnant or breastfeeding",
  itchy_all_over:
    "itching all over the body, or of the skin everywhere, without a rash (not the scalp alone)",
  skin_darkening:
    "dark, thick, velvety skin in the armpits, on the neck or in the groin, or skin, scars or gums going darker without sun",
  swallowing:
    "food sticking or trouble swallowing, heartburn most days for weeks, or a cough or hoarse voice that has lasted more than three weeks",
  seizure: "a fit, seizure or convulsion",
  rash_not_fading:
    "spots or a rash that do not fade when pressed, or under a glass (a non-blanching rash)",
  body_hair_loss: "armpit, pubic or body hair thinning or falling out, no longer needing to shave",
  salt_craving: "craving salt or salty food",
  growing_features:
    "hands, feet, jaw or head growing in adult life: a ring, shoes, gloves or a hat that no longer fit, gaps opening between the teeth, the face changing, the scalp's skin in deep folds",
  scalp_burning: "a scalp that burns or stings, with no product named",
  medicine_change:
    "a medicine started, raised or changed, with when: 'started it 3 weeks ago', 'put the ropinirole up 6 weeks ago'",
  hurt_by_someone:
    "someone hurting the person: a partner, relative or anyone who grabs or pulls their hair, drags them by it, hits or pushes them",
  forehead_swelling: "a soft, puffy or sore swelling on the forehead or at the front hairline",
  sinus_infection: "a sinus infection or sinusitis, recent or going on",
  pressure_sore:
    "skin where the head rests on a pillow or chair that stays red when pressed, a sore or blister there, in someone mostly lying down",
  hearing_loss: "hearing going or lost, deafness coming on, in one ear or both",
  personality_change:
    "a change in personality or behaviour others notice: not themselves, acting out of character, saying things they never would, no longer caring",
  spine_mark:
    "a tuft or patch of hair, a dimple, a dip or a birthmark over the lower back or the base of the spine",
  smell_loss: "the sense of smell lost or fading: nothing smells of anything any more",
  travel_abroad:
    "a recent trip to, or return from, a country where malaria or other fevers of travel are found (Nigeria, Ghana, Kenya, India ...)",
  ear_whoosh: "a whooshing or pulsing noise in the ears that goes with the heartbeat",
  mouth_thrush: "thrush in the mouth: a white, furry tongue or white patches, often coming back",
  puffy_swelling: "a face, fingers or hands gone puffy or swollen; rings that no longer go on",
  rib_pain: "pain under the ribs or at the top of the tummy",
  itch_after_water: "itching or prickling after a shower, a bath or getting wet, with no rash",
  mood_high:
    "a mood far higher than usual: sleeping a few hours without tiredness, talking too fast or racing thoughts, spending sprees, grand plans or feeling invincible",
  friction_rub:
    "something rubbing where the hair breaks or mats: mask or helmet straps, a hood, hoodie, scarf or collar, headphones, a headrest, sleeping on a cotton pillow",
  eyelid_droop:
    "an eyelid that droops or an eye that looks smaller, come on over days or weeks (not a face drooping on one side all at once)",
  one_sided_sweating:
    "one side of the face or head sweating while the other stays dry, or one side flushing",
  grip_locks:
    "a grip that locks or is slow to let go: hands that stay clenched on a handle or bag for seconds, worse in the cold",
  soft_spot_bulging:
    "a baby's soft spot (fontanelle) tight, raised or bulging while calm and upright",
  puberty_late:
    "no sign of puberty (breasts, periods, a voice breaking) by 13 in a girl or 14 in a boy, or a child far smaller than others their age",
  head_covering:
    "a head covering worn most days: a hijab, a hard hat, a helmet, a turban or patka, a wig",
  hiv_known:
    'HIV already diagnosed, treated or not: "I have HIV", "undetectable", an HIV medicine named',
  swallowed_chemical:
    "a household or industrial chemical drunk or swallowed as a remedy or detox: borax, turpentine, kerosene, bleach, MMS or chlorine dioxide, peroxide",
  unlabelled_remedy:
    "a herbal, ayurvedic or traditional remedy from abroad or a healer whose label is missing or unreadable",
  face_shocks:
    "brief electric-shock or stabbing pains in the cheek, jaw, lip or teeth, set off by touch, brushing hair, wind, chewing or washing the face",
  cheek_gland_swelling:
    "swelling in front of or under the ears, one or both sides, a face like a hamster's, chewing hurting (the salivary glands)",
  big_tongue:
    "a tongue grown too big for the mouth over weeks or months, bitten at the sides, speech gone thick",
  frothy_urine: "urine that is frothy or foamy, every time",
  groomed:
    "a child or teenager given gifts, money, lifts or nights away by an older person who keeps them secret (grooming or exploitation)",
  appearance_checking:
    "checking one's looks in mirrors or photos for hours, hiding at home or missing school or work over how one looks, when others see nothing wrong",
  family_cancer:
    "a parent, brother, sister or child with bowel, breast, ovarian or womb cancer found young (under 50), or two such relatives",
  venomous_bite:
    "a bite or sting from a snake (an adder), a scorpion or a weever fish, or a sting followed by swelling spreading fast",
  blood_exposure:
    "a needle or blade with someone else's blood on it through the skin (a used needle, a client's razor), or their blood in the eyes or mouth",
  sees_things:
    "seeing things that are not there, or feeling bugs crawling in the scalp or skin when none are found",
  stretch_marks: "new wide purple or red stretch marks on the tummy, sides, thighs or arms",
  round_face:
    "a face gone round, full and red (a 'moon face'), or a fatty hump at the back of the neck",
  high_blood_pressure: "blood pressure measured high (not a treated condition taken tablets for)",
  low_libido: "sex drive gone or much lower, or erection problems",
  unsteady:
    "walking unsteadily or as if drunk, bumping into things, or slurred words, without drink",
  dark_urine: "urine gone dark like tea or cola, or pale, clay-coloured stools",
  light_hurts: "light hurting the eyes",
  unvaccinated: "childhood jabs (MMR, vaccinations) missed or never had",
  liver_skin_signs:
    "red palms, or small red spots with spidery lines on the chest, neck or face (spider naevi)",
  swollen_belly: "a tummy gone big, swollen or hard while the arms and legs get thinner",
  male_breast_growth: "breast tissue growing in a man or boy: a chest 'like a woman's'",
  heavy_drinking:
    "drinking alcohol most days or heavily: several beers, pints, cans or glasses of wine a night",
  bone_pain: "pain deep in the bones (legs, hips, back, ribs), not in the muscles",
  waddling: "a waddling walk, or trouble standing up from the floor or a chair or climbing stairs",
  testosterone_contact:
    "a partner or someone close using a testosterone gel (Testogel, Tostran), which passes by skin contact",
  behind_ear_swelling:
    "a swelling or lump behind the ear, red, hot or tender, or an ear pushed out from the head",
  ear_infection: "an ear infection, earache or a discharging ear, now or in the last weeks",
  hair_tourniquet:
    "a hair or thread wrapped tight round a toe, finger or other part, usually a baby's, with the part red or swollen",
  burn: "a burn or scald on the body from a hot tool, a kettle or hot water ('grabbed the straighteners', 'scalded her hand'), or one cooled under the tap",
  inconsolable_crying:
    "a baby or small child crying or screaming for hours who will not settle, or a cry that is weak, moaning or high-pitched",
  priapism: "an erection that will not go down, for hours, often painful",
  infection_risk:
    "a body less able to fight infection: a replaced heart valve, a spleen taken out, an organ or bone-marrow transplant (not a hair transplant)",
  infection_contact:
    "near someone with chickenpox, shingles, measles or slapped cheek, or such an illness going round a nursery or school",
  green_vomit: "being sick green or yellow-green, bile",
  little_urine: "passing very little urine, barely weeing, or none for many hours",
  lips_tingling: "tingling, pins and needles or numbness round the lips or mouth",
  hand_spasm: "a hand or fingers locking in a spasm, bent like a claw, for minutes",
  genital_ulcers: "ulcers, sores or blisters on the genitals ('down below')",
  calf_swelling:
    "one calf or leg swollen, sore, tender, hot or red ('my left calf is sore and a bit swollen'), not both ankles",
  long_journey:
    "a long flight, coach, train or car journey (4 hours or more), in the last weeks ('got back from manila, 17 hrs door to door')",
  dimpled_spots: "firm spots, bumps or blisters with a dip, dent or dimple in the middle",
  eye_flashes: "new floaters, flashes of light, or a curtain or shadow coming across the sight",
  better_away: "symptoms worse at work and better or gone on holiday, at weekends or away from it",
  peeling_fingers: "skin peeling off the fingertips, fingers, palms, toes or soles",
  compulsions:
    "washing, checking or counting again and again, having to start over, knowing it is silly but unable to stop",
  girdle_stiffness:
    "stiffness or aching in both shoulders or the tops of the arms (and often the hips), worst in the morning, unable to lift the arms",
  eye_splash: "bleach, relaxer, dye or another chemical splashed or run into an eye",
  saddle_numbness:
    "numbness round the bottom, groin or between the legs, not feeling the toilet paper, or not knowing when the bladder is full",
  period_late: "a period late or missed by days or weeks ('period is 2 weeks late')",
  low_tummy_pain:
    "a pain low in the tummy or pelvis, often on one side, or a pain at the tip of the shoulder",
  throat_swelling:
    "hardly able to open the mouth or swallow one's own spit, drooling, or a muffled 'hot potato' voice",
  cold_foot:
    "a foot or leg gone cold, pale or blue, pain at night eased by hanging it down, or a black patch on a toe",
  sickle_cell: "sickle cell disease (SS, SC), the person's own",
  dehydrated:
    "short of water: sunken eyes or a baby's sunken soft spot, unable to keep drinks or milk down, few wet nappies",
  limping: "limping, or unable to put weight on a leg or stand on it",
  severe_pain:
    "pain at its worst anywhere in the body: agony, the worst ever, ripping or tearing, far worse than the wound looks (not the scalp's)",
  looks_very_unwell: "clammy, grey or white as a sheet, cold and sweaty",
  swallowed_object:
    "a child (or anyone) who swallowed or got into a button battery, magnets, tablets, vitamin gummies or a chemical, or ate wild mushrooms they picked",
  baby_moving_less: "a baby in the womb moving or kicking less than usual, gone quiet",
  over_the_dose:
    "more of a medicine than its dose, or two remedies that both hold paracetamol ('paracetamol and cold and flu sachets')",
  strangled:
    "strangled or choked by someone: hands round the neck, grabbed by the throat ('he had his hands round my neck')",
  testicle_pain: "pain in a testicle or the scrotum ('his privates are killing him, one side')",
  unprotected_sex:
    "sex without a condom, or with one that split or came off, with a partner whose status is not known",
  struggling_to_breathe:
    "too breathless to talk in sentences, the ribs or tummy sucking in, blue or grey lips, or an inhaler that is not helping",
  eats_hair: "eating or swallowing hair, one's own or from brushes (not only chewing the ends)",
  at_sea:
    "in the sea or salt spray often: sailing, surfing, sea swimming ('in salt water and wind most days')",
  old_scar:
    "a scar from an injury or operation on the scalp ('split my head open as a kid, had stitches'), there since",
  household_ill:
    "others at home with the same headaches, dizziness, sickness or sleepiness at the same time as the person ('my husband has headaches too', 'the kids keep being sick')",
  spreading_redness:
    "red, hot, tight or shiny skin that is spreading (past a line drawn round it, down the face), often after a scratch, bite or cut",
  body_complaint:
    "pain, swelling, numbness or weakness somewhere in the body other than the scalp, that no other kind here names ('my thigh aches at night', 'my knees have swollen up')",
  iron_overload:
    "iron overload (haemochromatosis, blood taken off regularly for iron), in the person or a blood relative",
  puberty_signs:
    "signs of puberty: body odour or needing deodorant, hair under the arms or between the legs, breasts starting to grow, a growth spurt, a first period",
  sudden_headache:
    "a sudden, very severe headache, the worst ever, that came on within minutes like a blow",
  pet_contact: "a pet or farm animal, especially a new kitten, puppy or one with bald patches",
  supplement:
    "a supplement or remedy taken or asked about for the hair: hair gummies or biotin, collagen, creatine, rosemary oil, minoxidil, Regaine or finasteride, a hair growth serum, a potassium salt swap such as Lo-Salt (value: which)",
  belief:
    "a common belief about hair the person asks whether is true: caps or hats causing baldness, shampoo making hair fall out, trims making hair grow faster, silicones being bad, whether the hairs found in the shower are too many, synthetic braiding hair catching fire, the coating on braiding hair itching, white bits in locs being lint or build-up, whether rosemary oil or a caffeine shampoo works, whether plucking a grey hair makes two grow back, whether an apple cider vinegar rinse or Vaseline is all right, whether a cold cap is worth keeping on through chemotherapy, whether sea water is good for hair, whether dry shampoo is all right, whether a satin cap or bonnet is worth it, whether henna is a better choice than bleach (value: hats, shampoo_loss, trims_growth, silicones, daily_fall, flammable, braid_coating, lint_or_build_up, rosemary_oil, caffeine_shampoo, plucking_greys, acv_rinse, petroleum_jelly, cold_cap, sea_water, dry_shampoo, satin_cap or henna)",
  keeps_product:
    "a product the person will keep using whatever the plan says: 'not giving it up', 'I swear by it', 'won't switch' (value: oils_butters, creams_pomades, gels_mousses or hair_spray, by the product named beside it)",
  going_natural:
    "stopping relaxers or other straightening to grow out the natural texture: going natural, transitioning, a big chop",
  scalp_oil:
    "an oil, butter or grease put on the scalp: shea butter, coconut or olive oil, hair grease",
  // --- Habits and limits
  swimming: "swimming (amount: times a week, if said)",
  sport: "sweaty sport or exercise (amount: times a week, if said)",
  sun_exposure: "a lot of time in the sun, outdoor work, or a bald or shaved scalp in the sun",
  budget: "what the person can spend on hair care (amount: per month)",
  max_products: "the most products the person wants to use (amount)",
  max_minutes: "the most time the person wants to spend on hair care (amount: minutes a week)",
  install_itch:
    "an itch in the first days of a new set of braids, a weave or extensions that then settles",
  cause_asked:
    "the person asks whether something they use or do is the cause: 'is it the spray?', 'could it be the relaxer', 'im thinking its the shampoo'",
  no_cutting:
    "hair the person never cuts, not even a trim (faith, such as a Sikh's kesh, or choice)",
  less_fuss: "wanting a quick, simple, low-maintenance routine",
  wash_frequency: "how often the hair is washed (amount: washes a week)",
  age: "the age of the person the note is about (amount: years)",
} as const

export type NoteKind = keyof typeof noteKindMeanings
export const noteKinds = Object.keys(noteKindMeanings) as ReadonlyArray<NoteKind>
export const NoteKindSchema = Schema.Literals(noteKinds as [NoteKind, ...Array<NoteKind>])

/**
 * Who the statement is about, as the words say it; NotedFacts.ts resolves it
 * against who the quiz is for. "unstated": no subject ("scaly patch on the
 * crown"), which is the person the quiz is about.
 */
export const statementSubjects = [
  "writer",
  "child",
  "relative",
  "someone_else",
  "unstated",
] as const
export type StatementSubject = (typeof statementSubjects)[number]

/**
 * now: true at the time of writing. since: began earlier and still going
 * ("since March", "for 6 weeks"). past: happened and is over, or used to be
 * ("3 months ago", "used to relax it").
 */
export const statementTimes = ["now", "since", "past"] as const
export type StatementTime = (typeof statementTimes)[number]

/** What a person says their skin reacts to, for the report to name it. */
export const reactedTo = [
  "glue",
  "dye",
  "relaxer",
  "bleach",
  "sunscreen",
  "dry_shampoo",
  "fragrance",
  "coconut",
  "nuts",
  "tea_tree",
] as const
export type ReactedTo = (typeof reactedTo)[number]

/** The supplements and remedies people ask about for their hair, for the answer to name. */
export const supplements = [
  "biotin",
  "collagen",
  "creatine",
  "rosemary",
  // Licensed hair-loss treatments people ask about starting: minoxidil (Regaine), finasteride.
  "hair_loss_treatment",
  "growth_serum",
  // Too much of either makes hair fall out: high-dose capsules, Brazil nuts by the handful.
  "vitamin_a",
  "selenium",
  // Herbal tablets for hair or greys (he shou wu, fo-ti): some can injure the liver.
  "herbal_remedy",
  // A salt swap (Lo-Salt) or potassium tablets: with spironolactone, the potassium can climb.
  "potassium",
  // Fat burners and diet pills from a gym or a website: some hold DNP, which overheats the body.
  "fat_burner",
] as const
export type Supplement = (typeof supplements)[number]

export const chemicalServices = [
  "relaxer",
  "perm",
  "bleach",
  "colour",
  "keratin",
  "texture_release",
] as const

export const statementLimits = {
  /** The words that counted: enough to quote, never a whole note. */
  wordsLength: 80,
  statements: 60,
  /** A question the person asks, quoted whole. */
  questionLength: 240,
  questionCount: 8,
} as const

export class NoteStatement extends Schema.Class<NoteStatement>("strand/NoteStatement")({
  kind: NoteKindSchema,
  /** A medicine's class, a chemical service's name: the closed lists above. */
  value: Schema.optional(Schema.String),
  /** A number read with the statement, in the unit its kind names. */
  amount: Schema.optional(Schema.Number),
  subject: Schema.Literals(statementSubjects),
  /** "my daughter", "my mum": who the words name, when not the writer. */
  subjectWords: Schema.optional(Schema.String),
  time: Schema.Literals(statementTimes),
  /** How long ago it happened or began, in months (weeks and years converted). */
  monthsAgo: Schema.optional(Schema.Number),
  /** "no patches", "never had chemo". */
  negated: Schema.Boolean,
  /** "if it gets worse", "in case", "worried I might". */
  hypothetical: Schema.Boolean,
  /** Said to have gone for good ("it never came back"): past, and not asked about. */
  resolved: Schema.optional(Schema.Boolean),
  /** Said in a question the person asks ("can I still dye my hair?"): the report answers it. */
  question: Schema.optional(Schema.Boolean),
  /** Which note it was read in (a text-note id). */
  note: Schema.String,
  /** The words that counted, as the person wrote them. */
  words: Schema.String.check(Schema.isMaxLength(statementLimits.wordsLength)),
}) {}

/** Who the note says the answers are about, when it says so ("this is for my daughter, 8"). */
export class QuizSubject extends Schema.Class<QuizSubject>("strand/QuizSubject")({
  who: Schema.Literals(["self", "child", "someone_else"]),
  /** Age in years, when the note gives it. */
  age: Schema.optional(Schema.Number),
  note: Schema.String,
  words: Schema.String.check(Schema.isMaxLength(statementLimits.wordsLength)),
}) {}

/**
 * What a question the person wrote asks, so the report can answer it as asked: whether it is
 * catching (or keeps someone off school or sport), picking or popping it, whether removed hair
 * grows back thicker, whether the hair will grow back, whether something causes hair loss ("does bo ket make hair fall out?"), brings a condition back,
 * how often is all right ("is it ok every single day?"), using something somewhere else ("can
 * I put the Cantu on my beard?"), cutting it off, a remedy on a sore ("my aunt says
 * toothpaste"), whether something harms the hair, is safe or works, whether to worry or see a doctor, whether it is a condition they name, what
 * to do or why (the whole report answers those), or something else.
 */
export const questionShapes = [
  "contagious",
  "pick",
  "grows_thicker",
  "grows_back",
  "causes_loss",
  "brings_back",
  "how_often",
  "use_on",
  "cut_off",
  "on_a_sore",
  "harms",
  "is_safe",
  "works",
  "worry",
  "is_it",
  // "it's just hayfever, is it?", "thats just from the flight right?": an everyday cause asked about.
  "just_that",
  "what_to_do",
  "why",
  "other",
] as const
export type QuestionShape = (typeof questionShapes)[number]

/** What the thing asked about is: a wash, a remedy from the kitchen or the cupboard, and so on. */
export const questionThings = [
  "trim",
  "wash",
  "remedy",
  "colour",
  "leave_on",
  "heat",
  "style",
  "medicine",
  "habit",
  "environment",
  "smoking",
  "cosmetic",
  "supplement",
] as const
export type QuestionThing = (typeof questionThings)[number]

/** A question the person wrote, as written, with what it asks. */
export class AskedQuestion extends Schema.Class<AskedQuestion>("strand/AskedQuestion")({
  shape: Schema.Literals(questionShapes),
  /** What it asks about, when the reader knows the kind of thing. */
  thing: Schema.optional(Schema.Literals(questionThings)),
  /** Where it would go, for a question about using it somewhere ("beard", "chin"). */
  place: Schema.optional(Schema.String.check(Schema.isMaxLength(statementLimits.wordsLength))),
  note: Schema.String,
  /** The question as typed. */
  words: Schema.String.check(Schema.isMaxLength(statementLimits.questionLength)),
  /** The sentence before, when the question only points at it ("is that true?"). */
  before: Schema.optional(Schema.String.check(Schema.isMaxLength(statementLimits.questionLength))),
}) {}

/** A question with the words it points back to: "my nan says caps make you bald, is that true?". */
export const withBefore = (q: AskedQuestion): string => `${q.before ?? ""} ${q.words}`

/** Everything one reader found in a person's notes. */
export class NoteReading extends Schema.Class<NoteReading>("strand/NoteReading")({
  /** The reader and its version ("strand-notes/1", or the provider and model). */
  reader: Schema.String,
  subject: Schema.optional(QuizSubject),
  statements: Schema.Array(NoteStatement).check(Schema.isMaxLength(statementLimits.statements)),
  /** Every question the person wrote, in order (Strand's reader; a provider's reading has none). */
  questions: Schema.optional(
    Schema.Array(AskedQuestion).check(Schema.isMaxLength(statementLimits.questionCount)),
  ),
}) {}

export const emptyReading = (reader: string): NoteReading =>
  new NoteReading({ reader, statements: [] })
