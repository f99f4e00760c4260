/**
* | output |
* | --- |
* | "Verse {n} of {total}: which fruit fills the gap?" |
*
* @param {Games_Hunt_Which_FillsInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const games_hunt_which_fills: ((inputs: Games_Hunt_Which_FillsInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Games_Hunt_Which_FillsInputs, {
    locale?: "en" | "es";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Games_Hunt_Which_FillsInputs = {
    n: NonNullable<unknown>;
    total: NonNullable<unknown>;
};
