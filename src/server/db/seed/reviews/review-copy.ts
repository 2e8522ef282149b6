/** Review and question copy for the seed, by star rating and language. */
export const REVIEW_AUTHORS = ['Alex R.', 'Sam T.', 'Jordan P.', 'Camille D.', 'Lea M.', 'Jonas K.', 'Giulia F.', 'Marco B.', 'Olivia W.', 'Noah H.', 'Emma S.', 'Luca V.', 'Hannah G.', 'Chloé L.', 'Priya N.', 'Mateo C.'];

type Copy = { title: string; text: string };

const EN: Record<number, Copy[]> = {
  5: [
    { title: 'Exactly what I wanted', text: 'Fits true to size and the quality is excellent. I have worn it every week since it arrived.' },
    { title: 'Love it', text: 'Comfortable from day one, looks great and held up well on a long weekend away.' },
  ],
  4: [
    { title: 'Very good', text: 'Great build and comfortable. The colour is slightly darker than in the pictures.' },
    { title: 'Solid choice', text: 'Does what it promises. I would buy it again, maybe half a size up next time.' },
  ],
  3: [
    { title: 'Okay for the price', text: 'Decent quality, but the fit was a bit narrow for me. Customer service was helpful.' },
    { title: 'Mixed feelings', text: 'Looks nice, comfort is average after a few hours of wear.' },
  ],
  2: [{ title: 'Not for me', text: 'The material felt thinner than expected and the sizing ran small.' }],
  1: [{ title: 'Disappointed', text: 'Started to show wear after two weeks. I returned it.' }],
};

const FR: Copy[] = [
  { title: 'Très satisfait', text: 'Confortable et bien fini. Je le porte tous les jours.' },
  { title: 'Correct', text: 'Bonne qualité, mais la taille est un peu petite.' },
];
const DE: Copy[] = [
  { title: 'Sehr zufrieden', text: 'Bequem und gut verarbeitet. Ich trage es jeden Tag.' },
  { title: 'In Ordnung', text: 'Gute Qualität, fällt aber etwas klein aus.' },
];

export function reviewCopy(rating: number, language: string, pick: <T>(items: readonly T[]) => T): Copy {
  if (language === 'fr') return pick(FR);
  if (language === 'de') return pick(DE);
  return pick(EN[rating] ?? EN[3]!);
}

export const QUESTIONS = [
  'Does this run true to size?',
  'Is it suitable for rainy weather?',
  'How does it wash? Can it go in the machine?',
  'Is there a wider fit available?',
  'How heavy is it?',
];

export const ANSWERS = [
  'Yes, I took my usual size and it fits well.',
  'I would go half a size up if you are between sizes.',
  'Our team: it is machine washable at 30 °C; please see the care label.',
  'It held up fine in light rain for me.',
];
