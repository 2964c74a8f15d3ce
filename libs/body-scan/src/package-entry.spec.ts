import { execFileSync } from 'node:child_process';
import path from 'node:path';

// The API imports this package's entry on its main thread, where whatever is loaded stays resident for the life of
// the process. The model runtime (onnxruntime, its native library and its memory arenas) belongs to the scan threads alone.
describe('the package entry the API imports', () => {
  const packageDir = path.join(__dirname, '..');

  /** The node_modules packages a fresh Node process has loaded after requiring `specifier` from this package. */
  function packagesLoadedBy(specifier: string): string[] {
    const script = `require(${JSON.stringify(specifier)});
      const names = Object.keys(require.cache).map((file) => file.match(/node_modules\\/((?:@[^/]+\\/)?[^/]+)\\//)?.[1]);
      console.log(JSON.stringify([...new Set(names.filter(Boolean))]));`;
    return JSON.parse(
      execFileSync(process.execPath, ['-e', script], { cwd: packageDir, encoding: 'utf8' }),
    ) as string[];
  }

  const runtimePackages = (names: string[]) => names.filter((name) => name.startsWith('onnxruntime-'));

  it('does not load the model runtime (the scan threads do)', () => {
    const loaded = packagesLoadedBy('@fitness/body-scan');
    expect(loaded).toContain('piscina');
    expect(runtimePackages(loaded)).toEqual([]);
    // What each scan thread runs does load it.
    expect(runtimePackages(packagesLoadedBy('./dist/body-scanner.js'))).toContain('onnxruntime-node');
  });

  it('leaves the sample photos for tests and benchmarks to their own entry', async () => {
    expect(Object.keys(await import('@fitness/body-scan'))).not.toContain('sampleFigurePhoto');
    expect(Object.keys(await import('@fitness/body-scan/sample-photos'))).toContain('sampleFigurePhoto');
  });
});
