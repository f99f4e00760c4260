/**
* | output |
* | --- |
* | "Your plan includes access to {count} Bible games" |
*
* @param {Games_Index_Access_NoteInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const games_index_access_note: ((inputs: Games_Index_Access_NoteInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Games_Index_Access_NoteInputs, {
    locale?: "en" | "es";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Games_Index_Access_NoteInputs = {
    count: NonNullable<unknown>;
};
