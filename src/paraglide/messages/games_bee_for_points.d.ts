/**
* | output |
* | --- |
* | "For {points} points" |
*
* @param {Games_Bee_For_PointsInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const games_bee_for_points: ((inputs: Games_Bee_For_PointsInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Games_Bee_For_PointsInputs, {
    locale?: "en" | "es";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Games_Bee_For_PointsInputs = {
    points: NonNullable<unknown>;
};
