// Real dishes the meal plan rotates through. Each lists its ingredients at a base portion, and the role each plays
// when the portion is fitted to a meal's targets: protein, carb and fat ingredients scale, the rest (vegetables,
// flavour) stay as written. Skill: 1 basic (assemble or one pan, ~15 min), 2 intermediate (two or three components,
// ~30 min), 3 advanced (more technique or timing). Weights are raw or dry unless the ingredient says otherwise.
import type { IngredientId } from './ingredient-catalogue';

export type MealKind = 'breakfast' | 'main' | 'snack';
export type PortionRole = 'protein' | 'carb' | 'fat' | 'fixed';

export interface RecipeIngredient {
  id: IngredientId;
  grams: number;
  role: PortionRole;
}

export interface Recipe {
  name: string;
  kind: MealKind;
  skill: 1 | 2 | 3;
  minutes: number;
  ingredients: readonly RecipeIngredient[];
  steps: readonly string[];
}

const p = (id: IngredientId, grams: number): RecipeIngredient => ({ id, grams, role: 'protein' });
const c = (id: IngredientId, grams: number): RecipeIngredient => ({ id, grams, role: 'carb' });
const f = (id: IngredientId, grams: number): RecipeIngredient => ({ id, grams, role: 'fat' });
const x = (id: IngredientId, grams: number): RecipeIngredient => ({ id, grams, role: 'fixed' });

