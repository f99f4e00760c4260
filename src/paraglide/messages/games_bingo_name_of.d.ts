/**
* | output |
* | --- |
* | "Name {n} of {total}:" |
*
* @param {Games_Bingo_Name_OfInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const games_bingo_name_of: ((inputs: Games_Bingo_Name_OfInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Games_Bingo_Name_OfInputs, {
    locale?: "en" | "es";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Games_Bingo_Name_OfInputs = {
    n: NonNullable<unknown>;
    total: NonNullable<unknown>;
};
