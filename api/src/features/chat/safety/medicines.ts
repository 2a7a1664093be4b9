/**
 * Medicines by name, for the screens' patterns: the prescriptions people save up and the
 * over-the-counter ones most often taken in an overdose in the US (acetaminophen, ibuprofen,
 * diphenhydramine), opioids, and the plain words for them. One list, so the crisis screen
 * (a person who took or asks about a quantity) and the reply screen (a model suggesting a dose)
 * know the same names. Written lower-case, accent-free and unsqueezed (normalize.ts `compile`).
 */
const PRESCRIPTION = [
  'sertraline|zoloft|fluoxetine|prozac|escitalopram|lexapro|citalopram|celexa|paroxetine|paxil|venlafaxine|effexor',
  'duloxetine|cymbalta|bupropion|wellbutrin|mirtazapine|remeron|trazodone|amitriptyline|nortriptyline|xanax|alprazolam',
  'ativan|lorazepam|klonopin|clonazepam|valium|diazepam|ambien|zolpidem|lithium|lamotrigine|lamictal|quetiapine',
  'seroquel|abilify|aripiprazole|olanzapine|zyprexa|adderall|ritalin|hydroxyzine|propranolol|metoprolol|clonidine',
  'gabapentin|neurontin|lyrica|pregabalin|insulin|digoxin|warfarin|phenobarbital|tramadol|oxycodone|oxycontin|oxys?',
  'percocet|percs|vicodin|hydrocodone|fentanyl|morphine|codeine|methadone|suboxone|dilaudid|muscle relaxers|soma',
].join('|');
const OVER_THE_COUNTER =
  'melatonin|benadryl|diphenhydramine|unisom|doxylamine|zzzquil|nyquil|dayquil|tylenol|acetaminophen|paracetamol|advil|motrin|ibuprofen|aspirin|aleve|naproxen|excedrin|allergy (pills|meds|medicine|medication)|cold medicine|cough syrup|iron pills';
const PLAIN =
  'an antidepressant|antidepressants|an ssri|ssris|benzos|a benzo|benzodiazepines|opioids|sleeping pills|a sleeping pill|sleep(ing)? (meds|medication)|sleep aids|a sleep aid|anti anxiety (medication|meds|pills)|painkillers|pain (pills|meds|medication)';

/** Medicines by name only: what a model must never suggest a dose of (reply-lexicon.ts). */
export const MEDICINE_NAMES = `(${PRESCRIPTION}|${OVER_THE_COUNTER}|${PLAIN})`;

/** Any medicine, by name or by the plain words: what a person may have taken or saved up. */
export const ANY_MEDICINE = `(${PRESCRIPTION}|${OVER_THE_COUNTER}|${PLAIN}|pills|tablets|capsules|meds|medication|medications|medicine|prescription|prescriptions)`;
