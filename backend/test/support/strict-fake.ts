/**
 * A fake of a class's public methods for unit tests: only the methods a test gives exist, and a call to any other
 * fails the test at once, naming it (a "strict" fake). Unit tests of a service pass these for its ports and
 * collaborators, so a rule that starts needing another call is noticed rather than silently answered.
 */
export function strictFake<T extends object>(name: string, methods: Partial<T>): T {
  return new Proxy(methods as T, {
    get(target, property, receiver) {
      if (property in target) return Reflect.get(target, property, receiver) as unknown;
      // Promise resolution and Jest's own checks probe these; they are not calls of the faked class.
      if (property === 'then' || typeof property === 'symbol' || property === 'asymmetricMatch') return undefined;
      throw new Error(`Unexpected call: ${name}.${String(property)} is not part of this fake`);
    },
  });
}
