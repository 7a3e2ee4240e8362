/** Quick cash amounts: exact, then the next round notes above the total. */
export function cashSuggestions(total: number): number[] {
  const notes = [500, 1000, 2000, 5000, 10_000];
  const rounded = notes.map((note) => Math.ceil(total / note) * note).filter((amount) => amount > total);
  return [...new Set([total, ...rounded])].slice(0, 5);
}
