/**
 * Slang, abbreviations and common misspellings, rewritten to plain words before screening.
 *
 * Why: people in distress rarely type textbook phrases. Platform-evasion slang ("unalive",
 * "sewer slide"), chat shorthand ("kms", "ctb") and misspellings ("suicidle") must reach the
 * same patterns as the plain wording, so the risk patterns are written once, in plain English.
 * Each entry is applied to text that is already lower-cased, de-leeted and squeezed (see
 * normalize.ts), as a whole-word replacement.
 */
export const SLANG: ReadonlyArray<readonly [RegExp, string]> = [
  // Contractions and chat spellings first, so later patterns see "i am", "do not", "want to".
  [/\bi'?m\b/g, 'i am'],
  [/\bim\b/g, 'i am'],
  [/\bi'?ve\b/g, 'i have'],
  [/\bive\b/g, 'i have'],
  [/\bi'll\b/g, 'i will'],
  [/\bi'd\b/g, 'i would'],
  [/\bid rather\b/g, 'i would rather'],
  [/\b(do?nt|don'?t)\b/g, 'do not'],
  [/\b(cant|can'?t|cannot)\b/g, 'can not'],
  [/\b(wont|won'?t)\b/g, 'will not'],
  [/\b(wouldnt|wouldn'?t)\b/g, 'would not'],
  [/\b(couldnt|couldn'?t)\b/g, 'could not'],
  [/\b(shouldnt|shouldn'?t)\b/g, 'should not'],
  [/\b(didnt|didn'?t)\b/g, 'did not'],
  [/\b(isnt|isn'?t)\b/g, 'is not'],
  [/\b(wasnt|wasn'?t)\b/g, 'was not'],
  [/\b(werent|weren'?t)\b/g, 'were not'],
  [/\b(doesnt|doesn'?t)\b/g, 'does not'],
  [/\b(arent|aren'?t)\b/g, 'are not'],
  [/\b(havent|haven'?t)\b/g, 'have not'],
  [/\b(tonight'?s)\b/g, 'tonight is'],
  [/\b(today'?s)\b/g, 'today is'],
  [/\b(aint|ain'?t)\b/g, 'am not'],
  [/\byou'?re\b/g, 'you are'],
  [/\byou'?ve\b/g, 'you have'],
  [/\b(it'?s)\b/g, 'it is'],
  [/\b(what'?s)\b/g, 'what is'],
  [/\b(there'?s)\b/g, 'there is'],
  [/\bwanna\b/g, 'want to'],
  [/\bgonna\b/g, 'going to'],
  [/\bgotta\b/g, 'got to'],
  [/\bkinda\b/g, 'kind of'],
  [/\b(u)\b/g, 'you'],
  [/\b(r)\b/g, 'are'],
  [/\b(ur)\b/g, 'your'],
  [/\b(y'?all)\b/g, 'you all'],
  [/\b(rn)\b/g, 'right now'],
  [/\b(tn|2nite|tonite)\b/g, 'tonight'],
  [/\b(plz|pls)\b/g, 'please'],
  [/\b(idk)\b/g, 'i do not know'],
  [/\bid (sit|take|do|go|use|write|leave|want|rather)\b/g, 'i would $1'],
  [/\bwho'?d\b/g, 'who would'],
  [/\b(bc|cuz|coz|cos)\b/g, 'because'],
  [/\b(my ?self|myslef|mysef|myelf|meself)\b(?! ?harm)/g, 'myself'],
  [/\b(your ?self|urself|yourslef)\b/g, 'yourself'],
  [/\b(medz|meds)\b/g, 'medication'],

  // Suicide and self-harm slang. "kys" is usually aimed at someone else; the screen only treats
  // it as self-directed after a first-person subject ("i should kys").
  [/\bkms\b/g, 'kill myself'],
  [/\bfinish (my life|myself|my own life)\b/g, 'end my life'],
  [/\bkys\b/g, 'kill yourself'],
  [/\bctb\b/g, 'kill myself'],
  [/\bcommit (die|dying|death|sudoku|toaster bath)\b/g, 'commit suicide'], // "catch the bus", a forum euphemism for suicide
  [/\bun ?aliv(e|ing|ed)\b(?! (him|her|them))( myself)?/g, 'kill myself'],
  [/\bun ?aliv(e|ing|ed)\b/g, 'kill'],
  [/\bself ?delet(e|ing|ed)\b/g, 'kill myself'],
  // Squeezed, "off myself" reads "of myself": only after a word that makes it a verb, never
  // "proud of myself" or "take care of myself".
  [/\boffing myself\b/g, 'killing myself'],
  [/\b(to|gonna|wanna|will|would|should|could|might|just|finally|i) off myself\b/g, '$1 kill myself'],
  [/\b(an hero)\b/g, 'kill myself'],
  [/\bsh\b(?= (again|myself|tonight|today|relapse))/g, 'self harm'],
  [/\bself ?harm(ing|ed)?\b/g, 'self harm'],
  [/\b(kermit )?(sewer ?slid(e|ing)|sewer ?side|sooey ?side|suey ?side)\b/g, 'suicide'],
  [/\bsui (thoughts|ideation|urges|thots)\b/g, 'suicidal thoughts'],
  [/\b(suicidle|suicidel|sucidal|suicidial|suisidal|suicidall|sucicidal)\b/g, 'suicidal'],
  [/\b(sucide|suicde|suiside|suicied|suacide|sucicide|suicid|suicde|sewercide)\b/g, 'suicide'],
  [/\b(od|o\.d)\b(?= on)/g, 'overdose'],
  [/\bover ?dose\b/g, 'overdose'],
  [/\b(lyfe|lif|liffe)\b/g, 'life'],
  [/\b(ded|dedd)\b/g, 'dead'],
  [/\b(wanna|want to|wana|wnt to) d(y|ie|i)e?\b/g, 'want to die'],
];
