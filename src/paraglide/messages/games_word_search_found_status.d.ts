/**
* | output |
* | --- |
* | "You found {word}! {found} of {total} found." |
*
* @param {Games_Word_Search_Found_StatusInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const games_word_search_found_status: ((inputs: Games_Word_Search_Found_StatusInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Games_Word_Search_Found_StatusInputs, {
    locale?: "en" | "es";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Games_Word_Search_Found_StatusInputs = {
    word: NonNullable<unknown>;
    found: NonNullable<unknown>;
    total: NonNullable<unknown>;
};
