// A CSP-safe replacement for styleMap: sets CSS custom properties through the CSSOM
// (element.style.setProperty), which a strict style-src allows, never a style="" attribute.

import { noChange } from 'lit';
import { Directive, ElementPart, PartInfo, PartType, directive } from 'lit/directive.js';

export type CssVars = Record<`--${string}`, string | number>;

class CssVarsDirective extends Directive {
  private previous: string[] = [];

  constructor(partInfo: PartInfo) {
    super(partInfo);
    if (partInfo.type !== PartType.ELEMENT) throw new Error('cssVars() belongs on an element: <div ${cssVars({...})}>');
  }

  render(_vars: CssVars): unknown {
    return noChange;
  }

  override update(part: ElementPart, [vars]: [CssVars]): unknown {
    const style = (part.element as HTMLElement).style;
    for (const name of this.previous) if (!(name in vars)) style.removeProperty(name);
    for (const [name, value] of Object.entries(vars)) {
      const text = String(value);
      if (style.getPropertyValue(name) !== text) style.setProperty(name, text);
    }
    this.previous = Object.keys(vars);
    return noChange;
  }
}

export const cssVars = directive(CssVarsDirective);
