/**
* | output |
* | --- |
* | "{name} fruit" |
*
* @param {Games_Hunt_Spot_FruitInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const games_hunt_spot_fruit: ((inputs: Games_Hunt_Spot_FruitInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Games_Hunt_Spot_FruitInputs, {
    locale?: "en" | "es";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Games_Hunt_Spot_FruitInputs = {
    name: NonNullable<unknown>;
};
