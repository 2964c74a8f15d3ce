// Circumference from a breadth (front photo) and a depth (side photo).
//
// An ellipse with those axes is the starting point (Ramanujan's second approximation of its perimeter,
// error below 0.0004 % for the torso's axis ratios). Trunk cross-sections are fuller than ellipses (flat back,
// rounded flanks), so a tape around them is longer than the ellipse's perimeter. The shape factor is the ratio
// of measured girth to the ellipse perimeter of the measured breadth and depth, taken from the means of the
// ANSUR II survey's women (Gordon et al. 2014, "2012 Anthropometric Survey of U.S. Army Personnel: Methods and
// Summary Statistics", NATICK/TR-15/007; n = 1,986), means scaled to a 170 cm stature:
//   waist (omphalion): breadth 313 mm, depth 223 mm, girth 899 mm  → factor 1.060
//   buttocks:          hip breadth 370 mm, buttock depth 243 mm, buttock girth 1,067 mm → factor 1.096
// The neck is close to an ellipse; no factor is applied.

/** Ramanujan's second approximation of an ellipse's perimeter from its semi-axes. */
export function ellipsePerimeter(semiAxisA: number, semiAxisB: number): number {
  const a = Math.abs(semiAxisA);
  const b = Math.abs(semiAxisB);
  if (a + b === 0) return 0;
  const h = ((a - b) / (a + b)) ** 2;
  return Math.PI * (a + b) * (1 + (3 * h) / (10 + Math.sqrt(4 - 3 * h)));
}

const ANSUR_II_WOMEN_MM = {
  waist: { breadth: 313, depth: 223, girth: 899 },
  hip: { breadth: 370, depth: 243, girth: 1067 },
};

function shapeFactor(section: { breadth: number; depth: number; girth: number }): number {
  return section.girth / ellipsePerimeter(section.breadth / 2, section.depth / 2);
}

export const TORSO_SHAPE_FACTOR = {
  waist: shapeFactor(ANSUR_II_WOMEN_MM.waist),
  hip: shapeFactor(ANSUR_II_WOMEN_MM.hip),
  neck: 1,
} as const;
export type GirthSite = keyof typeof TORSO_SHAPE_FACTOR;

/** Estimated girth (same unit as the inputs) of a body section with this breadth and depth. */
export function estimateGirth(site: GirthSite, breadth: number, depth: number): number {
  return TORSO_SHAPE_FACTOR[site] * ellipsePerimeter(breadth / 2, depth / 2);
}
