import type { Lang } from './crisis.ts';

/**
 * Is this message Spanish? Then the crisis reply is Spanish too (988: call and press 2, or text
 * AYUDA). Function words are the tell: they are frequent, short and rarely shared with English.
 */
const SPANISH = new Set(
  (
    'que de la el en los las un una por para con sin mi mis me te se lo le les del al yo tu su sus es esta estoy estas soy eres ' +
    'quiero puedo tengo hay muy mas pero porque cuando donde como nada nadie todo todos siempre nunca ya aqui hoy noche manana ' +
    'vida morir casa mama papa ella ellos nosotros siento se sola solo triste ayuda hacer hago bien mal gracias hola tambien'
  ).split(' '),
);
const ENGLISH = new Set('the and i you to is it my me of in that this what not so just am are was have be do'.split(' '));

export function detectLanguage(text: string): Lang {
  const words = text
    .toLowerCase()
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .match(/[a-zñ]+/g);
  if (!words) return 'en';
  let es = 0;
  let en = 0;
  for (const w of words) {
    if (SPANISH.has(w)) es++;
    if (ENGLISH.has(w)) en++;
  }
  return es >= 2 && es > en * 1.5 ? 'es' : 'en';
}
