/** docs/PRODUCT.md §4: an upload overlay step shows its checkmark once progress is strictly above its threshold. */
export function isStepDone(progress: number, above: number): boolean {
  return progress > above;
}
