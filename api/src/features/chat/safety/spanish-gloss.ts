/**
 * Spanish risk phrases glossed into the plain English the rest of the screen reads.
 *
 * Why: the tripwire's patterns are written once, in English, and the learned classifier has read
 * far more English than Spanish, so a Spanish message reached neither well: measured across
 * writers (`npm run safety:train -- --writer-out <batch>`), "ya tengo la soga puesta" or "me tomé
 * una botella de cloro" got no crisis reply. Rewriting the phrases that carry risk ("quiero
 * morirme" -> "i want to die") lets every layer read them as it reads English; the rest of the
 * message stays Spanish. The crisis reply's language is decided from the original text
 * (language.ts), so a Spanish speaker still gets 988's Spanish line.
 *
 * Entries are applied in order to lower-cased, accent-folded text (normalize.ts), whole words,
 * as the slang lexicon is; longer phrases come before the words inside them. Covers US Spanish
 * as typed, with Mexican and Caribbean usage ("aventarme", "ahorita", "la neta").
 */
export const SPANISH_GLOSS: ReadonlyArray<readonly [RegExp, string]> = [
  // Figures of speech first: "me muero de risa" is "i'm dying of laughter", not a wish to die.
  [
    /\b(me muero|me moria|me queria morir|me quiero morir|me voy a morir|muerto|muerta|morirme) de (risa|la risa|verguenza|la verguenza|lo lindo|ternura|hambre|calor|frio|sueno|aburrimiento|envidia|amor|los nervios|cansancio|miedo)\b/g,
    'dying of laughter',
  ],
  [/\b(ja)+\b|\b(je)+\b/g, 'haha'],
  // Wanting to die, not waking up, disappearing.
  [/\b(me da igual|no me importa) (vivir o morir|si vivo o muero|morir)\b/g, 'i do not care if i live or die'],
  [/\b(ojala|quisiera) (nunca|no) (hubiera|haber) nacido\b/g, 'i wish i had never been born'],
  [/\b(quisiera|quiero|ojala pudiera|me gustaria) desaparecer\b/g, 'i wish i could disappear'],
  [/\b(me atropellara|me atropelle|me atropellen|me atropellaran)\b/g, 'would hit me and kill me'],
  [/\bya no voy a estar (manana|aqui)\b/g, 'i will not be here tomorrow'],
  [/\bse acaba todo\b/g, 'it all ends'],
  [/\b(como hacerlo|hacerlo) sin dolor\b/g, 'how to do it painlessly'],
  [/\bestrellar (el|mi) (carro|coche|auto)\b/g, 'crash my car on purpose'],
  [/\bpara siempre\b/g, 'forever'],
  [/\b(me quiero|quiero|quisiera|queria|ganas de) (morir|morirme|estar muerto|estar muerta)\b/g, 'i want to die'],
  [/\b(me quiero|quiero|quisiera|voy a|pienso|pensando en|ganas de) (matarme|suicidarme|quitarme la vida)\b/g, 'i want to kill myself'],
  [/\bme voy a (matar|suicidar|quitar la vida)\b/g, 'i am going to kill myself'],
  [/\bme quiero (matar|suicidar)\b/g, 'i want to kill myself'],
  [/\b(lo|la|los|las) (voy a|quiero|tengo que) matar\b/g, 'i am going to kill them'],
  [/\b(matarme|suicidarme|quitarme la vida)\b/g, 'kill myself'],
  [/\b(suicidio|suicida|suicidarse)\b/g, 'suicide'],
  [/\b(no despertar|ya no despertar|no amanecer|no volver a despertar)\b/g, 'not wake up'],
  [/\b(desaparecer|desapareciera|desaparezca)\b/g, 'disappear'],
  [/\b(no haber nacido|nunca haber nacido)\b/g, 'never been born'],
  [/\b(ya no quiero (estar aqui|vivir|seguir)|no quiero (vivir|seguir viviendo))\b/g, 'i do not want to live anymore'],
  [/\b(irme con (el|ella|ellos)|estar con (el|ella) en el cielo)\b/g, 'be with them in heaven'],
  [/\b(soy|seria) una carga\b/g, 'i am a burden'],
  [/\bestar(ian|ia) mejor sin mi\b/g, 'they would be better off without me'],
  [/\b(estoy de sobra|sobro) en (este mundo|esta vida)\b/g, 'the world would be better without me'],
  [/\bsi me muriera\b/g, 'if i died'],
  [/\b(morir|morirme|muera|muriera)\b/g, 'die'],
  [/\b(muerto|muerta)\b/g, 'dead'],
  // Means and methods.
  [/\b(dosis letal|dosis mortal|cantidad letal)\b/g, 'lethal dose'],
  [/\b(cuantas|cuantos) (pastillas|pildoras|tabletas)\b/g, 'how many pills'],
  [/\b(pastillas|pildoras|tabletas|medicinas|medicamentos)\b/g, 'pills'],
  [/\b(sobredosis)\b/g, 'overdose'],
  [
    /\b(me tome|me trague|me bebi|me acabo de tomar|acabo de tomar|acabo de beber|tome|bebi) (una botella de |un vaso de |un poco de |el |)(cloro|blanqueador|veneno|raticida|anticongelante)\b/g,
    'i drank bleach',
  ],
  [/\b(me tome|me trague|me acabo de tomar|tome) (todas|todo|un monton|una botella|un frasco|el frasco)\b/g, 'i just took all of'],
  [/\b(cloro|blanqueador)\b/g, 'bleach'],
  [/\b(veneno|raticida|veneno para ratas)\b/g, 'poison'],
  [/\b(la soga|una soga|la cuerda|una cuerda)\b/g, 'a rope'],
  [/\b(ahorcarme|colgarme)\b/g, 'hang myself'],
  [/\b(aventarme|tirarme|lanzarme|me voy a aventar|me voy a tirar|me voy a lanzar) (del|de un|de una|desde el|desde un|a las|a la)\b/g, 'jump off'],
  [/\b(aventarme|tirarme|lanzarme)\b/g, 'jump'],
  [/\b(las vias del tren|las vias)\b/g, 'the train tracks'],
  [/\bmotor prendido\b/g, 'engine running'],
  [/\b(pistola|arma de fuego|escopeta)\b/g, 'gun'],
  [/\b(navaja|cuchillo)\b/g, 'knife'],
  // Self-harm.
  [/\b(cortarme|me corto|me corte|me cortaba|me acabo de cortar)\b/g, 'cut myself'],
  [/\b(quemarme|me quemo|me queme)\b/g, 'burn myself'],
  [/\b(me pego|me golpeo|pegarme|golpearme)\b/g, 'hit myself'],
  [/\b(me rasguno|me rasco) hasta sangrar\b/g, 'scratch myself until i bleed'],
  [/\b(sangrar|sangrando)\b/g, 'bleeding'],
  [/\bsangre\b/g, 'blood'],
  [/\b(vomito|me hago vomitar|vomitar) despues de (cada comida|comer)\b/g, 'i make myself throw up after eating'],
  [/\b(no como|dejar de comer|sin comer) (nada|en dias|hace dias)\b/g, 'i have not eaten in days'],
  // Farewells and affairs in order.
  [/\b(ya escribi|deje|escribi) (la|una|mi) carta\b/g, 'i wrote my goodbye letter'],
  [/\b(digan|diganle|dile|dile) a mi (mama|papa|familia|hija|hijo|hermana|hermano) que (la|lo|los) quiero\b/g, 'tell my family i love them'],
  [/\bno fue (su|tu) culpa\b/g, 'it was not your fault'],
  [/\b(cuiden|cuida|cuidenme) a mi (perro|gato|perrito|gatito|hijo|hija|mama)\b/g, 'take care of my pet'],
  [/\b(adios|adios a todos|me despido)\b/g, 'goodbye'],
  [/\b(perdonenme|perdoname)\b/g, 'forgive me'],
  [/\b(ya lo decidi|ya lo tengo decidido)\b/g, 'i have decided'],
  [/\b(voy a hacerlo|lo voy a hacer|voy a hacer lo)\b/g, 'i am going to do it'],
  [/\b(ahorita|ahora mismo|ya mismo)\b/g, 'right now'],
  // Abuse, assault and danger from others.
  [/\bme (pega|golpea|empuja|empujo|ahorca|ahorco|patea|pateo)\b/g, 'he hits me'],
  [/\bme (amenaza|amenazo) con matarme\b/g, 'he threatened to kill me'],
  [/\bme va a matar\b/g, 'he is going to kill me'],
  [/\bme (encierra|encerro|encierran)\b/g, 'he locks me in'],
  [/\bme (obliga|obligo|obligan) a tener relaciones\b/g, 'he forces me to have sex'],
  [/\b(me violo|me violaron|violacion|abuso de mi|abusaba de mi|abuso sexual)\b/g, 'raped me'],
  [/\bme (manoseo|manoseaba|manosea|tocaba)\b/g, 'touched me without consent'],
  [/\bme (esta siguiendo|persigue|sigue a todos lados)\b/g, 'he is following me'],
  // Harm to others.
  [/\b(voy a|quiero|tengo que) matar (al|a la|a mi|a ese|a esa|a)\b/g, 'i am going to kill'],
  // Distress words the classifier knows in English.
  [/\b(bajoneado|bajoneada|deprimido|deprimida)\b/g, 'depressed'],
  [/\b(cansado|cansada) de (todo|fingir|vivir)\b/g, 'tired of everything'],
];
