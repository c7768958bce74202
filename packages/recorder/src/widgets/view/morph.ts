/**
 * Brings `current` (in the page) to look like `next` (fresh from a view) while keeping every node that can stay: so
 * focus, a playing preview, a running CSS transition and the live region the screen reader is watching all survive a
 * re-render. Nodes match by position, tag and `data-key`; a mismatch replaces the node. Returns the node in the page.
 */
export function morph(current: Node, next: Node): Node {
  if (!sameKind(current, next)) {
    current.parentNode?.replaceChild(next, current);
    return next;
  }
  if (current.nodeType !== Node.ELEMENT_NODE) {
    if (current.nodeValue !== next.nodeValue) current.nodeValue = next.nodeValue;
    return current;
  }
  const from = current as Element;
  const to = next as Element;
  for (const { name } of [...from.attributes]) if (!to.hasAttribute(name)) from.removeAttribute(name);
  for (const { name, value } of [...to.attributes]) {
    if (from.getAttribute(name) === value) continue;
    // Styles go through the CSS object model (allowed by a strict Content Security Policy, unlike a style attribute).
    if (name === 'style' && from instanceof HTMLElement && to instanceof HTMLElement) from.style.cssText = to.style.cssText;
    else from.setAttribute(name, value);
  }
  // Form controls keep their live state in properties, which the attributes only set at first.
  if (from instanceof HTMLInputElement && to instanceof HTMLInputElement && from.type !== 'file') {
    if (from.checked !== to.checked) from.checked = to.checked;
    if (from.value !== to.value) from.value = to.value;
  }
  morphChildren(from, to);
  return from;
}

/** Makes the children of `parent` look like those of `template` (whose children are moved in where they are new). */
export function morphChildren(parent: Node, template: Node) {
  const wanted = [...template.childNodes];
  wanted.forEach((node, index) => {
    const existing = parent.childNodes[index];
    if (existing) morph(existing, node);
    else parent.appendChild(node);
  });
  while (parent.childNodes.length > wanted.length) parent.lastChild?.remove();
}

function sameKind(a: Node, b: Node): boolean {
  if (a.nodeType !== b.nodeType || a.nodeName !== b.nodeName) return false;
  if (a.nodeType !== Node.ELEMENT_NODE) return true;
  const from = a as Element;
  const to = b as Element;
  // An input's type decides what it is (a checkbox is not a radio); a key marks a different thing in the same place.
  return from.getAttribute('data-key') === to.getAttribute('data-key') && from.getAttribute('type') === to.getAttribute('type');
}
