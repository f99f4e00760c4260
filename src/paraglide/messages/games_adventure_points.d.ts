/**
* | output |
* | --- |
* | "+{points} points" |
*
* @param {Games_Adventure_PointsInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const games_adventure_points: ((inputs: Games_Adventure_PointsInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Games_Adventure_PointsInputs, {
    locale?: "en" | "es";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Games_Adventure_PointsInputs = {
    points: NonNullable<unknown>;
};
