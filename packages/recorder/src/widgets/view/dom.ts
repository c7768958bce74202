/** Attribute values: `false`, null and undefined leave the attribute out, `true` sets it empty. */
export type AttributeValue = string | number | boolean | null | undefined;
export type Child = Node | string | number | null | undefined | false | readonly Child[];

/**
 * Makes an element. The views are plain functions of their state built from this: no listeners are attached here
 * (the host delegates events by `data-action`), so a view can be rendered anywhere, compared, and thrown away.
 */
export function h(tag: string, attributes: Record<string, AttributeValue> = {}, ...children: Child[]): HTMLElement {
  const element = document.createElement(tag);
  for (const [name, value] of Object.entries(attributes)) {
    if (value === false || value === null || value === undefined) continue;
    // Through the CSS object model, which a Content Security Policy without 'unsafe-inline' allows (a style attribute it blocks).
    if (name === 'style') element.style.cssText = String(value);
    else element.setAttribute(name, value === true ? '' : String(value));
  }
  append(element, children);
  return element;
}

function append(parent: Node, children: readonly Child[]) {
  for (const child of children) {
    if (child === null || child === undefined || child === false) continue;
    if (Array.isArray(child)) append(parent, child);
    else parent.appendChild(typeof child === 'object' ? (child as Node) : document.createTextNode(String(child)));
  }
}
