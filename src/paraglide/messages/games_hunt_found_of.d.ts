/**
* | output |
* | --- |
* | "You found {found} of {total} fruits." |
*
* @param {Games_Hunt_Found_OfInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const games_hunt_found_of: ((inputs: Games_Hunt_Found_OfInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Games_Hunt_Found_OfInputs, {
    locale?: "en" | "es";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Games_Hunt_Found_OfInputs = {
    found: NonNullable<unknown>;
    total: NonNullable<unknown>;
};
