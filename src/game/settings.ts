// The extension's settings under fortyThieves.*, read through a getter so that unit tests need
// no vscode. A value of the wrong kind falls back to the default and the player is told once.

import { VARIANT_IDS, VariantId, AutoMoveMode } from '../engine/index';
import { quoteInput } from '../plain-text';
// eslint-disable-next-line @typescript-eslint/no-unused-vars -- types only: marks this file's l10n.t() for extraction
import type * as l10n from '@vscode/l10n';
import { ENGLISH, L10n } from '../l10n';

export interface Settings {
  defaultGame: VariantId;
  autoMoveToFoundations: AutoMoveMode;
  confirmNewGame: boolean;
  showTimer: boolean;
  animations: boolean;
  showWinnability: boolean;
  winnableDealsOnly: boolean;
}

export const DEFAULT_SETTINGS: Settings = {
  defaultGame: 'forty-thieves',
  autoMoveToFoundations: 'safe',
  confirmNewGame: true,
  showTimer: true,
  animations: true,
  showWinnability: true,
  winnableDealsOnly: false,
};

const AUTO_MODES: readonly AutoMoveMode[] = ['off', 'safe', 'all'];

const checks: { [K in keyof Settings]: (v: unknown) => boolean } = {
  defaultGame: (v) => VARIANT_IDS.includes(v as VariantId),
  autoMoveToFoundations: (v) => AUTO_MODES.includes(v as AutoMoveMode),
  confirmNewGame: (v) => typeof v === 'boolean',
  showTimer: (v) => typeof v === 'boolean',
  animations: (v) => typeof v === 'boolean',
  showWinnability: (v) => typeof v === 'boolean',
  winnableDealsOnly: (v) => typeof v === 'boolean',
};

/** Reads every setting; `problems` lists each one that was not valid, in words. */
export function readSettings(get: (key: keyof Settings) => unknown, l10n: L10n = ENGLISH): { settings: Settings; problems: string[] } {
  const settings = { ...DEFAULT_SETTINGS };
  const problems: string[] = [];
  for (const key of Object.keys(DEFAULT_SETTINGS) as (keyof Settings)[]) {
    const value = get(key);
    if (value === undefined) continue;
    if (checks[key](value)) (settings as Record<string, unknown>)[key] = value;
    else
      problems.push(
        l10n.t(
          '{0} is {1}, which is not valid; using {2}',
          `fortyThieves.${key}`,
          quoteInput(value),
          JSON.stringify(DEFAULT_SETTINGS[key]),
        ),
      );
  }
  return { settings, problems };
}
