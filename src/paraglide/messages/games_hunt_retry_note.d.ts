/**
* | output |
* | --- |
* | "You found {found} fruits. You need {needed} to move on. Let's try again!" |
*
* @param {Games_Hunt_Retry_NoteInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const games_hunt_retry_note: ((inputs: Games_Hunt_Retry_NoteInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Games_Hunt_Retry_NoteInputs, {
    locale?: "en" | "es";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Games_Hunt_Retry_NoteInputs = {
    found: NonNullable<unknown>;
    needed: NonNullable<unknown>;
};
