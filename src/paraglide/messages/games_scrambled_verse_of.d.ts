/**
* | output |
* | --- |
* | "Verse {n} of {total}:" |
*
* @param {Games_Scrambled_Verse_OfInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const games_scrambled_verse_of: ((inputs: Games_Scrambled_Verse_OfInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Games_Scrambled_Verse_OfInputs, {
    locale?: "en" | "es";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Games_Scrambled_Verse_OfInputs = {
    n: NonNullable<unknown>;
    total: NonNullable<unknown>;
};
