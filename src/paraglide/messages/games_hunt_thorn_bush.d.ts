/**
* | output |
* | --- |
* | "thorn bush: {name}" |
*
* @param {Games_Hunt_Thorn_BushInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const games_hunt_thorn_bush: ((inputs: Games_Hunt_Thorn_BushInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Games_Hunt_Thorn_BushInputs, {
    locale?: "en" | "es";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Games_Hunt_Thorn_BushInputs = {
    name: NonNullable<unknown>;
};
