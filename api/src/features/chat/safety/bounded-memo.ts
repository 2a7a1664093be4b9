/**
 * A pure function's results remembered by their input, the oldest dropped once `max` are kept:
 * bounded, in this process only. The crisis screen uses it where a turn repeats the same work on
 * the same text (normalize.ts, screen.ts).
 */
export function boundedMemo<V>(max: number, compute: (key: string) => V): (key: string) => V {
  const kept = new Map<string, V>();
  return (key) => {
    let value = kept.get(key);
    if (value === undefined) {
      value = compute(key);
      if (kept.size >= max) kept.delete(kept.keys().next().value!);
      kept.set(key, value);
    }
    return value;
  };
}
