/**
* | output |
* | --- |
* | "That's not a Fruit of the Spirit! Try again!" |
*
* @param {Games_Hunt_Not_FruitInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const games_hunt_not_fruit: ((inputs?: Games_Hunt_Not_FruitInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Games_Hunt_Not_FruitInputs, {
    locale?: "en" | "es";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Games_Hunt_Not_FruitInputs = {};
