import { describe, expect, it } from 'vitest';
import { SPANISH_GLOSS } from '../../src/features/chat/safety/spanish-gloss.ts';
import { screenMessage } from '../../src/features/chat/safety/screen.ts';

/**
 * Spanish risk phrases reach every layer of the screen as English does (spanish-gloss.ts), and
 * the reply stays in Spanish. The project's own wording, not the corpus's.
 */
describe('Spanish risk phrases', () => {
  it.each([
    'estoy en el baño con la soga, ya no aguanto',
    'me trague un frasco de pastillas hace una hora',
    'acabo de beber un vaso de cloro',
    'hoy en la noche me voy a aventar del puente de la autopista',
    'ahorita lo voy a hacer, perdónenme todos',
    'ya escribí la carta para mis hijos, cuiden a mi perro',
    'quiero matarme y ya sé cómo',
    'me corto los brazos con una navaja casi todas las noches',
    'mi pareja me ahorca cuando se enoja y me encierra en el cuarto',
    'mi padrastro me manoseaba cuando mi mamá trabajaba',
    'ojalá nunca hubiera nacido, todos estarían mejor sin mí',
  ])('%s -> the crisis reply, in Spanish', (text) => {
    const s = screenMessage(text);
    expect(s.crisis).toBe(true);
    expect(s.lang).toBe('es');
  });

  it.each([
    'me muero de risa con este video jajaja',
    'me quería morir de la vergüenza cuando se me cayó la charola',
    'ya está la comida, vengan a cenar',
    'salí del edificio temprano para ver el partido',
    'mi hermano se comió mi pastel, lo voy a matar jaja',
    'necesito un análisis de sangre para el doctor',
  ])('%s -> no crisis reply', (text) => {
    expect(screenMessage(text).crisis).toBe(false);
  });

  it('no gloss touches English', () => {
    const english = [
      'i took the train home and my dad made dinner',
      'tell my sister i said hi, see you at the game tonight',
      'my brother ate my cake, i am going to kill him lol',
      'i want to die my hair pink before the concert',
    ];
    for (const [pattern] of SPANISH_GLOSS) for (const e of english) expect(e.replace(pattern, '<gloss>')).toBe(e);
  });
});
