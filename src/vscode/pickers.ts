// The quick picks and input boxes the commands ask the player with. Each returns the choice
// (undefined when the player pressed Esc) and starts nothing: the commands act on it.

import * as vscode from 'vscode';
import { MAX_DEAL_NUMBER, VARIANTS, VariantId, isDealNumber, variantTitle, summarizeRules } from '../engine/index';
import type { Difficulty } from '../engine/difficulty';
import { dailyDeal } from '../deals/daily-deal';
import { difficultyChoices } from '../deals/difficulty-choices';
import type { SetAsideItem } from '../store/set-aside';
import { formatDay } from '../l10n';
import { hostL10n } from './host-l10n';

const name = (variant: VariantId) => variantTitle(variant, hostL10n);
/** A UTC day as the display language writes it. */
const dayText = (day: string) => formatDay(hostL10n, day);

// Every box stays open when it loses the focus (Esc still closes it): opening one from the
// command palette closes the palette, and VS Code then focuses the board again, asynchronously,
// which closed the box before the player could use it (seen in the journey tests, first for Deal
// by Number…, then for New Game…).
const STAYS_OPEN = { ignoreFocusOut: true } as const;

/** Names in a list, as the display language lists them ("A, B, C"). */
function listOf(names: readonly string[]): string {
  try {
    return new Intl.ListFormat(hostL10n.language, { type: 'unit' }).format(names);
  } catch {
    return names.join(', ');
  }
}

/** New Game…: a game of the family, or 'today' for Today's Deal…. */
export async function pickNewGame(current: VariantId, day: string): Promise<VariantId | 'today' | undefined> {
  type Item = vscode.QuickPickItem & { variant?: VariantId | 'today' };
  const items: Item[] = [
    {
      label: `$(calendar) ${vscode.l10n.t("Today's Deal…")}`,
      description: vscode.l10n.t('{0} (UTC): the same proven-winnable deal for every player', dayText(day)),
      variant: 'today',
    },
    { label: vscode.l10n.t('Games'), kind: vscode.QuickPickItemKind.Separator },
    ...VARIANTS.map((v) => ({
      label: name(v.id),
      // the other names are English proper names, the same in every language
      description: v.aliases.length ? vscode.l10n.t('also {0}', listOf(v.aliases)) : undefined,
      detail: summarizeRules(v, hostL10n),
      variant: v.id,
      picked: v.id === current,
    })),
  ];
  const choice = await vscode.window.showQuickPick(items, {
    ...STAYS_OPEN,
    title: vscode.l10n.t('New Game'),
    placeHolder: vscode.l10n.t('Choose a game of the Forty Thieves family'),
    matchOnDescription: true,
    matchOnDetail: true,
  });
  return choice?.variant;
}

/** With winnable deals only, how hard a deal: a difficulty, undefined for any, null when the player pressed Esc. */
export async function pickDifficulty(
  variant: VariantId,
  remaining: (difficulty?: Difficulty) => number,
): Promise<Difficulty | undefined | null> {
  const choice = await vscode.window.showQuickPick(difficultyChoices(remaining, hostL10n), {
    ...STAYS_OPEN,
    title: vscode.l10n.t('New Game: {0}', name(variant)),
    placeHolder: vscode.l10n.t('How hard a deal? (by the effort the solver needed to win it)'),
  });
  return choice ? choice.difficulty : null;
}

/** Deal by Number…: a deal number from 1 to MAX_DEAL_NUMBER. */
export async function askDealNumber(variant: VariantId): Promise<number | undefined> {
  const text = await vscode.window.showInputBox({
    ...STAYS_OPEN,
    title: vscode.l10n.t('Deal {0} by Number', name(variant)),
    prompt: vscode.l10n.t('A deal number from 1 to {0}: the same number always deals the same cards', MAX_DEAL_NUMBER),
    validateInput: (value) =>
      isDealNumber(Number(value.trim())) && /^\d+$/.test(value.trim())
        ? undefined
        : vscode.l10n.t('Enter a whole number from 1 to {0}', MAX_DEAL_NUMBER),
  });
  return text === undefined ? undefined : Number(text.trim());
}

/** Today's Deal…: which game (the current one first), each with today's deal number. */
export async function pickTodaysGame(current: VariantId, day: string): Promise<VariantId | undefined> {
  const items = [...VARIANTS]
    .sort((a, b) => Number(b.id === current) - Number(a.id === current))
    .map((v) => ({
      label: name(v.id),
      description: vscode.l10n.t('deal {0}', dailyDeal(v.id, day)),
      variant: v.id,
    }));
  const choice = await vscode.window.showQuickPick(items, {
    ...STAYS_OPEN,
    title: vscode.l10n.t("Today's Deal: {0} (UTC)", dayText(day)),
    placeHolder: vscode.l10n.t('Choose a game: every player gets the same deal today, one the solver proved winnable'),
    matchOnDescription: true,
  });
  return choice?.variant;
}

/** Show Set-Aside Games…: one of the items kept aside. */
export function pickSetAside(items: SetAsideItem[]): Thenable<SetAsideItem | undefined> {
  return vscode.window.showQuickPick(items, {
    ...STAYS_OPEN,
    title: vscode.l10n.t('Set-Aside Games'),
    placeHolder: vscode.l10n.t('Data this version could not use, kept unchanged: choose one to see it'),
    matchOnDescription: true,
  });
}
