// The quick picks and input boxes the commands ask the player with. Each returns the choice
// (undefined when the player pressed Esc) and starts nothing: the commands act on it.

import * as vscode from 'vscode';
import { MAX_DEAL_NUMBER, VARIANTS, VariantId, getVariant, isDealNumber, summarizeRules } from '../engine/index';
import type { Difficulty } from '../engine/difficulty';
import { dailyDeal } from '../deals/daily-deal';
import { difficultyChoices } from '../deals/difficulty-choices';
import type { SetAsideItem } from '../store/set-aside';

// Every box stays open when it loses the focus (Esc still closes it): opening one from the
// command palette closes the palette, and VS Code then focuses the board again, asynchronously,
// which closed the box before the player could use it (seen in the journey tests, first for Deal
// by Number…, then for New Game…).
const STAYS_OPEN = { ignoreFocusOut: true } as const;

/** New Game…: a game of the family, or 'today' for Today's Deal…. */
export async function pickNewGame(current: VariantId, day: string): Promise<VariantId | 'today' | undefined> {
  type Item = vscode.QuickPickItem & { variant?: VariantId | 'today' };
  const items: Item[] = [
    { label: "$(calendar) Today's Deal…", description: `${day} (UTC): the same proven-winnable deal for every player`, variant: 'today' },
    { label: 'Games', kind: vscode.QuickPickItemKind.Separator },
    ...VARIANTS.map((v) => ({
      label: v.name,
      description: v.aliases.length ? `also ${v.aliases.join(', ')}` : undefined,
      detail: summarizeRules(v),
      variant: v.id,
      picked: v.id === current,
    })),
  ];
  const choice = await vscode.window.showQuickPick(items, {
    ...STAYS_OPEN,
    title: 'New Game',
    placeHolder: 'Choose a game of the Forty Thieves family',
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
  const choice = await vscode.window.showQuickPick(difficultyChoices(remaining), {
    ...STAYS_OPEN,
    title: `New Game: ${getVariant(variant).name}`,
    placeHolder: 'How hard a deal? (by the effort the solver needed to win it)',
  });
  return choice ? choice.difficulty : null;
}

/** Deal by Number…: a deal number from 1 to MAX_DEAL_NUMBER. */
export async function askDealNumber(variant: VariantId): Promise<number | undefined> {
  const text = await vscode.window.showInputBox({
    ...STAYS_OPEN,
    title: `Deal ${getVariant(variant).name} by Number`,
    prompt: `A deal number from 1 to ${MAX_DEAL_NUMBER}: the same number always deals the same cards`,
    validateInput: (value) =>
      isDealNumber(Number(value.trim())) && /^\d+$/.test(value.trim()) ? undefined : `Enter a whole number from 1 to ${MAX_DEAL_NUMBER}`,
  });
  return text === undefined ? undefined : Number(text.trim());
}

/** Today's Deal…: which game (the current one first), each with today's deal number. */
export async function pickTodaysGame(current: VariantId, day: string): Promise<VariantId | undefined> {
  const items = [...VARIANTS]
    .sort((a, b) => Number(b.id === current) - Number(a.id === current))
    .map((v) => ({
      label: v.name,
      description: `deal ${dailyDeal(v.id, day)}`,
      variant: v.id,
    }));
  const choice = await vscode.window.showQuickPick(items, {
    ...STAYS_OPEN,
    title: `Today's Deal: ${day} (UTC)`,
    placeHolder: 'Choose a game: every player gets the same deal today, one the solver proved winnable',
    matchOnDescription: true,
  });
  return choice?.variant;
}

/** Show Set-Aside Games…: one of the items kept aside. */
export function pickSetAside(items: SetAsideItem[]): Thenable<SetAsideItem | undefined> {
  return vscode.window.showQuickPick(items, {
    ...STAYS_OPEN,
    title: 'Set-Aside Games',
    placeHolder: 'Data this version could not use, kept unchanged: choose one to see it',
    matchOnDescription: true,
  });
}