export const RECIPES = {
  // Breakfasts
  'overnight-oats': {
    name: 'Overnight oats with Greek yoghurt and berries',
    kind: 'breakfast',
    skill: 1,
    minutes: 5,
    ingredients: [c('oats', 50), p('greek-yoghurt', 150), x('milk', 100), x('berries', 80), f('flaxseed', 10)],
    steps: [
      'In a jar, stir the oats, yoghurt and milk together.',
      'Top with the berries and flaxseed, cover and refrigerate overnight.',
    ],
  },
  'protein-porridge': {
    name: 'Protein porridge with berries and hemp seeds',
    kind: 'breakfast',
    skill: 1,
    minutes: 8,
    ingredients: [c('oats', 50), p('pea-protein', 25), x('berries', 80), f('hemp-seeds', 15)],
    steps: [
      'Simmer the oats in about 250 ml water for 4-5 minutes, stirring.',
      'Off the heat, whisk in the protein powder with a splash of water; top with berries and hemp seeds.',
    ],
  },
  'eggs-on-toast': {
    name: 'Scrambled eggs on wholegrain toast with spinach and tomatoes',
    kind: 'breakfast',
    skill: 1,
    minutes: 10,
    ingredients: [p('eggs', 150), c('bread', 80), f('olive-oil', 5), x('spinach', 60), x('tomatoes', 80)],
    steps: [
      'Wilt the spinach in the oil in a non-stick pan; push it to one side.',
      'Add the beaten eggs and stir gently over low heat until just set.',
      'Serve on the toast with sliced tomatoes.',
    ],
  },
  'tofu-scramble': {
    name: 'Tofu scramble with peppers on wholegrain toast',
    kind: 'breakfast',
    skill: 2,
    minutes: 15,
    ingredients: [p('tofu', 150), c('bread', 80), f('olive-oil', 10), x('red-pepper', 80), x('spinach', 50)],
    steps: [
      'Soften the diced pepper in the oil for 4 minutes.',
      'Crumble in the tofu with a pinch of turmeric, cumin and black pepper; cook 5 minutes, stirring.',
      'Stir in the spinach until wilted and serve on the toast.',
    ],
  },
  'yoghurt-bowl': {
    name: 'Greek yoghurt bowl with banana, berries and walnuts',
    kind: 'breakfast',
    skill: 1,
    minutes: 3,
    ingredients: [p('greek-yoghurt', 200), c('banana', 100), x('berries', 50), f('walnuts', 15)],
    steps: ['Spoon the yoghurt into a bowl and top with sliced banana, berries and chopped walnuts.'],
  },
  'cheese-omelette': {
    name: 'Spinach, mushroom and cheddar omelette',
    kind: 'breakfast',
    skill: 1,
    minutes: 10,
    ingredients: [p('eggs', 150), f('cheddar', 25), x('spinach', 40), x('mushrooms', 60), x('olive-oil', 5)],
    steps: [
      'Fry the sliced mushrooms in the oil for 3 minutes, add the spinach to wilt, then set aside.',
      'Pour the beaten eggs into the pan; when nearly set, add the vegetables and grated cheddar, fold and serve.',
    ],
  },
  'salmon-egg-plate': {
    name: 'Smoked salmon, soft-boiled eggs and avocado plate',
    kind: 'breakfast',
    skill: 1,
    minutes: 10,
    ingredients: [p('smoked-salmon', 70), x('eggs', 100), x('avocado', 50), x('cucumber', 60), f('olive-oil', 5)],
    steps: [
      'Boil the eggs for 7 minutes, cool in cold water and peel.',
      'Plate with the smoked salmon, sliced avocado and cucumber; dress with the oil, lemon and black pepper.',
    ],
  },
  'turkey-hash': {
    name: 'Turkey and sweet potato breakfast hash',
    kind: 'breakfast',
    skill: 2,
    minutes: 25,
    ingredients: [p('turkey-mince', 120), c('sweet-potato', 150), f('olive-oil', 10), x('onion', 40), x('spinach', 60)],
    steps: [
      'Dice the sweet potato small and fry in the oil with the onion for 10-12 minutes until tender.',
      'Add the turkey mince with paprika, salt and pepper; cook through, about 8 minutes.',
      'Stir in the spinach until wilted.',
    ],
  },
  'turkey-avocado-skillet': {
    name: 'Turkey, courgette and avocado skillet',
    kind: 'breakfast',
    skill: 1,
    minutes: 15,
    ingredients: [p('turkey-mince', 120), x('avocado', 50), f('olive-oil', 10), x('courgette', 80), x('spinach', 40)],
    steps: [
      'Brown the turkey mince in the oil with garlic, salt and pepper, about 8 minutes.',
      'Add the diced courgette for 4 minutes and the spinach for 1 more; top with sliced avocado.',
    ],
  },
  'chickpea-pancake': {
    name: 'Savoury chickpea-flour pancake with tomatoes and spinach',
    kind: 'breakfast',
    skill: 2,
    minutes: 15,
    ingredients: [
      p('chickpea-flour', 60),
      f('olive-oil', 10),
      x('tomatoes', 80),
      x('spinach', 50),
      f('pumpkin-seeds', 10),
    ],
    steps: [
      'Whisk the flour with about 90 ml water, salt and cumin to a thin batter; rest 5 minutes.',
      'Cook in the hot oil like a pancake, 3 minutes a side.',
      'Serve topped with wilted spinach, sliced tomatoes and the pumpkin seeds.',
    ],
  },
  'berry-smoothie': {
    name: 'Berry and banana protein smoothie',
    kind: 'breakfast',
    skill: 1,
    minutes: 5,
    ingredients: [p('pea-protein', 30), c('banana', 100), x('berries', 100), f('hemp-seeds', 15)],
    steps: ['Blend everything with about 300 ml cold water until smooth.'],
  },
  shakshuka: {
    name: 'Shakshuka with feta and wholegrain bread',
    kind: 'breakfast',
    skill: 3,
    minutes: 30,
    ingredients: [
      p('eggs', 150),
      x('tinned-tomatoes', 200),
      x('red-pepper', 80),
      x('onion', 50),
      f('feta', 30),
      c('bread', 60),
      x('olive-oil', 5),
    ],
    steps: [
      'Soften the onion and pepper in the oil for 8 minutes with cumin, paprika and garlic.',
      'Add the tomatoes and simmer 10 minutes until thick.',
      'Make wells, crack in the eggs, cover and cook 6-8 minutes until the whites set; crumble over the feta and serve with the bread.',
    ],
  },
  // Lunches and dinners
  'chicken-rice-bowl': {
    name: 'Chicken, rice and broccoli bowl',
    kind: 'main',
    skill: 1,
    minutes: 25,
    ingredients: [p('chicken-breast', 150), c('rice', 75), x('broccoli', 150), f('olive-oil', 10)],
    steps: [
      'Cook the rice.',
      'Slice the chicken, season, and pan-fry in the oil for 6-8 minutes until cooked through.',
      'Steam the broccoli for 4 minutes and serve everything together with lemon.',
    ],
  },
  'chicken-traybake': {
    name: 'Chicken thigh and sweet potato traybake',
    kind: 'main',
    skill: 1,
    minutes: 40,
    ingredients: [
      p('chicken-thigh', 150),
      c('sweet-potato', 200),
      x('red-pepper', 100),
      x('onion', 50),
      f('olive-oil', 10),
    ],
    steps: [
      'Heat the oven to 200 °C.',
      'Toss the chicken, sweet-potato chunks, pepper and onion with the oil, paprika, salt and pepper on a tray.',
      'Roast 30-35 minutes, turning once, until the chicken is cooked through.',
    ],
  },
  'salmon-potatoes': {
    name: 'Baked salmon with new potatoes and green beans',
    kind: 'main',
    skill: 2,
    minutes: 30,
    ingredients: [p('salmon', 130), c('potatoes', 200), x('green-beans', 150), f('olive-oil', 5)],
    steps: [
      'Boil the potatoes for 15-18 minutes.',
      'Meanwhile bake the salmon at 200 °C for 12-15 minutes with lemon and dill.',
      'Steam the green beans for 5 minutes; dress the potatoes and beans with the oil.',
    ],
  },
  'beef-stir-fry': {
    name: 'Beef and vegetable stir-fry with rice',
    kind: 'main',
    skill: 2,
    minutes: 25,
    ingredients: [p('beef-steak', 130), c('rice', 75), x('stir-fry-veg', 200), f('olive-oil', 10)],
    steps: [
      'Cook the rice.',
      'Slice the steak thinly; sear in half the oil over high heat for 2 minutes and set aside.',
      'Stir-fry the vegetables in the rest of the oil with garlic, ginger and chilli for 4 minutes; return the beef and serve on the rice.',
    ],
  },
  'turkey-chilli': {
    name: 'Turkey chilli with black beans and rice',
    kind: 'main',
    skill: 2,
    minutes: 40,
    ingredients: [
      p('turkey-mince', 130),
      x('black-beans', 100),
      c('rice', 60),
      x('tinned-tomatoes', 200),
      x('onion', 50),
      x('red-pepper', 80),
      f('olive-oil', 5),
    ],
    steps: [
      'Soften the onion and pepper in the oil, then brown the turkey with cumin, smoked paprika and chilli.',
      'Add the tomatoes and beans and simmer 25 minutes.',
      'Serve on the cooked rice. It keeps 3 days in the fridge, so cook double for another day.',
    ],
  },
  'lentil-curry': {
    name: 'Lentil and spinach curry with rice',
    kind: 'main',
    skill: 2,
    minutes: 30,
    ingredients: [
      p('lentils', 200),
      c('rice', 60),
      f('coconut-milk', 60),
      x('spinach', 80),
      x('tinned-tomatoes', 150),
      x('onion', 50),
    ],
    steps: [
      'Soften the onion with garlic, ginger and curry powder in a splash of water.',
      'Add the tomatoes, lentils and coconut milk; simmer 15 minutes.',
      'Stir in the spinach and serve on the cooked rice.',
    ],
  },
  'chickpea-feta-salad': {
    name: 'Chickpea, quinoa and feta salad',
    kind: 'main',
    skill: 1,
    minutes: 20,
    ingredients: [
      p('chickpeas', 150),
      c('quinoa', 50),
      x('feta', 40),
      x('cucumber', 100),
      x('tomatoes', 100),
      f('olive-oil', 10),
    ],
    steps: [
      'Cook the quinoa for 15 minutes and cool.',
      'Toss with the chickpeas, diced cucumber and tomatoes, crumbled feta, the oil, lemon juice and herbs.',
    ],
  },
  'chickpea-quinoa-bowl': {
    name: 'Chickpea, roasted vegetable and quinoa bowl with pumpkin seeds',
    kind: 'main',
    skill: 1,
    minutes: 30,
    ingredients: [
      p('chickpeas', 150),
      c('quinoa', 50),
      f('pumpkin-seeds', 20),
      x('courgette', 100),
      x('red-pepper', 80),
      x('salad-leaves', 30),
    ],
    steps: [
      'Roast the sliced courgette and pepper at 200 °C for 20 minutes with a little salt.',
      'Cook the quinoa for 15 minutes.',
      'Serve the quinoa with the vegetables, chickpeas, salad leaves, pumpkin seeds and lemon juice.',
    ],
  },
  'tofu-stir-fry': {
    name: 'Crispy tofu and vegetable stir-fry with rice',
    kind: 'main',
    skill: 2,
    minutes: 30,
    ingredients: [p('tofu', 200), c('rice', 70), x('stir-fry-veg', 200), f('olive-oil', 10)],
    steps: [
      'Cook the rice. Press the tofu dry and cut into cubes.',
      'Fry the tofu in the oil until golden on all sides, about 8 minutes; set aside.',
      'Stir-fry the vegetables with garlic, ginger and chilli for 4 minutes, return the tofu and serve on the rice.',
    ],
  },
  'tempeh-bowl': {
    name: 'Glazed tempeh, quinoa and kale bowl with tahini dressing',
    kind: 'main',
    skill: 3,
    minutes: 35,
    ingredients: [p('tempeh', 120), c('quinoa', 60), x('kale', 80), x('carrots', 60), f('tahini', 15)],
    steps: [
      'Steam the sliced tempeh for 10 minutes to soften its bitterness.',
      'Glaze it in a hot pan with lemon juice, garlic and smoked paprika until caramelised.',
      'Cook the quinoa; massage the kale with a pinch of salt; grate the carrot.',
      'Whisk the tahini with lemon juice and water to a pourable dressing and assemble the bowl.',
    ],
  },
  'black-bean-bowl': {
    name: 'Black bean, sweet potato and avocado bowl',
    kind: 'main',
    skill: 1,
    minutes: 30,
    ingredients: [
      p('black-beans', 200),
      c('sweet-potato', 150),
      f('avocado', 60),
      x('salsa', 60),
      x('salad-leaves', 40),
    ],
    steps: [
      'Roast or microwave the diced sweet potato until soft.',
      'Warm the beans with cumin and lime; serve over the leaves with the sweet potato, avocado and salsa.',
    ],
  },
  'turkey-bolognese': {
    name: 'Wholewheat pasta with turkey bolognese',
    kind: 'main',
    skill: 2,
    minutes: 35,
    ingredients: [
      p('turkey-mince', 130),
      c('pasta', 75),
      x('tinned-tomatoes', 200),
      x('onion', 50),
      x('carrots', 50),
      x('parmesan', 10),
      f('olive-oil', 5),
    ],
    steps: [
      'Soften the diced onion and carrot in the oil; brown the turkey.',
      'Add the tomatoes and oregano and simmer 20 minutes.',
      'Serve on the cooked pasta with grated parmesan.',
    ],
  },
  'lentil-bolognese': {
    name: 'Lentil bolognese with wholewheat pasta',
    kind: 'main',
    skill: 1,
    minutes: 30,
    ingredients: [
      p('lentils', 200),
      c('pasta', 70),
      x('tinned-tomatoes', 200),
      x('onion', 50),
      x('carrots', 50),
      f('olive-oil', 10),
    ],
    steps: [
      'Soften the diced onion and carrot in the oil with garlic.',
      'Add the lentils, tomatoes and oregano and simmer 15 minutes.',
      'Serve on the cooked pasta.',
    ],
  },
  'salmon-broccoli': {
    name: 'Pan-fried salmon with garlic broccoli',
    kind: 'main',
    skill: 1,
    minutes: 20,
    ingredients: [p('salmon', 150), x('broccoli', 120), f('olive-oil', 10)],
    steps: [
      'Pan-fry the salmon skin-side down in half the oil for 5 minutes, turn and cook 2-3 minutes more.',
      'Sauté the broccoli with garlic in the rest of the oil for 5 minutes; finish with lemon.',
    ],
  },
  'chicken-creamy-spinach': {
    name: 'Chicken thighs with creamy spinach and mushrooms',
    kind: 'main',
    skill: 2,
    minutes: 30,
    ingredients: [
      p('chicken-thigh', 170),
      f('cream-cheese', 40),
      x('spinach', 80),
      x('mushrooms', 80),
      x('olive-oil', 5),
    ],
    steps: [
      'Brown the seasoned chicken thighs in the oil, about 6 minutes a side, until cooked through; set aside.',
      'Fry the mushrooms in the same pan, add the spinach, then stir in the cream cheese with a splash of water.',
      'Return the chicken to the sauce and serve.',
    ],
  },
  'bunless-burgers': {
    name: 'Bunless beef burgers with avocado, cheddar and salad',
    kind: 'main',
    skill: 1,
    minutes: 20,
    ingredients: [
      p('beef-mince', 150),
      x('avocado', 50),
      x('cheddar', 20),
      x('salad-leaves', 60),
      x('tomatoes', 60),
      f('olive-oil', 5),
    ],
    steps: [
      'Shape the seasoned mince into two patties and pan-fry in the oil 4-5 minutes a side until cooked through.',
      'Top with the cheddar to melt; serve on the salad with sliced tomato and avocado.',
    ],
  },
  'steak-courgettes': {
    name: 'Seared steak with garlic courgettes and avocado salad',
    kind: 'main',
    skill: 3,
    minutes: 25,
    ingredients: [
      p('beef-steak', 180),
      f('olive-oil', 10),
      x('courgette', 120),
      x('avocado', 50),
      x('salad-leaves', 40),
    ],
    steps: [
      'Bring the steak to room temperature, season, and sear in a very hot pan 2-4 minutes a side to your liking.',
      'Rest it 5 minutes under foil while you sauté the courgette ribbons with garlic in the oil.',
      'Slice the steak against the grain and serve with the courgettes and an avocado and leaf salad.',
    ],
  },
  'prawn-curry': {
    name: 'Thai-style prawn and vegetable curry with rice',
    kind: 'main',
    skill: 3,
    minutes: 30,
    ingredients: [p('prawns', 150), c('rice', 70), f('coconut-milk', 80), x('stir-fry-veg', 150), x('spinach', 50)],
    steps: [
      'Cook the rice.',
      'Fry garlic, ginger, chilli, lemongrass and coriander stalks for 1 minute; add the coconut milk and simmer 5 minutes.',
      'Add the vegetables for 3 minutes, then the prawns until pink, about 3 minutes; stir in the spinach and lime juice.',
    ],
  },
  'cod-quinoa': {
    name: 'Herb-crusted cod with quinoa and roasted vegetables',
    kind: 'main',
    skill: 3,
    minutes: 35,
    ingredients: [p('cod', 170), c('quinoa', 60), x('courgette', 100), x('red-pepper', 100), f('olive-oil', 10)],
    steps: [
      'Roast the sliced vegetables with half the oil at 200 °C for 20 minutes.',
      'Press a mix of chopped parsley, lemon zest, garlic and the rest of the oil onto the cod; bake 10-12 minutes.',
      'Cook the quinoa and serve everything together.',
    ],
  },
  'pork-sweet-potato': {
    name: 'Roast pork tenderloin with sweet potato wedges and green beans',
    kind: 'main',
    skill: 3,
    minutes: 45,
    ingredients: [p('pork-tenderloin', 150), c('sweet-potato', 200), x('green-beans', 120), f('olive-oil', 10)],
    steps: [
      'Roast the sweet-potato wedges with half the oil at 200 °C for 30 minutes.',
      'Sear the seasoned pork on all sides in the rest of the oil, then roast 15-18 minutes to 63 °C inside; rest 5 minutes.',
      'Steam the green beans and serve with the sliced pork.',
    ],
  },
  frittata: {
    name: 'Vegetable, potato and feta frittata',
    kind: 'main',
    skill: 2,
    minutes: 35,
    ingredients: [
      p('eggs', 150),
      c('potatoes', 150),
      x('feta', 30),
      x('courgette', 80),
      x('red-pepper', 80),
      f('olive-oil', 5),
    ],
    steps: [
      'Boil the sliced potatoes for 8 minutes and drain.',
      'Soften the courgette and pepper in the oil in an ovenproof pan; add the potatoes.',
      'Pour over the beaten eggs, crumble in the feta and cook gently 5 minutes, then finish under the grill until set.',
    ],
  },
  'tuna-nicoise': {
    name: 'Tuna niçoise salad',
    kind: 'main',
    skill: 2,
    minutes: 25,
    ingredients: [
      p('tuna', 120),
      c('potatoes', 150),
      x('eggs', 50),
      x('green-beans', 100),
      x('tomatoes', 80),
      x('salad-leaves', 40),
      f('olive-oil', 10),
    ],
    steps: [
      'Boil the potatoes for 15 minutes, adding the green beans for the last 4 and the egg for the last 8.',
      'Cool, then arrange with the leaves, tomatoes, tuna and quartered egg; dress with the oil, lemon and mustard.',
    ],
  },
  'chicken-cauliflower': {
    name: 'Roast chicken thighs with spiced cauliflower',
    kind: 'main',
    skill: 1,
    minutes: 35,
    ingredients: [p('chicken-thigh', 170), x('cauliflower', 150), f('olive-oil', 15), x('spinach', 40)],
    steps: [
      'Toss the chicken and cauliflower florets with the oil, cumin, turmeric, salt and pepper.',
      'Roast at 200 °C for 30 minutes until the chicken is cooked through; serve over the spinach.',
    ],
  },
  // Snacks
  'yoghurt-berries': {
    name: 'Greek yoghurt with berries',
    kind: 'snack',
    skill: 1,
    minutes: 2,
    ingredients: [p('greek-yoghurt', 170), c('berries', 80)],
    steps: ['Top the yoghurt with the berries.'],
  },
  'apple-peanut-butter': {
    name: 'Apple with peanut butter',
    kind: 'snack',
    skill: 1,
    minutes: 2,
    ingredients: [c('apple', 150), f('peanut-butter', 20)],
    steps: ['Slice the apple and dip in the peanut butter.'],
  },
  'hummus-crudites': {
    name: 'Hummus with carrot and cucumber sticks and rice cakes',
    kind: 'snack',
    skill: 1,
    minutes: 5,
    ingredients: [f('hummus', 60), c('rice-cakes', 18), x('carrots', 80), x('cucumber', 80)],
    steps: ['Cut the vegetables into sticks and serve with the hummus and rice cakes.'],
  },
  'boiled-eggs': {
    name: 'Boiled eggs with cherry tomatoes',
    kind: 'snack',
    skill: 1,
    minutes: 10,
    ingredients: [p('eggs', 100), x('tomatoes', 100)],
    steps: ['Boil the eggs for 8 minutes (they keep 5 days in the fridge) and serve with the tomatoes.'],
  },
  'whey-shake': {
    name: 'Whey protein shake with milk and a banana',
    kind: 'snack',
    skill: 1,
    minutes: 2,
    ingredients: [p('whey', 30), x('milk', 250), c('banana', 100)],
    steps: ['Shake the powder with the cold milk; eat the banana alongside.'],
  },
  'pea-protein-shake': {
    name: 'Pea protein shake with a banana',
    kind: 'snack',
    skill: 1,
    minutes: 2,
    ingredients: [p('pea-protein', 30), c('banana', 100)],
    steps: ['Shake the powder with about 300 ml cold water; eat the banana alongside.'],
  },
  'almonds-apple': {
    name: 'Almonds and an apple',
    kind: 'snack',
    skill: 1,
    minutes: 1,
    ingredients: [f('almonds', 25), c('apple', 150)],
    steps: ['Portion the almonds into a small box to carry with the apple.'],
  },
  'cheese-olives': {
    name: 'Cheddar, olives and cucumber',
    kind: 'snack',
    skill: 1,
    minutes: 3,
    ingredients: [f('cheddar', 30), x('olives', 30), x('cucumber', 80)],
    steps: ['Cube the cheddar and serve with the olives and cucumber slices.'],
  },
  'turkey-roll-ups': {
    name: 'Turkey, avocado and lettuce roll-ups',
    kind: 'snack',
    skill: 1,
    minutes: 5,
    ingredients: [p('turkey-slices', 80), x('avocado', 40), x('salad-leaves', 30), f('olive-oil', 5)],
    steps: ['Lay out the turkey slices, add lettuce and avocado strips, drizzle with the oil and lemon, and roll up.'],
  },
  edamame: {
    name: 'Steamed edamame with sea salt',
    kind: 'snack',
    skill: 1,
    minutes: 6,
    ingredients: [p('edamame', 150)],
    steps: ['Steam or microwave the edamame for 4-5 minutes and sprinkle with sea salt.'],
  },
  'roasted-chickpeas': {
    name: 'Crunchy roasted chickpeas',
    kind: 'snack',
    skill: 2,
    minutes: 35,
    ingredients: [p('chickpeas', 120), f('olive-oil', 5)],
    steps: [
      'Pat the chickpeas very dry, toss with the oil, smoked paprika and salt.',
      'Roast at 200 °C for 25-30 minutes, shaking once, until crunchy. They keep 3 days in a jar.',
    ],
  },
  'tuna-rice-cakes': {
    name: 'Tuna on rice cakes with cucumber',
    kind: 'snack',
    skill: 1,
    minutes: 3,
    ingredients: [p('tuna', 80), c('rice-cakes', 18), x('cucumber', 50)],
    steps: ['Season the tuna with lemon and pepper and pile onto the rice cakes with sliced cucumber.'],
  },
  'tuna-avocado': {
    name: 'Tuna-stuffed avocado',
    kind: 'snack',
    skill: 1,
    minutes: 5,
    ingredients: [p('tuna', 80), x('avocado', 60), f('olive-oil', 5)],
    steps: ['Halve and stone the avocado; fill with the tuna mixed with the oil, lemon juice and black pepper.'],
  },
  'seeds-banana': {
    name: 'Pumpkin seeds and a banana',
    kind: 'snack',
    skill: 1,
    minutes: 1,
    ingredients: [f('pumpkin-seeds', 25), c('banana', 100)],
    steps: ['Carry the seeds in a small box with the banana.'],
  },
  'salmon-cucumber-bites': {
    name: 'Smoked salmon and cream cheese cucumber bites',
    kind: 'snack',
    skill: 1,
    minutes: 5,
    ingredients: [p('smoked-salmon', 80), f('cream-cheese', 20), x('cucumber', 100)],
    steps: ['Spread cream cheese on thick cucumber slices and top with smoked salmon and black pepper.'],
  },
} satisfies Record<string, Recipe>;

export type RecipeId = keyof typeof RECIPES;
