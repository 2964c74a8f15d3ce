import { initialsOf, renderTrainerAvatarSvg } from '../trainer-avatar';

describe('trainer avatar', () => {
  it('uses the first and last initials', () => {
    expect(initialsOf('Maya Okafor')).toBe('MO');
    expect(initialsOf('  priya   de la cruz ')).toBe('PC');
    expect(initialsOf('Cher')).toBe('C');
  });

  it('draws the same picture for the same trainer and different colours for different trainers', () => {
    const first = renderTrainerAvatarSvg({ id: '6f1c2a3e-0b57-4c1e-9a31-1d2f0c7a5e01', name: 'Maya Okafor' });
    expect(renderTrainerAvatarSvg({ id: '6f1c2a3e-0b57-4c1e-9a31-1d2f0c7a5e01', name: 'Maya Okafor' })).toBe(first);
    const other = renderTrainerAvatarSvg({ id: '6f1c2a3e-0b57-4c1e-9a31-1d2f0c7a5e02', name: 'Maya Okafor' });
    expect(other).not.toBe(first);
    expect(first).toMatch(/^<svg xmlns="http:\/\/www\.w3\.org\/2000\/svg"/);
    expect(first).toContain('>MO</text>');
  });

  it('escapes names so they cannot inject markup', () => {
    const svg = renderTrainerAvatarSvg({ id: 'x', name: '<script>alert(1)</script> "Q"' });
    expect(svg).not.toContain('<script>');
    expect(svg).toContain('&#60;script&#62;');
  });
});
