/**
* | output |
* | --- |
* | "Level {level} complete! You found {found} fruits." |
*
* @param {Games_Hunt_Passed_NoteInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const games_hunt_passed_note: ((inputs: Games_Hunt_Passed_NoteInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Games_Hunt_Passed_NoteInputs, {
    locale?: "en" | "es";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Games_Hunt_Passed_NoteInputs = {
    level: NonNullable<unknown>;
    found: NonNullable<unknown>;
};
