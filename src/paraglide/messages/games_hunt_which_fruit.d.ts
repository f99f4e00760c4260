/**
* | output |
* | --- |
* | "Fruit {n} of {total}: which fruit is this?" |
*
* @param {Games_Hunt_Which_FruitInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const games_hunt_which_fruit: ((inputs: Games_Hunt_Which_FruitInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Games_Hunt_Which_FruitInputs, {
    locale?: "en" | "es";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Games_Hunt_Which_FruitInputs = {
    n: NonNullable<unknown>;
    total: NonNullable<unknown>;
};
