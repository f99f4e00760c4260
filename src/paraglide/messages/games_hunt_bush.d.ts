/**
* | output |
* | --- |
* | "Bush {n}: {what}" |
*
* @param {Games_Hunt_BushInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const games_hunt_bush: ((inputs: Games_Hunt_BushInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Games_Hunt_BushInputs, {
    locale?: "en" | "es";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Games_Hunt_BushInputs = {
    n: NonNullable<unknown>;
    what: NonNullable<unknown>;
};
