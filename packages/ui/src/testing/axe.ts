/**
 * Runs axe on a rendered container and throws with a readable list when it finds violations.
 * Colour contrast is left to the browser checks: jsdom computes no styles, so axe cannot judge it.
 * axe-core is an optional peer dependency, loaded here on first use: the rest of `@verbatim/ui/testing` works without it.
 */
export async function expectNoAxeViolations(container: Element): Promise<void> {
  const { default: axe } = await import('axe-core');
  const results = await axe.run(container, { rules: { 'color-contrast': { enabled: false } } });
  if (results.violations.length === 0) return;
  const report = results.violations
    .map((violation) => {
      const nodes = violation.nodes.map((node) => `    ${node.target.join(' ')}: ${node.failureSummary ?? ''}`).join('\n');
      return `${violation.id} (${violation.impact ?? 'unknown'}): ${violation.help}\n${nodes}`;
    })
    .join('\n\n');
  throw new Error(`axe found ${results.violations.length} accessibility violation(s):\n\n${report}`);
}
