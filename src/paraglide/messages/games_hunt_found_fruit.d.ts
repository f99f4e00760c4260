/**
* | output |
* | --- |
* | "You found {fruit}! +{points} points" |
*
* @param {Games_Hunt_Found_FruitInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const games_hunt_found_fruit: ((inputs: Games_Hunt_Found_FruitInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Games_Hunt_Found_FruitInputs, {
    locale?: "en" | "es";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Games_Hunt_Found_FruitInputs = {
    fruit: NonNullable<unknown>;
    points: NonNullable<unknown>;
};
