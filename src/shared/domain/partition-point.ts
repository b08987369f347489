/**
 * The index of the first item for which `isBefore` is false, in a list where every item for
 * which it is true comes first (a sorted list and a threshold): a bisection, log2(n) calls.
 */
export function partitionPoint<T>(list: readonly T[], isBefore: (item: T) => boolean): number {
  let low = 0;
  let high = list.length;
  while (low < high) {
    const middle = (low + high) >>> 1;
    if (isBefore(list[middle] as T)) {
      low = middle + 1;
    } else {
      high = middle;
    }
  }
  return low;
}
