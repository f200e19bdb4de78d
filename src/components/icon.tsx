import type { AbstractNode, IconDefinition } from '@ant-design/icons-svg/es/types';
import { createElement, type ReactElement } from 'react';

const camelCase = (name: string) =>
  name.replace(/-([a-z])/g, (_match, letter: string) => letter.toUpperCase());

/** One SVG node of an icon definition, with React's attribute names (`fill-rule` as `fillRule`). */
function renderNode(node: AbstractNode, key?: number): ReactElement {
  const props: Record<string, string | number | undefined> = { key };
  for (const [name, value] of Object.entries(node.attrs)) {
    props[name === 'class' ? 'className' : camelCase(name)] = value;
  }
  return createElement(
    node.tag,
    props,
    node.children?.map((child, index) => renderNode(child, index)),
  );
}

/**
 * An Ant Design icon as plain inline SVG, for the public pages (product rules, 'Static-first public pages'):
 * the same artwork as @ant-design/icons (its source, @ant-design/icons-svg), without that
 * package's React runtime, which injects a `<style>` element when it first renders.
 * Decorative unless a `label` is given.
 */
export function Icon({ def, label, className }: { def: IconDefinition; label?: string; className?: string }) {
  const node = typeof def.icon === 'function' ? def.icon('currentColor', 'currentColor') : def.icon;
  return (
    <svg
      viewBox={node.attrs.viewBox}
      width="1em"
      height="1em"
      fill="currentColor"
      focusable="false"
      className={className ? `icon ${className}` : 'icon'}
      {...(label ? { role: 'img', 'aria-label': label } : { 'aria-hidden': true })}
    >
      {node.children?.map((child, index) => renderNode(child, index))}
    </svg>
  );
}
