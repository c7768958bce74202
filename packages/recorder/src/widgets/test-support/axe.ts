import axe from 'axe-core';

/**
 * Runs axe on an element (a widget's host: axe walks into its open shadow root) and throws with a readable list of
 * violations. Colour contrast is left to the browser check: jsdom computes no styles.
 */
export async function expectNoAxeViolations(element: Element): Promise<void> {
  const results = await axe.run(element, { rules: { 'color-contrast': { enabled: false } } });
  if (results.violations.length === 0) return;
  const report = results.violations
    .map((violation) => `${violation.id}: ${violation.help}\n${violation.nodes.map((node) => `  ${node.target.join(' ')}`).join('\n')}`)
    .join('\n');
  throw new Error(`axe found ${results.violations.length} violation(s):\n${report}`);
}
