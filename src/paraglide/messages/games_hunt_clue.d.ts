/**
* | output |
* | --- |
* | "Clue {n}: {clue}" |
*
* @param {Games_Hunt_ClueInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const games_hunt_clue: ((inputs: Games_Hunt_ClueInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Games_Hunt_ClueInputs, {
    locale?: "en" | "es";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Games_Hunt_ClueInputs = {
    n: NonNullable<unknown>;
    clue: NonNullable<unknown>;
};
