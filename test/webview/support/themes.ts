// The --vscode-* variables the board uses, as VS Code's Default Light Modern, Dark Modern and
// High Contrast themes define them (VS Code puts them on <html>; the test page loads them as CSS).

const FONT = `-apple-system, BlinkMacSystemFont, "Segoe WPC", "Segoe UI", "Ubuntu", "Droid Sans", sans-serif`;

const light: Record<string, string> = {
  'editor-background': '#ffffff',
  'editor-foreground': '#3b3b3b',
  foreground: '#3b3b3b',
  descriptionForeground: '#717171',
  focusBorder: '#005fb8',
  'button-background': '#005fb8',
  'button-foreground': '#ffffff',
  'button-hoverBackground': '#0258a8',
  'button-border': '#0000001a',
  'button-secondaryBackground': '#e5e5e5',
  'button-secondaryForeground': '#3b3b3b',
  'button-secondaryHoverBackground': '#cccccc',
  'widget-border': '#e5e5e5',
  'panel-border': '#e5e5e5',
  'widget-shadow': '#00000029',
  'editorWidget-background': '#f8f8f8',
  'editorWidget-foreground': '#3b3b3b',
  'editorWidget-border': '#c8c8c8',
  'charts-red': '#e51400',
  'charts-green': '#388a34',
  'charts-yellow': '#bf8803',
  'charts-blue': '#1a85ff',
  'charts-orange': '#d18616',
  'charts-purple': '#652d90',
  'badge-background': '#cccccc',
  'badge-foreground': '#3b3b3b',
  'toolbar-hoverBackground': '#b8b8b850',
  'toolbar-activeBackground': '#a6a6a650',
  'icon-foreground': '#3b3b3b',
  'notifications-background': '#ffffff',
  'notifications-foreground': '#3b3b3b',
  'notifications-border': '#e5e5e5',
  'editorInfo-foreground': '#1a85ff',
  'editorWarning-foreground': '#bf8803',
  'editorError-foreground': '#e51400',
  errorForeground: '#f85149',
  'list-inactiveSelectionBackground': '#e4e6f1',
  'inputValidation-errorBackground': '#f2dede',
  'inputValidation-errorBorder': '#be1100',
};

const dark: Record<string, string> = {
  ...light,
  'editor-background': '#1f1f1f',
  'editor-foreground': '#cccccc',
  foreground: '#cccccc',
  descriptionForeground: '#9d9d9d',
  focusBorder: '#0078d4',
  'button-background': '#0078d4',
  'button-foreground': '#ffffff',
  'button-hoverBackground': '#026ec1',
  'button-border': '#ffffff12',
  'button-secondaryBackground': '#313131',
  'button-secondaryForeground': '#cccccc',
  'button-secondaryHoverBackground': '#3c3c3c',
  'widget-border': '#313131',
  'panel-border': '#2b2b2b',
  'widget-shadow': '#0000005c',
  'editorWidget-background': '#202020',
  'editorWidget-foreground': '#cccccc',
  'editorWidget-border': '#454545',
  'charts-red': '#f14c4c',
  'charts-green': '#89d185',
  'charts-yellow': '#cca700',
  'charts-blue': '#3794ff',
  'charts-purple': '#b180d7',
  'badge-background': '#616161',
  'badge-foreground': '#f8f8f8',
  'toolbar-hoverBackground': '#5a5d5e50',
  'toolbar-activeBackground': '#63666750',
  'icon-foreground': '#cccccc',
  'notifications-background': '#1f1f1f',
  'notifications-foreground': '#cccccc',
  'notifications-border': '#2b2b2b',
  'editorInfo-foreground': '#3794ff',
  'editorWarning-foreground': '#cca700',
  'editorError-foreground': '#f14c4c',
  'list-inactiveSelectionBackground': '#37373d',
  'inputValidation-errorBackground': '#5a1d1d',
  'inputValidation-errorBorder': '#be1100',
};

const highContrast: Record<string, string> = {
  ...dark,
  'editor-background': '#000000',
  'editor-foreground': '#ffffff',
  foreground: '#ffffff',
  descriptionForeground: '#ffffff',
  focusBorder: '#f38518',
  contrastBorder: '#6fc3df',
  contrastActiveBorder: '#f38518',
  'button-background': '#000000',
  'button-border': '#6fc3df',
  'editorWidget-background': '#0c141f',
  'charts-red': '#f14c4c',
  errorForeground: '#f48771',
};

export const THEMES = { light, dark, hc: highContrast } as const;
export type ThemeName = keyof typeof THEMES;
export const BODY_CLASS: Record<ThemeName, string> = { light: 'vscode-light', dark: 'vscode-dark', hc: 'vscode-high-contrast' };

export function themeCss(name: ThemeName): string {
  const vars = Object.entries(THEMES[name]).map(([k, v]) => `  --vscode-${k}: ${v};`);
  return `html {\n${vars.join('\n')}\n  --vscode-font-family: ${FONT};\n  --vscode-font-size: 13px;\n}\n`;
}
