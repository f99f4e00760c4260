/**
* | output |
* | --- |
* | "{points} points a fruit" |
*
* @param {Games_Hunt_Points_A_FruitInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const games_hunt_points_a_fruit: ((inputs: Games_Hunt_Points_A_FruitInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Games_Hunt_Points_A_FruitInputs, {
    locale?: "en" | "es";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Games_Hunt_Points_A_FruitInputs = {
    points: NonNullable<unknown>;
};
