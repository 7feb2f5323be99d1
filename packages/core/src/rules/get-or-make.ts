/**
 * The value `map` keeps for `key`, made by `make` and kept the first time it is asked for: for what
 * costs to work out and is asked for again and again (a letter's plain form, a locale's formatter).
 * Nothing is ever dropped, so the keys must come from a small set.
 */
export function getOrMake<K, V>(map: Map<K, V>, key: K, make: () => V): V {
  let value = map.get(key);
  if (value === undefined) {
    value = make();
    map.set(key, value);
  }
  return value;
}
