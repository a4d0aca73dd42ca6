// What a bench reads from its environment: one BENCH_<NAME> variable a setting.

/**
 * The bench's numeric settings, each from `BENCH_<NAME>` (the name in upper snake case:
 * `latencyMs` reads `BENCH_LATENCY_MS`), else its default.
 */
export function benchSettings<Name extends string>(
  defaults: Record<Name, number>,
): Record<Name, number> {
  const entries = Object.entries<number>(defaults).map(([name, fallback]) => {
    const variable = `BENCH_${name.replace(/[A-Z]/g, (letter) => `_${letter}`).toUpperCase()}`;
    return [name, Number(process.env[variable] ?? fallback)];
  });
  return Object.fromEntries(entries) as Record<Name, number>;
}
