/**
* | output |
* | --- |
* | "{character} is picked. Now click the thing {character} is known for." |
*
* @param {Games_Puzzle_Picked_NoteInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const games_puzzle_picked_note: ((inputs: Games_Puzzle_Picked_NoteInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Games_Puzzle_Picked_NoteInputs, {
    locale?: "en" | "es";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Games_Puzzle_Picked_NoteInputs = {
    character: NonNullable<unknown>;
};
