// Draws a trainer's avatar as SVG: initials on a two-colour gradient chosen from the trainer id,
// so the same trainer always gets the same picture and nothing is fetched from another host.

function hash32(text: string): number {
  // FNV-1a, 32 bit: cheap, stable across runs and platforms.
  let hash = 0x811c9dc5;
  for (let index = 0; index < text.length; index += 1) {
    hash ^= text.charCodeAt(index);
    hash = Math.imul(hash, 0x01000193) >>> 0;
  }
  return hash;
}

export function initialsOf(name: string): string {
  const words = name
    .trim()
    .split(/\s+/)
    .filter((word) => word.length > 0);
  if (words.length === 0) return '?';
  const first = words[0]!.charAt(0);
  const last = words.length > 1 ? words[words.length - 1]!.charAt(0) : '';
  return (first + last).toUpperCase();
}

function escapeXml(text: string): string {
  return text.replace(/[<>&"']/g, (char) => `&#${char.charCodeAt(0)};`);
}

export function renderTrainerAvatarSvg(trainer: { id: string; name: string }): string {
  const hash = hash32(trainer.id);
  const hue = hash % 360;
  // A neighbouring hue 40-80 degrees away keeps the gradient calm rather than rainbow.
  const secondHue = (hue + 40 + ((hash >>> 9) % 41)) % 360;
  const angleX = (hash >>> 17) % 2 === 0 ? 0 : 1;
  const initials = escapeXml(initialsOf(trainer.name));
  const label = escapeXml(trainer.name);
  return [
    `<svg xmlns="http://www.w3.org/2000/svg" width="256" height="256" viewBox="0 0 256 256" role="img" aria-label="${label}">`,
    `<defs><linearGradient id="g" x1="${angleX}" y1="0" x2="${1 - angleX}" y2="1">`,
    `<stop offset="0" stop-color="hsl(${hue}, 62%, 52%)"/>`,
    `<stop offset="1" stop-color="hsl(${secondHue}, 68%, 38%)"/>`,
    `</linearGradient></defs>`,
    `<rect width="256" height="256" rx="128" fill="url(#g)"/>`,
    `<text x="128" y="128" dy="0.35em" text-anchor="middle" font-family="Inter, 'Segoe UI', Helvetica, Arial, sans-serif"`,
    ` font-size="96" font-weight="600" fill="#ffffff" fill-opacity="0.95">${initials}</text>`,
    `</svg>`,
  ].join('');
}
