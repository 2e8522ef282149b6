/**
 * The page's overlays take turns (issue 16): the consent banner first, then the location
 * confirmation, then at most one content pop-up. The location check ends its turn here, whether it
 * asked anything or not; a pop-up waits for it.
 */
let endTurn: () => void = () => {};

export const locationTurnDone: Promise<void> = new Promise((resolve) => {
  endTurn = resolve;
});

export function endLocationTurn(): void {
  endTurn();
}
