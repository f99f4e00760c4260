/**
* | output |
* | --- |
* | "Spot {n}: {what}" |
*
* @param {Games_Hunt_SpotInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const games_hunt_spot: ((inputs: Games_Hunt_SpotInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Games_Hunt_SpotInputs, {
    locale?: "en" | "es";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Games_Hunt_SpotInputs = {
    n: NonNullable<unknown>;
    what: NonNullable<unknown>;
};
