/**
* | output |
* | --- |
* | "{n} of {total}" |
*
* @param {Games_Common_OfInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const games_common_of: ((inputs: Games_Common_OfInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Games_Common_OfInputs, {
    locale?: "en" | "es";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Games_Common_OfInputs = {
    n: NonNullable<unknown>;
    total: NonNullable<unknown>;
};
