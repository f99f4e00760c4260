/**
* | output |
* | --- |
* | "{name}, not a fruit of the Spirit" |
*
* @param {Games_Hunt_Spot_DecoyInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const games_hunt_spot_decoy: ((inputs: Games_Hunt_Spot_DecoyInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Games_Hunt_Spot_DecoyInputs, {
    locale?: "en" | "es";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Games_Hunt_Spot_DecoyInputs = {
    name: NonNullable<unknown>;
};
