/** Damping of TextRank's random walk: the value of the TextRank and PageRank papers. */
const DAMPING = 0.85;
const MAX_ITERATIONS = 100;
/** Total change of the scores below which the walk has settled; far finer than any choice of sentences needs. */
const TOLERANCE = 1e-6;

/** Edges of a sentence to the sentences like it: their indexes and how alike they are. */
interface Edges {
  to: number[];
  weight: number[];
}

/**
 * How alike every two sentences that share a term are, as TextRank defines it: the words they share over the sum
 * of the logarithms of their lengths, so long sentences do not win on length alone. Each shared word counts by its
 * inverse document frequency, so sharing "budget" says more than sharing "go". Pairs sharing nothing are left out
 * (found through an index of which sentences hold each term, not by comparing every pair).
 */
function similarities(sentences: readonly (readonly string[])[], idf: (term: string) => number): Edges[] {
  const holders = new Map<string, number[]>();
  sentences.forEach((terms, index) => {
    for (const term of new Set(terms)) {
      const list = holders.get(term);
      if (list) list.push(index);
      else holders.set(term, [index]);
    }
  });
  const shared = sentences.map(() => new Map<number, number>());
  for (const [term, indexes] of holders) {
    const weight = idf(term);
    for (const a of indexes) {
      const row = shared[a];
      for (const b of indexes) if (a !== b && row) row.set(b, (row.get(b) ?? 0) + weight);
    }
  }
  const logLength = sentences.map((terms) => Math.log(1 + terms.length));
  return shared.map((row, a) => {
    const edges: Edges = { to: [], weight: [] };
    for (const [b, overlap] of row) {
      edges.to.push(b);
      edges.weight.push(overlap / ((logLength[a] ?? 0) + (logLength[b] ?? 0)));
    }
    return edges;
  });
}

/**
 * TextRank (Mihalcea & Tarau, 2004) over sentences given as their terms: each sentence votes for the sentences that
 * share its words, in proportion to how alike they are, and the sentences the rest of the text keeps coming back to
 * score highest: the ones that carry it. Scores sum to 1; a sentence that shares no word with another gets only the
 * walk's baseline.
 */
export function textRank(sentences: readonly (readonly string[])[], idf: (term: string) => number): number[] {
  const count = sentences.length;
  if (count === 0) return [];
  const edges = similarities(sentences, idf);
  // Each sentence's votes, as shares of all it gives.
  const shares = edges.map(({ weight }) => {
    const total = weight.reduce((sum, value) => sum + value, 0);
    return total > 0 ? weight.map((value) => value / total) : [];
  });
  let ranks = new Float64Array(count).fill(1 / count);
  for (let iteration = 0; iteration < MAX_ITERATIONS; iteration += 1) {
    // A sentence with no neighbours passes its rank to everyone, so no rank leaks out of the walk.
    let dangling = 0;
    for (let from = 0; from < count; from += 1) if ((shares[from]?.length ?? 0) === 0) dangling += ranks[from] ?? 0;
    const next = new Float64Array(count).fill((1 - DAMPING) / count + (DAMPING * dangling) / count);
    for (let from = 0; from < count; from += 1) {
      const to = edges[from]?.to ?? [];
      const share = shares[from] ?? [];
      const vote = DAMPING * (ranks[from] ?? 0);
      for (let k = 0; k < share.length; k += 1) {
        const target = to[k] ?? 0;
        next[target] = (next[target] ?? 0) + vote * (share[k] ?? 0);
      }
    }
    let change = 0;
    for (let index = 0; index < count; index += 1) change += Math.abs((next[index] ?? 0) - (ranks[index] ?? 0));
    ranks = next;
    if (change < TOLERANCE) break;
  }
  return [...ranks];
}
